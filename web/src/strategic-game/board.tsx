/**
 * The Strategic Game's own board in the browser: the SVG hex map of the player's board
 * model (web/src/strategic-game/hex-map.tsx), played with the mouse and the keyboard.
 * At a movement step, click one of your fleets (on the map or in the list), then one of
 * the lit hexes it may reach; at production, the forms build ships (with prices and what
 * is left), merge and split fleets, and set the battle orders. The orders are listed in
 * words, each checked by the rules as it is added and removable; Resolve plays the step,
 * the bots in the other seats giving theirs; "Play to the end" lets a bot play your seats
 * too; the end says who won and why. The session, its saves and its bots are the generic
 * board's (web/src/generic/session.ts), so a game here is the game `runMatch` plays.
 */
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { AnyGame } from 'simulturn';
import {
  addOrder,
  type BoardFleet,
  boardOf,
  bpLeft,
  describeOrder,
  enemyGroups,
  legalTargets,
  moveOrder,
  type Order,
  type TsgView,
} from 'simulturn/strategic-game/client';
import type { BoardProps } from '../board-props.js';
import { usePlayToEnd } from '../generic/play-to-end.js';
import { type GenericSession, humanSeats, resolveStep } from '../generic/session.js';
import { StepControls } from '../generic/step-controls.js';
import { BattleForm, BuildForm, TransferForm } from './forms.js';
import { HexMap } from './hex-map.js';

/** The report's sentences: the rendered report without the map it ends with (the board shows that). */
const withoutMap = (text: string) => text.split('\n\nThe map of ')[0]!;

/** The problems the rules find with each order of the list, by its place. */
function problemsOf(game: AnyGame, state: unknown, player: string, orders: readonly Order[]): string[][] {
  const out: string[][] = orders.map(() => []);
  for (const i of game.checkOrders(state, player, orders).issues) {
    const at = typeof i.path[0] === 'number' ? i.path[0] : -1;
    if (at >= 0 && at < out.length) out[at]!.push(i.message);
    else out.forEach((list) => list.push(i.message));
  }
  return out;
}

export function StrategicGameBoard(props: BoardProps) {
  const { session } = props;
  const { game, state } = session;
  const step = game.step(state);
  const awaited = game.awaiting(state);
  const outcome = game.outcome(state);
  const humans = humanSeats(session);
  const viewers = humans.length > 0 ? humans : game.players(state);
  const awaitedHumans = awaited.players.filter((p) => session.seats[p] === null);
  const [viewer, setViewer] = useState(viewers.find((p) => awaitedHumans.includes(p)) ?? viewers[0]!);
  const shown = viewers.includes(viewer) ? viewer : viewers[0]!;
  const view = game.view(state, shown) as TsgView;
  const board = useMemo(() => boardOf(view), [state, shown]);
  const [drafts, setDrafts] = useState<Record<string, Order[]>>({});
  const [selected, setSelected] = useState<string | null>(null);
  const [focus, setFocus] = useState(board.myHome.cell);
  const [note, setNote] = useState('');
  const play = usePlayToEnd(props.onChange, game.defaultLineUp?.[1] ?? Object.keys(game.bots)[0] ?? '');

  const key = (p: string) => `${step}:${p}`;
  const orders = drafts[key(shown)] ?? [];
  const acting = awaitedHumans.includes(shown) && outcome === null;
  const problems = acting ? problemsOf(game, state, shown, orders) : [];
  const refused = problems.some((list) => list.length > 0);
  const fleet = board.fleets.find((f) => f.id === selected) ?? null;
  const targets = useMemo(
    () => (fleet === null || !acting ? [] : legalTargets(view, fleet.id)),
    [state, shown, fleet?.id, acting],
  );
  const targetCells = new Set(targets.map((t) => t.cell));
  const moves = orders.flatMap((o): [number, number][] => {
    if (o.kind !== 'move') return [];
    const from = board.fleets.find((f) => f.id === o.fleet);
    const to = board.hexes.find((h) => h.name === o.to);
    return from === undefined || to === undefined ? [] : [[from.cell, to.cell]];
  });
  const shipsOf = new Map(board.fleets.map((f) => [f.id, f.ships.length]));

  // A new step: the person's seat to act comes to the front, with nothing selected.
  useEffect(() => {
    const next = awaitedHumans[0];
    if (next !== undefined) setViewer(next);
    setSelected(null);
  }, [step]);

  const setOrders = (list: Order[]) => setDrafts((old) => ({ ...old, [key(shown)]: list }));
  const add = (more: readonly Order[]) => {
    let list = orders;
    for (const o of more) list = addOrder(list, o);
    setOrders(list);
    setNote(`${more.length === 1 ? describeOrder(more[0]!) : `${more.length} orders`}: added.`);
  };

  const select = (f: BoardFleet | null) => {
    setSelected(f?.id ?? null);
    if (f === null) return;
    setFocus(f.cell);
    const n = acting && board.phase !== 'production' ? legalTargets(view, f.id).length : 0;
    setNote(
      board.phase === 'production' || !acting
        ? `Fleet ${f.id} at ${f.at}: ${f.summary}.`
        : n === 0
          ? `Fleet ${f.id} at ${f.at} cannot move at this step.`
          : `Fleet ${f.id} at ${f.at}, speed ${f.speed}: pick one of the ${n} lit hexes it may move to.`,
    );
  };

  const onHex = (cell: number) => {
    const hex = board.hexes[cell]!;
    if (fleet !== null && targetCells.has(cell)) {
      add([moveOrder(fleet.id, hex.name)]);
      setNote(`Fleet ${fleet.id} moves to ${hex.name}.`);
      setSelected(null);
      return;
    }
    const here = board.fleets.filter((f) => f.cell === cell);
    if (here.length > 0) {
      const at = here.findIndex((f) => f.id === selected);
      select(at === -1 ? here[0]! : (here[at + 1] ?? null));
      if (at === here.length - 1) setNote(hex.text);
      return;
    }
    setSelected(null);
    setNote(hex.text);
  };

  const resolve = () =>
    play.resolve(() => {
      const human: Record<string, unknown> = {};
      for (const p of awaitedHumans) human[p] = drafts[key(p)] ?? [];
      setNote('');
      return resolveStep(session, human);
    });

  const seatName = (p: string) => {
    const seat = session.seats[p];
    return seat === null ? `${p} (you)` : `${p} (${seat})`;
  };
  const latest = session.news.at(-1);
  const formProps = { board, rules: view.rules, left: bpLeft(view, orders), selected, onAdd: add };

  return (
    <div class="app sg">
      <header class="bar">
        <h1>{game.title}</h1>
        <p class="day-line" data-testid="step">
          {outcome !== null
            ? `Game over in turn ${board.turn}, step ${step - 1}`
            : `Turn ${board.turn} of ${board.turnLimit} · step ${step} · ${board.phaseText} · awaiting ${awaited.players.map(seatName).join(', ')}`}
        </p>
        <button type="button" class="games-button" onClick={props.onGames}>
          All games
        </button>
      </header>
      <main class="sg-main">
        <section class="panel sg-map-panel" aria-label="The map">
          <div class="panel-head">
            <h2>
              The map of {shown}: BP {board.bp}
              {acting && board.phase === 'production' ? `, ${formProps.left} after these orders` : ''}
            </h2>
            {viewers.length > 1 && (
              <label>
                Seat{' '}
                <select name="viewer" value={shown} onChange={(e) => setViewer(e.currentTarget.value)}>
                  {viewers.map((p) => (
                    <option value={p}>{seatName(p)}</option>
                  ))}
                </select>
              </label>
            )}
          </div>
          <p class="sg-note" aria-live="polite" data-testid="note">
            {note ||
              (acting && board.phase !== 'production'
                ? 'Click one of your fleets (a green counter), then a lit hex.'
                : board.hexes[focus]?.text)}
          </p>
          <div class="sg-map-box">
            <HexMap
              board={board}
              focus={focus}
              onFocus={setFocus}
              onHex={onHex}
              origin={fleet?.cell ?? null}
              targets={targetCells}
              moves={moves}
              shipsOf={shipsOf}
            />
          </div>
          <Legend />
        </section>
        <div class="sg-side">
          {outcome !== null && <Outcome session={session} seatName={seatName} />}
          {outcome === null && (
            <section class="panel sg-orders" aria-label="Orders">
              <h2>
                Orders for step {step}
                {acting ? ` (${shown})` : ''}
              </h2>
              {!acting ? (
                <p class="quiet">
                  {awaitedHumans.length === 0
                    ? `You are not awaited: Resolve plays ${awaited.players.map(seatName).join(', ')}.`
                    : `${shown} is not awaited at this step.`}
                </p>
              ) : board.phase === 'production' ? (
                <>
                  <BuildForm {...formProps} />
                  <TransferForm {...formProps} />
                  <BattleForm {...formProps} />
                </>
              ) : (
                <p class="quiet">
                  Moves: pick a fleet below or on the map, then a lit hex. A fleet not ordered stays.
                </p>
              )}
              {acting && (
                <OrderList
                  orders={orders}
                  problems={problems}
                  onRemove={(i) => setOrders(orders.filter((_, k) => k !== i))}
                />
              )}
              <StepControls
                session={session}
                play={play}
                class="sg-controls"
                label={`Resolve step ${step}`}
                ready={!refused}
                onResolve={resolve}
              >
                {refused && <p class="error">Remove the refused orders to resolve.</p>}
              </StepControls>
            </section>
          )}
          <Fleets
            board={board}
            selected={selected}
            orders={orders}
            onSelect={(f) => select(selected === f.id ? null : f)}
          />
          {latest !== undefined && (
            <section class="panel sg-report" aria-label="Report" data-testid="report">
              <h2>
                Step {latest.step}: {shown}'s report
              </h2>
              <pre class="sg-report-text">{withoutMap(latest.reports[shown] ?? 'No report.')}</pre>
              {session.news.length > 1 && (
                <details>
                  <summary>Earlier reports</summary>
                  {session.news
                    .slice(0, -1)
                    .reverse()
                    .map((n) => (
                      <pre class="sg-report-text">{withoutMap(n.reports[shown] ?? '')}</pre>
                    ))}
                </details>
              )}
            </section>
          )}
        </div>
      </main>
    </div>
  );
}

/** The orders so far, in words, each with what the rules say of it and a way to remove it. */
function OrderList(p: {
  orders: readonly Order[];
  problems: readonly string[][];
  onRemove: (i: number) => void;
}) {
  if (p.orders.length === 0) return <p class="quiet sg-no-orders">No orders yet.</p>;
  return (
    <ol class="sg-order-list" aria-label="Your orders">
      {p.orders.map((o, i) => {
        const issues = p.problems[i] ?? [];
        return (
          <li class={issues.length > 0 ? 'refused' : 'accepted'} data-kind={o.kind}>
            <span>{describeOrder(o)}</span>{' '}
            <button
              type="button"
              class="sg-remove"
              aria-label={`Remove the order: ${describeOrder(o)}`}
              onClick={() => p.onRemove(i)}
            >
              Remove
            </button>
            {issues.length > 0 && (
              <ul class="issues">
                {issues.map((m) => (
                  <li>{m}</li>
                ))}
              </ul>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/** The player's fleets (each a button that selects it) and the enemy's counters. */
function Fleets(p: {
  board: ReturnType<typeof boardOf>;
  selected: string | null;
  orders: readonly Order[];
  onSelect: (f: BoardFleet) => void;
}) {
  const { board } = p;
  const moveOf = (id: string) =>
    p.orders.find((o) => o.kind === 'move' && o.fleet === id) as { to: string } | undefined;
  return (
    <section class="panel sg-fleets" aria-label="Fleets">
      <h2>Your fleets ({board.fleets.length})</h2>
      {board.fleets.length === 0 && <p class="quiet">None yet: build at home ({board.myHome.name}).</p>}
      <ul class="sg-fleet-list">
        {board.fleets.map((f) => {
          const to = moveOf(f.id);
          return (
            <li>
              <button
                type="button"
                class="sg-fleet"
                data-fleet={f.id}
                aria-pressed={p.selected === f.id}
                onClick={() => p.onSelect(f)}
              >
                {f.id} at {f.at}, speed {f.speed}
                {to !== undefined ? ` → ${to.to}` : ''}
              </button>{' '}
              <span class="quiet">{f.summary}</span>
            </li>
          );
        })}
      </ul>
      <h3>Enemy fleets ({board.enemyFleets.length})</h3>
      <ul class="quiet sg-enemies">
        {board.enemyFleets.length === 0 ? (
          <li>None on the map.</li>
        ) : (
          enemyGroups(board).map((g) => <li>{g}</li>)
        )}
      </ul>
    </section>
  );
}

/** What the map's marks mean. */
function Legend() {
  const item = (cls: string, text: string) => (
    <li>
      <svg class="sg-swatch" viewBox="0 0 20 14" aria-hidden="true">
        <g class={cls}>
          {cls.includes('counter') ? (
            <>
              <rect x="3" y="1" width="14" height="12" rx="2" />
              <text x="10" y="10">
                3
              </text>
            </>
          ) : cls.includes('home') ? (
            <circle class="sg-home" cx="10" cy="7" r="6" />
          ) : cls.includes('lit') ? (
            <rect class="sg-cell" x="1" y="1" width="18" height="12" />
          ) : (
            <circle class="sg-system" cx="10" cy="7" r="4" />
          )}
        </g>
      </svg>
      {text}
    </li>
  );
  return (
    <ul class="sg-legend" aria-label="Legend">
      {item('sg-hex sys-mine home-mine', 'your home')}
      {item('sg-hex sys-enemy home-enemy', 'enemy home')}
      {item('sg-hex sys-mine', 'your system')}
      {item('sg-hex sys-enemy', 'enemy system')}
      {item('sg-hex sys-neutral', 'neutral system')}
      {item('sg-counter mine', 'your fleets: ships')}
      {item('sg-counter enemy', 'enemy fleets: ships counted (? unknown)')}
      {item('sg-hex lit', 'where the selected fleet may go')}
    </ul>
  );
}

/** The end: who won, why, and each seat's systems and rank. */
function Outcome({ session, seatName }: { session: GenericSession; seatName: (p: string) => string }) {
  const o = session.game.outcome(session.state)!;
  const players = [...session.game.players(session.state)].sort(
    (a, b) => (o.seats[a]?.rank ?? 99) - (o.seats[b]?.rank ?? 99),
  );
  return (
    <section class="panel game-over" role="status" data-testid="outcome">
      <h2>Game over: {o.reason}</h2>
      <p data-testid="why">
        {o.why ?? (o.winners.length === 0 ? 'No winner.' : `Won by ${o.winners.join(' and ')}.`)}
      </p>
      <table class="outcome">
        <thead>
          <tr>
            <th scope="col">Seat</th>
            <th scope="col">Systems</th>
            <th scope="col">Rank</th>
          </tr>
        </thead>
        <tbody>
          {players.map((p) => (
            <tr data-seat={p}>
              <th scope="row">{seatName(p)}</th>
              <td class="score">{o.seats[p]?.score ?? '-'}</td>
              <td class="rank">{o.seats[p]?.rank ?? '-'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
