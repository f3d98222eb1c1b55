/**
 * Galactic Overlord's board: the galaxy of factions with their bases and navies, drawn
 * from the client model (`simulturn/galactic-overlord/client`), played with the mouse and
 * the keyboard: select the fleet then a faction to attack, build with the prices and the
 * BP left in sight, set the special order, the order of battle and diplomacy, review the
 * order list (each item removable), Resolve; bots play the other seats, "Play to the end"
 * lets a bot play the person's seat too, and the outcome says why the game ended. No
 * JSON or sheet is typed. It takes the generic board's session (web/src/boards.ts).
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import {
  addOrder,
  attackTargets,
  boardOf,
  describeOrder,
  listSpending,
  type OrderItem,
  rawOrders,
  removeOrder,
} from 'simulturn/galactic-overlord/client';
import type { BoardProps } from '../board-props.js';
import { usePlayToEnd } from '../generic/play-to-end.js';
import { humanSeats, resolveStep } from '../generic/session.js';
import { StepControls } from '../generic/step-controls.js';
import { BuildForm, Diplomacy, FleetPanel, OobForm, Specials } from './forms.js';
import { Galaxy } from './galaxy.js';
import { problemsOf, viewOf } from './play.js';

export function GalacticOverlordBoard(props: BoardProps) {
  const { session } = props;
  const { game, state } = session;
  const turn = game.step(state);
  const outcome = game.outcome(state);
  const awaited = game.awaiting(state).players;
  const humans = humanSeats(session);
  const players = game.players(state);
  const awaitedHumans = awaited.filter((p) => session.seats[p] === null);
  const [viewer, setViewer] = useState(awaitedHumans[0] ?? humans[0] ?? players[0]!);
  const shown = players.includes(viewer) ? viewer : players[0]!;
  const [lists, setLists] = useState<Record<string, OrderItem[]>>({});
  const [aiming, setAiming] = useState(false);
  const [sent, setSent] = useState<ReadonlySet<number> | 'all'>('all');
  const play = usePlayToEnd(
    props.onChange,
    game.defaultLineUp?.[0] ?? Object.keys(game.bots)[0] ?? '',
    'turn',
  );
  const ending = useRef<HTMLElement>(null);

  // A new turn: the person's seat to act comes to the front, with a fresh fleet choice.
  useEffect(() => {
    const next = awaitedHumans[0];
    if (next !== undefined) setViewer(next);
    setAiming(false);
    setSent('all');
  }, [turn]);

  // The end of the game comes into sight, wherever the page was scrolled to.
  useEffect(() => {
    if (outcome !== null) ending.current?.scrollIntoView({ block: 'start' });
  }, [outcome !== null]);

  const view = useMemo(() => viewOf(session, shown), [session, shown]);
  const board = useMemo(() => boardOf(view), [view]);
  const key = `${turn}:${shown}`;
  // A turn's list starts with the orders of battle given last turn: they are due each turn
  // (GO-10.2), and one set before should not give way to a random draw for being forgotten.
  const itemsOf = (p: string): OrderItem[] =>
    lists[`${turn}:${p}`] ?? (lists[`${turn - 1}:${p}`] ?? []).filter((i) => i.kind === 'oob');
  const items = itemsOf(shown);
  const acting = awaitedHumans.includes(shown);
  const setItems = (next: OrderItem[]) => setLists((old) => ({ ...old, [key]: next }));
  const add = (item: OrderItem) => setItems(addOrder(items, item));
  const building = items
    .filter((i) => i.kind === 'ships')
    .reduce((t, i) => t + (i.kind === 'ships' ? i.count : 0), 0);
  const targets = attackTargets(view, building);
  const spend = listSpending(view, items);
  const raw = rawOrders(items);
  const problems = acting ? problemsOf(session, shown, raw) : [];
  // Every awaited seat of the person's needs orders that hold; an empty list is "no orders".
  const ready = awaitedHumans.every((p) => problemsOf(session, p, rawOrders(itemsOf(p))).length === 0);
  const seatName = (p: string) => {
    const seat = session.seats[p];
    return seat === null ? 'you' : `bot: ${seat}`;
  };
  const latest = session.news.at(-1);

  const attack = (target: string) => {
    const ships = sent === 'all' ? 'all' : [...sent].sort((a, b) => a - b);
    add({ kind: 'attack', target, ships, toDeath: false, base: null });
    setAiming(false);
  };

  const resolve = () =>
    play.resolve(() => {
      const human: Record<string, unknown> = {};
      for (const p of awaitedHumans) human[p] = rawOrders(itemsOf(p));
      return resolveStep(session, human);
    });

  return (
    <div class="app go-app">
      <header class="bar">
        <h1>{game.title}</h1>
        <p class="day-line" data-testid="step">
          {outcome !== null
            ? `Over after turn ${turn - 1}`
            : `Turn ${turn} of ${view.turnLimit} · ${shown}${acting ? ' gives orders' : ''} · ${board.prices.available} BP to spend`}
        </p>
        <button type="button" class="games-button" onClick={props.onGames}>
          All games
        </button>
      </header>
      <main class="go-main">
        {outcome !== null && (
          <section class="panel game-over go-outcome" role="status" data-testid="outcome" ref={ending}>
            <h2>Game over</h2>
            <p class="go-why">
              {outcome.why ??
                (outcome.winners.length > 0 ? `Won by ${outcome.winners.join(' and ')}.` : 'No winner.')}
            </p>
            <table class="outcome">
              <thead>
                <tr>
                  <th scope="col">Faction</th>
                  <th scope="col">Bases</th>
                  <th scope="col">Place</th>
                </tr>
              </thead>
              <tbody>
                {[...players]
                  .sort((a, b) => (outcome.seats[a]?.rank ?? 99) - (outcome.seats[b]?.rank ?? 99))
                  .map((p) => (
                    <tr data-seat={p}>
                      <th scope="row">
                        {p} ({seatName(p)})
                      </th>
                      <td>{outcome.seats[p]?.score ?? '-'}</td>
                      <td>
                        {outcome.seats[p]?.rank ?? '-'}
                        {outcome.seats[p]?.eliminatedAt !== undefined
                          ? ` (out on turn ${outcome.seats[p]!.eliminatedAt})`
                          : ''}
                      </td>
                    </tr>
                  ))}
              </tbody>
            </table>
          </section>
        )}
        <section class="go-map" aria-label="The galaxy">
          <div class="panel-head">
            <h2>The galaxy as {shown} sees it</h2>
            {humans.length > 1 && (
              <label>
                Seat{' '}
                <select name="viewer" value={shown} onChange={(e) => setViewer(e.currentTarget.value)}>
                  {humans.map((p) => (
                    <option value={p}>{p}</option>
                  ))}
                </select>
              </label>
            )}
          </div>
          <Galaxy
            factions={board.factions}
            players={players}
            who={(p) => (p === shown ? '' : seatName(p))}
            targets={targets}
            aiming={aiming && acting}
            onAttack={attack}
          />
          <p class="quiet go-legend">
            {board.legend.map((l) => (
              <span>
                <strong>{l.symbol}</strong> {l.meaning}.{' '}
              </span>
            ))}
          </p>
        </section>
        {acting && outcome === null && (
          <div class="go-forms">
            <FleetPanel
              view={view}
              board={board}
              items={items}
              add={add}
              aiming={aiming}
              onAim={setAiming}
              sent={sent}
              onSent={setSent}
            />
            <BuildForm view={view} board={board} items={items} add={add} />
            <Specials view={view} board={board} items={items} add={add} />
            <OobForm view={view} board={board} items={items} add={add} />
            <Diplomacy view={view} board={board} items={items} add={add} />
          </div>
        )}
        <div class="go-side">
          {outcome === null && (
            <section class="panel go-orders" aria-label="Orders" data-testid="orders">
              <h2>
                Orders for turn {turn}
                {acting ? '' : ` (${shown} is not awaited)`}
              </h2>
              {items.length === 0 ? (
                <p class="quiet">No orders yet: Resolve now builds nothing and keeps the fleet home.</p>
              ) : (
                <ol class="go-order-list">
                  {items.map((i, k) => (
                    <li key={`${k}:${i.kind}`}>
                      <span>{describeOrder(view, i)}</span>{' '}
                      <button
                        type="button"
                        class="go-remove"
                        aria-label={`Remove: ${describeOrder(view, i)}`}
                        onClick={() => setItems(removeOrder(items, k))}
                      >
                        Remove
                      </button>
                    </li>
                  ))}
                </ol>
              )}
              <p class="go-total" data-testid="total">
                Spent {spend.total} of {spend.available} BP; {spend.left} left.
              </p>
              {problems.length > 0 && (
                <ul class="issues" role="alert">
                  {problems.map((m) => (
                    <li>{m}</li>
                  ))}
                </ul>
              )}
              <StepControls
                session={session}
                play={play}
                class="go-row"
                label={`Resolve turn ${turn}`}
                ready={ready}
                onResolve={resolve}
              />
            </section>
          )}
          {latest !== undefined && (
            <section class="panel go-report" aria-label="Reports" data-testid="report">
              <h2>
                Turn {latest.step}: what {shown} was told
              </h2>
              <div class="go-report-text">
                {/* The first line is the report's title, which the heading above says. */}
                {(latest.reports[shown] ?? '\nNo report.')
                  .split('\n')
                  .slice(1)
                  .map((l) => (
                    <p class={l.startsWith('  ') ? 'go-sub' : ''}>{l.trim()}</p>
                  ))}
              </div>
              {latest.public !== undefined && (
                <details class="go-post">
                  <summary>The game master's post (what everyone was told)</summary>
                  {latest.public
                    .split('\n')
                    .slice(1)
                    .map((l) => (
                      <p class={l.startsWith('  ') ? 'go-sub' : ''}>{l.trim()}</p>
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
