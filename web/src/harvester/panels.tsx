/**
 * The Harvester board's side panels: the status line under the map (the hex under the
 * cursor or the pointer, in words), the legend, the Harvester's orders with their prices,
 * the unit list, the turn's order list with a remove button each (and the orders as an
 * order sheet, which may be written instead), the last turn's report in sentences, the
 * seats, and the outcome with why it ended.
 */
import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import {
  type BoardUnit,
  describeHex,
  draftLines,
  dropRange,
  EMPTY_DRAFT,
  type HvBoard,
  hexAt,
  LEVELS,
  legalMoves,
  legalTargets,
  type OrderDraft,
  type RawOrders,
  rebuildPrices,
  targetLocked,
  withDestroy,
  withDrop,
  without,
  withRebuild,
  withTarget,
} from 'simulturn/harvester/client';
import { type GenericSession, readSheet } from '../generic/session.js';
import type { Mark } from './planet.js';

/** The hex under the cursor (or the pointer) in words, with what the selected unit would do there. */
export function StatusLine(props: {
  board: HvBoard;
  hex: string;
  mark: Mark | undefined;
  unit: BoardUnit | undefined;
  acting: boolean;
  /** Whether the map draws the hexes' names; when it does not, this line is where a hex's name is read. */
  names: boolean;
}) {
  const h = hexAt(props.board, props.hex);
  const picked = !props.acting
    ? 'Point at a hex, or move the cursor with the arrow keys, to read it.'
    : props.unit === undefined
      ? 'Pick one of your units (@ on the map, or in the list), then a highlighted hex.'
      : `${props.unit.name} at ${props.unit.hex} is selected: ${
          props.unit.kind === 'harvester'
            ? 'pick a ringed hex you know holds resources as its target.'
            : `pick a highlighted hex within ${props.unit.move} to move it there.`
        }`;
  return (
    <p class="hv-status" id="hv-status" aria-live="polite" data-testid="status">
      {h === undefined ? '' : describeHex(props.board, h)}
      {props.mark !== undefined ? ` ${props.mark.note[0]!.toUpperCase()}${props.mark.note.slice(1)}.` : ''}
      <br />
      <span class="quiet">{picked}</span>
      {!props.names && (
        <>
          <br />
          <span class="quiet">
            At this size the map leaves the hexes' names off: tap a hex or move the cursor, and this line
            names it.
          </span>
        </>
      )}
    </p>
  );
}

/** The five levels' shades and the marks on the map. */
export function Legend({ board }: { board: HvBoard }) {
  const shades = ['#3a535a', '#30444a', '#29383d', '#222d31', '#1c2326'];
  return (
    <details class="legend-box">
      <summary>
        Legend: the planet has {board.hexCount} hexes (radius {board.radius}) and wraps round; hexes are named
        q,r
      </summary>
      <ul class="hv-legend">
        {LEVELS.map((l) => (
          <li>
            <span class="hv-swatch" style={{ background: shades[l.level - 1] }} />
            {l.level} {l.name}: {l.shows}
          </li>
        ))}
        <li>
          <span class="hv-swatch" style={{ background: '#121517' }} />
          not scanned this turn
        </li>
        <li>green H or number: your Harvester, your units</li>
        <li>red: others’ units (H a Harvester), blue: your ruler’s or subjects’, grey: owners unknown</li>
        <li>gold dot: resources (with the amount when known exactly)</li>
        <li>yellow side: entered from there this turn; ~ something moved</li>
        <li>dashed ring: your Harvester’s target</li>
      </ul>
    </details>
  );
}

/** The Harvester's orders: target, drop and rebuild, with prices and what is left. */
export function HarvesterPanel(props: {
  board: HvBoard;
  draft: OrderDraft;
  onDraft: (d: OrderDraft) => void;
  selected: number | null;
  onSelect: (id: number | null) => void;
}) {
  const { board, draft } = props;
  const h = board.harvester;
  if (h === undefined) return <section class="panel">You have no Harvester on the planet.</section>;
  const targets = legalTargets(board);
  const locked = targetLocked(board);
  const drop = draft.drop ?? 0;
  const { most } = dropRange(board);
  const prices = rebuildPrices(board, drop).filter((p) => p.missing > 0);
  const spent = draft.rebuild === undefined ? 0 : (prices.find((p) => p.kind === draft.rebuild)?.cost ?? 0);
  return (
    <section class="panel" aria-label="Your Harvester">
      <h2>Your Harvester</h2>
      <p class="quiet">
        Unit {h.id} at {h.hex}, holding {board.load} of 20 resources
        {drop + spent > 0 ? ` (${board.load - drop - spent} left after this turn’s orders)` : ''}; {board.vp}{' '}
        victory points.
        {board.rulers.length > 0 ? ` You serve ${board.rulers.join(', who serves ')}.` : ''}
        {board.subjects.length > 0 ? ` You rule ${board.subjects.join(', ')}.` : ''}
      </p>
      <div class="hv-row">
        <button
          type="button"
          class="select-harvester"
          aria-pressed={props.selected === h.id}
          onClick={() => props.onSelect(props.selected === h.id ? null : h.id)}
          disabled={locked !== null}
        >
          Pick a target on the map
        </button>
        <label>
          Target{' '}
          <select
            name="target"
            value={draft.target ?? ''}
            disabled={locked !== null}
            onChange={(e) => {
              const v = e.currentTarget.value;
              props.onDraft(v === '' ? without(draft, 'target') : withTarget(draft, v));
            }}
          >
            <option value="">
              {board.target !== null
                ? `heading for ${board.target}`
                : targets.length === 0
                  ? 'no resources known'
                  : 'choose a hex with resources'}
            </option>
            {targets.map((t) => (
              <option value={t.hex}>
                {t.hex} ({t.distance} away{t.amount !== undefined ? `, ${t.amount} there` : ''})
              </option>
            ))}
          </select>
        </label>
      </div>
      {locked !== null && board.target !== null && (
        <p class="quiet">A target holds until the Harvester arrives.</p>
      )}
      <div class="hv-row">
        <label>
          Drop{' '}
          <select
            name="drop"
            value={String(drop)}
            disabled={most === 0}
            onChange={(e) => props.onDraft(withDrop(draft, Number(e.currentTarget.value)))}
          >
            {Array.from({ length: most + 1 }, (_, n) => (
              <option value={String(n)}>{n === 0 ? 'nothing' : `${n} resource${n === 1 ? '' : 's'}`}</option>
            ))}
          </select>
        </label>
        <span class="quiet">dropped where it stands, before anything moves</span>
      </div>
      {prices.length > 0 && (
        <div class="hv-row">
          <span>Rebuild:</span>
          <span class="hv-prices">
            {prices.map((p) => (
              <button
                type="button"
                class="rebuild"
                data-kind={p.kind}
                aria-pressed={draft.rebuild === p.kind}
                disabled={p.refused !== null && draft.rebuild !== p.kind}
                title={p.refused ?? `ready at the end of turn ${board.turn + p.turns - 1}`}
                onClick={() =>
                  props.onDraft(
                    draft.rebuild === p.kind ? without(draft, 'rebuild') : withRebuild(draft, p.kind),
                  )
                }
              >
                {p.kind} · {p.cost} · {p.turns} turn{p.turns === 1 ? '' : 's'}
              </button>
            ))}
          </span>
        </div>
      )}
      {board.build !== null && (
        <p class="quiet">
          Rebuilding a {board.build.kind}: ready at the end of turn {board.build.done}.
        </p>
      )}
    </section>
  );
}

/** The player's units, to select; the selected one's own orders (stay, self-destruct). */
export function UnitsPanel(props: {
  board: HvBoard;
  draft: OrderDraft;
  selected: number | null;
  onSelect: (id: number | null) => void;
  onDraft: (d: OrderDraft) => void;
}) {
  const { board, draft } = props;
  const [sure, setSure] = useState(false);
  const unit = board.units.find((u) => u.id === props.selected);
  const army = board.units.filter((u) => u.kind !== 'harvester');
  return (
    <section class="panel" aria-label="Your units">
      <h2>Your units</h2>
      {army.length === 0 ? (
        <p class="quiet">No defence units left.</p>
      ) : (
        <ul class="hv-units">
          {army.map((u) => {
            const move = draft.moves.find((m) => m.unit === u.id);
            const doomed = draft.destroy.includes(u.id);
            return (
              <li>
                <button
                  type="button"
                  class="unit"
                  data-unit={u.id}
                  aria-pressed={props.selected === u.id}
                  onClick={() => props.onSelect(props.selected === u.id ? null : u.id)}
                >
                  {u.name} at {u.hex}
                  {move !== undefined && <span class="ordered"> → {move.path.at(-1)}</span>}
                  {doomed && <span class="doomed"> ✕</span>}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {unit !== undefined && (
        <div class="hv-row">
          <span>
            {unit.name}: moves {unit.move}, scans {unit.scanners}, combat {unit.combat}
            {unit.kind !== 'harvester' ? `; ${legalMoves(board, unit.id).length} hexes in reach` : ''}.
          </span>
          {unit.kind !== 'harvester' && draft.moves.some((m) => m.unit === unit.id) && (
            <button type="button" onClick={() => props.onDraft(without(draft, `move:${unit.id}`))}>
              Stay
            </button>
          )}
          {!draft.destroy.includes(unit.id) && (
            <button
              type="button"
              class="destroy"
              onClick={() => {
                if (unit.kind === 'harvester' && !sure) {
                  setSure(true);
                  return;
                }
                setSure(false);
                props.onDraft(withDestroy(draft, unit.id));
                props.onSelect(null);
              }}
            >
              {unit.kind === 'harvester' && sure
                ? 'Really self-destruct? You leave the game'
                : 'Self-destruct'}
            </button>
          )}
        </div>
      )}
    </section>
  );
}

/** The turn's orders, each with a remove button; the orders as a sheet; a sheet read in instead. */
export function OrdersPanel(props: {
  board: HvBoard;
  draft: OrderDraft;
  acting: boolean;
  issues: readonly string[];
  onDraft: (d: OrderDraft) => void;
  session: GenericSession;
  player: string;
  step: number;
  children: ComponentChildren;
}) {
  const { board, draft } = props;
  const lines = draftLines(board, draft);
  const [text, setText] = useState('');
  const [problems, setProblems] = useState<readonly string[]>([]);
  const sheet = `player: ${props.player}\nstep: ${props.step}\n${lines.map((l) => l.line).join('\n')}`;
  return (
    <section class="panel" aria-label="Orders" data-testid="orders">
      <h2>Orders for turn {props.step}</h2>
      {props.acting &&
        (lines.length === 0 ? (
          <p class="quiet">No orders yet: your units stay where they are.</p>
        ) : (
          <ul class="hv-orders">
            {lines.map((l) => (
              <li data-order={l.key}>
                <span>
                  {l.text} <code>{l.line}</code>
                </span>
                <button
                  type="button"
                  class="remove"
                  aria-label={`Remove: ${l.text}`}
                  onClick={() => props.onDraft(without(draft, l.key))}
                >
                  Remove
                </button>
              </li>
            ))}
          </ul>
        ))}
      {props.issues.length > 0 && (
        <ul class="issues" role="alert">
          {props.issues.map((m) => (
            <li>{m}</li>
          ))}
        </ul>
      )}
      {props.children}
      {props.acting && (
        <details class="sheet">
          <summary>The orders as an order sheet, or write one</summary>
          <pre>{sheet}</pre>
          <label>
            A sheet of your own (one order a line: target HEX, drop N, rebuild KIND, destroy ID, move ID HEX
            …)
            <textarea
              name="sheet"
              rows={5}
              spellcheck={false}
              value={text}
              onInput={(e) => setText(e.currentTarget.value)}
            />
          </label>
          <button
            type="button"
            onClick={() => {
              const read = readSheet(props.session, props.player, text);
              if (!read.ok) {
                setProblems(read.issues);
                return;
              }
              setProblems([]);
              const o = read.orders as RawOrders;
              props.onDraft({
                ...EMPTY_DRAFT,
                ...(o.target !== undefined ? { target: o.target } : {}),
                ...(o.drop !== undefined ? { drop: o.drop } : {}),
                ...(o.rebuild !== undefined ? { rebuild: o.rebuild } : {}),
                destroy: o.destroy ?? [],
                moves: o.moves ?? [],
              });
            }}
          >
            Use this sheet
          </button>
          {problems.length > 0 && (
            <ul class="issues" role="alert">
              {problems.map((m) => (
                <li>{m}</li>
              ))}
            </ul>
          )}
        </details>
      )}
    </section>
  );
}

/** The last turn's report, as the sentences `renderReport` writes. */
export function ReportPanel(props: { step: number; text: string | undefined; player: string }) {
  const lines = (props.text ?? 'No report.').split('\n').filter((l) => l.trim() !== '');
  return (
    <section class="panel" aria-label="Report" data-testid="report">
      <h2>
        Turn {props.step}: {props.player}’s report
      </h2>
      <ul class="hv-report">
        {lines.map((l) => (
          <li>{l}</li>
        ))}
      </ul>
    </section>
  );
}

/** Who plays each seat. */
export function SeatsPanel(props: { session: GenericSession; seatName: (p: string) => string }) {
  const players = props.session.game.players(props.session.state);
  return (
    <section class="panel" aria-label="Seats">
      <h3>Seats</h3>
      <p class="quiet">{players.map(props.seatName).join(' · ')}</p>
    </section>
  );
}

/** How the game ended: why, and every seat's score and rank. */
export function OutcomePanel(props: {
  session: GenericSession;
  seatName: (p: string) => string;
  viewer: string;
}) {
  const o = props.session.game.outcome(props.session.state)!;
  const players = [...props.session.game.players(props.session.state)].sort(
    (a, b) => (o.seats[a]?.rank ?? 99) - (o.seats[b]?.rank ?? 99),
  );
  const won = o.winners.includes(props.viewer);
  return (
    <section class="panel game-over" role="status" data-testid="outcome">
      <h2>
        Game over:{' '}
        {o.reason === 'the-one' ? 'the One' : o.reason === 'turn-limit' ? 'the turn limit' : 'nobody left'}
        {o.winners.length === 0 ? '' : won ? ' · you won' : ` · won by ${o.winners.join(' and ')}`}
      </h2>
      {o.why !== undefined && <p class="why">{o.why}</p>}
      <table class="outcome">
        <thead>
          <tr>
            <th scope="col">Seat</th>
            <th scope="col">Score</th>
            <th scope="col">Rank</th>
          </tr>
        </thead>
        <tbody>
          {players.map((p) => {
            const seat = o.seats[p];
            return (
              <tr data-seat={p}>
                <th scope="row">{props.seatName(p)}</th>
                <td class="score">{seat?.score ?? '-'}</td>
                <td class="rank">
                  {seat?.rank ?? '-'}
                  {seat?.eliminatedAt !== undefined ? ` (out at turn ${seat.eliminatedAt})` : ''}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
