/**
 * Harvester's board: the wrapping hex planet drawn from the client model
 * (`simulturn/harvester/client`), played with the mouse and the keyboard. Pick one of your
 * units (on the map or in the list), then a highlighted hex: the order is built for you
 * (`withMoveTo`, the path the rules would walk); the Harvester takes a target, a drop and a
 * rebuild from its panel, each with its price. The order list has a remove button for
 * each order; Resolve plays the turn with the bots in the other seats, "Play to the end"
 * lets a bot finish the game for you, and the outcome says why it ended. The order sheet
 * stays a choice: the orders are shown as one, and a sheet can be written and read in.
 *
 * It takes the generic board's session (web/src/generic/session.ts), so saving, the bots'
 * orders and the match runner's arrival order are the same as there.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import {
  boardModel,
  draftOrders,
  EMPTY_DRAFT,
  type HvBoard,
  type HvView,
  hexAt,
  legalMoves,
  legalTargets,
  type OrderDraft,
  readHex,
  unitOf,
  withMoveTo,
  withTarget,
} from 'simulturn/harvester/client';
import type { BoardProps } from '../board-props.js';
import { usePlayToEnd } from '../generic/play-to-end.js';
import { humanSeats, resolveStep } from '../generic/session.js';
import { StepControls } from '../generic/step-controls.js';
import { spotsAround } from './layout.js';
import {
  HarvesterPanel,
  Legend,
  OrdersPanel,
  OutcomePanel,
  ReportPanel,
  SeatsPanel,
  StatusLine,
  UnitsPanel,
} from './panels.js';
import { type Mark, Planet, useNamesReadable } from './planet.js';
import { HARVESTER_CSS } from './style.js';

/** The board, drawn afresh for each game (a new game's seed): nothing of the last game's cursor or orders stays. */
export function HarvesterBoard(props: BoardProps) {
  return <Board key={props.session.seed} {...props} />;
}

function Board(props: BoardProps) {
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
  const board = useMemo(() => boardModel(game.view(state, shown) as HvView), [state, shown]);
  const key = `${step}:${shown}`;
  const [drafts, setDrafts] = useState<Readonly<Record<string, OrderDraft>>>({});
  const draft = drafts[key] ?? EMPTY_DRAFT;
  const setDraft = (d: OrderDraft) => setDrafts((old) => ({ ...old, [key]: d }));
  const [selected, setSelected] = useState<number | null>(null);
  const home = board.harvester?.hex ?? board.units[0]?.hex ?? '0,0';
  const [cursor, setCursor] = useState(home);
  const [hover, setHover] = useState<string | null>(null);
  const [centreName, setCentreName] = useState<string | null>(null);
  const play = usePlayToEnd(
    props.onChange,
    game.defaultLineUp?.[0] ?? Object.keys(game.bots)[0] ?? '',
    'turn',
  );
  const planet = useRef<SVGSVGElement | null>(null);
  const names = useNamesReadable(planet, board.radius);

  // A new turn: the person's seat to act comes to the front, the cursor goes home.
  useEffect(() => {
    const next = awaitedHumans[0];
    if (next !== undefined) setViewer(next);
    setSelected(null);
    setCursor(home);
  }, [step]);

  const centre = readHex(board.radius, centreName ?? home) ?? { q: 0, r: 0 };
  const spots = useMemo(() => spotsAround(board.radius, centre), [board.radius, centre.q, centre.r]);
  const unit = selected === null ? undefined : unitOf(board, selected);
  const acting = awaitedHumans.includes(shown) && outcome === null;
  const marks = useMemo(() => marksOf(board, unit?.id, acting), [board, unit?.id, acting]);

  const pick = (hex: string) => {
    setCursor(hex);
    const mark = marks.get(hex);
    if (unit !== undefined && mark !== undefined && mark.kind !== 'blocked') {
      if (unit.kind === 'harvester') setDraft(withTarget(draft, hex));
      else setDraft(withMoveTo(board, draft, unit.id, hex));
      setSelected(null);
      return;
    }
    const here = hexAt(board, hex)?.mine ?? [];
    if (here.length === 0 || !acting) {
      setSelected(null);
      return;
    }
    // The next unit there, after the one selected; the first without an order otherwise.
    const k = here.findIndex((u) => u.id === selected);
    const free = here.find((u) => !draft.moves.some((m) => m.unit === u.id) && u.kind !== 'harvester');
    setSelected(k >= 0 ? here[(k + 1) % here.length]!.id : (free ?? here[0]!).id);
  };

  const select = (id: number | null) => {
    setSelected(id);
    const u = id === null ? undefined : unitOf(board, id);
    if (u === undefined) return;
    setCursor(u.hex);
    // The map takes the keyboard, so the arrows go on to pick the hex.
    planet.current?.focus();
  };

  const orders = draftOrders(draft);
  const issues = acting ? game.checkOrders(state, shown, orders).issues.map((i) => i.message) : [];
  const ready = awaitedHumans.every(
    (p) => game.checkOrders(state, p, draftOrders(drafts[`${step}:${p}`] ?? EMPTY_DRAFT)).issues.length === 0,
  );

  const resolve = () =>
    play.resolve(() => {
      const human: Record<string, unknown> = {};
      for (const p of awaitedHumans) human[p] = draftOrders(drafts[`${step}:${p}`] ?? EMPTY_DRAFT);
      return resolveStep(session, human);
    });

  const seatName = (p: string) => {
    const seat = session.seats[p];
    return seat === null ? `${p} (you)` : `${p} (${seat} bot)`;
  };
  const latest = session.news.at(-1);
  const shownHex = hover ?? cursor;

  return (
    <div class="app">
      <style>{HARVESTER_CSS}</style>
      <header class="bar">
        <h1>{game.title}</h1>
        <p class="day-line" data-testid="step">
          {outcome !== null
            ? `Over after turn ${step - 1}`
            : `Turn ${step} of ${(state as { turnLimit?: number }).turnLimit ?? '?'} · awaiting ${awaited.players.map(seatName).join(', ')}`}
        </p>
        <button type="button" class="games-button" onClick={props.onGames}>
          All games
        </button>
      </header>
      <main class="hv">
        {outcome !== null && <OutcomePanel session={session} seatName={seatName} viewer={shown} />}
        <section class="panel hv-map" aria-label="The planet">
          <div class="panel-head">
            <h2>
              The planet as {shown} knows it{board.active ? '' : ' (out of the game)'}
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
          <Planet
            board={board}
            spots={spots}
            centre={centre}
            cursor={cursor}
            selectedHex={unit?.hex ?? null}
            marks={marks}
            paths={draft.moves.map((m) => ({
              unit: m.unit,
              from: unitOf(board, m.unit)?.hex ?? '',
              path: m.path,
            }))}
            newTarget={draft.target ?? null}
            onPick={pick}
            onCursor={setCursor}
            onHover={setHover}
            onEscape={() => setSelected(null)}
            svgRef={planet}
            names={names}
          />
          <StatusLine
            board={board}
            hex={shownHex}
            mark={marks.get(shownHex)}
            unit={unit}
            acting={acting}
            names={names}
          />
          <div class="hv-map-tools">
            <button type="button" class="centre" onClick={() => setCentreName(cursor)}>
              Centre on {cursor}
            </button>
            <button
              type="button"
              onClick={() => {
                setCentreName(null);
                setCursor(home);
              }}
            >
              Back to your Harvester
            </button>
          </div>
          <Legend board={board} />
        </section>
        <div class="side">
          {acting && (
            <>
              <HarvesterPanel
                board={board}
                draft={draft}
                onDraft={setDraft}
                selected={selected}
                onSelect={select}
              />
              <UnitsPanel
                board={board}
                draft={draft}
                selected={selected}
                onSelect={select}
                onDraft={setDraft}
              />
            </>
          )}
          {outcome === null && (
            <OrdersPanel
              board={board}
              draft={draft}
              acting={acting}
              issues={issues}
              onDraft={setDraft}
              session={session}
              player={shown}
              step={step}
            >
              <StepControls
                session={session}
                play={play}
                label={`Resolve turn ${step}`}
                ready={ready}
                onResolve={resolve}
                idle={
                  awaitedHumans.length === 0
                    ? 'None of your seats is awaited: Resolve plays the bots’ turn.'
                    : ''
                }
              />
            </OrdersPanel>
          )}
          {latest !== undefined && (
            <ReportPanel step={latest.step} text={latest.reports[shown]} player={shown} />
          )}
          <SeatsPanel session={session} seatName={seatName} />
        </div>
      </main>
    </div>
  );
}

/** The hexes the selected unit may act on: a defence unit's legal moves, the Harvester's target choices. */
function marksOf(board: HvBoard, unitId: number | undefined, acting: boolean): Map<string, Mark> {
  const out = new Map<string, Mark>();
  if (unitId === undefined || !acting) return out;
  const u = unitOf(board, unitId);
  if (u === undefined) return out;
  if (u.kind === 'harvester') {
    for (const t of legalTargets(board)) out.set(t.hex, { kind: 'target', note: `target: ${t.note}` });
    return out;
  }
  for (const r of legalMoves(board, u.id)) out.set(r.hex, { kind: r.action, note: r.note });
  return out;
}
