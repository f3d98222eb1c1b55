/**
 * The reference web client for Corporate War: the seed's screen (an 11x11 board, a status
 * window for the clicked sector, click a soldier and then a sector to order him there, the
 * day's reports one tab per group beside its picture), played in the browser against the
 * library's bots. The game picker (web/src/app.tsx) loads this module only when Corporate
 * War is picked, so the first screen does not download its engine.
 */

import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { type BotName, CORPORATE_WAR } from 'simulturn/corporate-war';
import {
  describeStanding,
  type MapCell,
  nameOf,
  type PlayerReport,
  type PlayerView,
  renderEvent,
  renderReport,
} from 'simulturn/corporate-war/client';
import {
  board,
  checkedOrders,
  choose,
  clickSector,
  describeOrder,
  deselect,
  EMPTY_PAD,
  type OrderPad,
  removeOrder,
  sectorPicture,
  selectedOrigin,
  selectGroup,
  selectSoldier,
  statusWindow,
} from './model.js';
import { PICTURE_TITLES, PictureIcon } from './pictures.js';
import {
  BOT_CHOICES,
  CORPORATIONS,
  defaultSeats,
  fromSave,
  newSession,
  opponentsOf,
  resolveSession,
  SAVE_KEY,
  type Session,
  toSave,
  viewOf,
} from './session.js';

function loadStored(): Session | null {
  try {
    const text = localStorage.getItem(SAVE_KEY);
    if (text === null) return null;
    const loaded = fromSave(text);
    return loaded.ok ? loaded.session : null;
  } catch {
    return null;
  }
}

function store(s: Session) {
  try {
    localStorage.setItem(SAVE_KEY, toSave(s));
  } catch {
    // Storage full or refused: the game goes on, unsaved.
  }
}

/**
 * Corporate War's own screen. `newGame` opens it on the new-game form (the picker's "New
 * game"); otherwise it resumes the saved game. `onGames` goes back to the game picker.
 */
export function CorporateWarApp({ newGame = false, onGames }: { newGame?: boolean; onGames: () => void }) {
  const [session, setSession] = useState<Session | null>(loadStored);
  const [showMenu, setShowMenu] = useState(newGame || session === null);
  // A new or loaded game starts the board afresh (selection, orders, focus).
  const [generation, setGeneration] = useState(0);
  return (
    <div class="app">
      <header class="bar">
        <h1>Corporate War</h1>
        {session !== null && <DayLine session={session} />}
        <button type="button" class="games-button" onClick={onGames}>
          All games
        </button>
        <button
          type="button"
          class="menu-button"
          aria-expanded={showMenu}
          onClick={() => setShowMenu(!showMenu)}
        >
          Game
        </button>
      </header>
      {showMenu && (
        <GameMenu
          session={session}
          onStart={(s) => {
            store(s);
            setSession(s);
            setGeneration(generation + 1);
            setShowMenu(false);
          }}
        />
      )}
      {session !== null && (
        <Play
          key={generation}
          session={session}
          onResolved={(s) => {
            store(s);
            setSession(s);
          }}
        />
      )}
    </div>
  );
}

function DayLine({ session }: { session: Session }) {
  const view = viewOf(session);
  return (
    <p class="day-line" data-testid="day">
      {view.names[view.player]} ·{' '}
      {view.outcome === null ? `Day ${view.day}` : `Ended on day ${view.outcome.day}`}
    </p>
  );
}

const randomSeed = () => Math.random().toString(36).slice(2, 10);

function GameMenu({ session, onStart }: { session: Session | null; onStart: (s: Session) => void }) {
  const [seed, setSeed] = useState(randomSeed);
  const [corporation, setCorporation] = useState('psicorps');
  const [bot, setBot] = useState<BotName>('cautious');
  const [seats, setSeats] = useState<Record<string, BotName>>({});
  const [pasted, setPasted] = useState('');
  const [error, setError] = useState('');
  const current = useMemo(() => (session === null ? '' : toSave(session)), [session]);
  return (
    <section class="menu" aria-label="Game">
      <form
        class="new-game"
        onSubmit={(e) => {
          e.preventDefault();
          const chosen = { ...defaultSeats(corporation), ...seats };
          onStart(newSession({ seed: seed.trim() || randomSeed(), corporation, bot, seats: chosen }));
        }}
      >
        <h2>New game</h2>
        <label>
          Seed <input name="seed" value={seed} onInput={(e) => setSeed(e.currentTarget.value)} />
        </label>
        <label>
          You play{' '}
          <select
            name="corporation"
            value={corporation}
            onChange={(e) => setCorporation(e.currentTarget.value)}
          >
            {CORPORATIONS.map((c) => (
              <option value={c.id}>{c.name}</option>
            ))}
          </select>
        </label>
        <fieldset class="seats">
          <legend>Against</legend>
          {opponentsOf(corporation).map((c) => (
            <label>
              {CORPORATIONS.find((x) => x.id === c)?.name ?? c}{' '}
              <select
                name={`bot-${c}`}
                value={seats[c] ?? defaultSeats(corporation)[c] ?? bot}
                onChange={(e) => setSeats({ ...seats, [c]: e.currentTarget.value as BotName })}
              >
                {BOT_CHOICES.map((b) => (
                  <option value={b}>{b} bot</option>
                ))}
              </select>
            </label>
          ))}
        </fieldset>
        <button type="submit">Start</button>
      </form>
      <form
        class="load"
        onSubmit={(e) => {
          e.preventDefault();
          const loaded = fromSave(pasted, bot);
          if (loaded.ok) {
            setError('');
            onStart(loaded.session);
          } else setError(loaded.error);
        }}
      >
        <h2>Load a save</h2>
        <label>
          Paste this client's save or the text of <code>serializeState</code>
          <textarea name="save" rows={3} value={pasted} onInput={(e) => setPasted(e.currentTarget.value)} />
        </label>
        <label>
          A bare <code>serializeState</code> save's other seats play{' '}
          <select name="bot" value={bot} onChange={(e) => setBot(e.currentTarget.value as BotName)}>
            {BOT_CHOICES.map((b) => (
              <option value={b}>{b} bots</option>
            ))}
          </select>
        </label>
        <button type="submit">Load</button>
        {error !== '' && (
          <p class="error" role="alert">
            {error}
          </p>
        )}
      </form>
      {session !== null && (
        <div class="export">
          <h2>This game's save</h2>
          <textarea readOnly rows={3} aria-label="This game's save" value={current} />
        </div>
      )}
    </section>
  );
}

function Play({ session, onResolved }: { session: Session; onResolved: (s: Session) => void }) {
  const view = useMemo(() => viewOf(session), [session]);
  const cells = useMemo(() => board(view), [view]);
  const [pad, setPad] = useState<OrderPad>(EMPTY_PAD);
  const start = view.mobileCommand.sector ?? view.soldiers.find((s) => s.status === 'alive')?.sector ?? 'A1';
  const [focus, setFocus] = useState(start);
  const [status, setStatus] = useState<string | null>(start);
  const latest = session.archive.at(-1);
  const fresh = latest !== undefined && latest.day === view.day - 1 ? latest : null;
  const [showReports, setShowReports] = useState(fresh !== null);
  const [busy, setBusy] = useState(false);
  const boardRef = useRef<HTMLTableElement>(null);
  const moveFocus = useRef(false);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    boardRef.current?.querySelector<HTMLElement>(`[data-sector="${focus}"]`)?.focus();
  }, [focus]);

  const lit = new Map(pad.highlighted.map((d) => [d.to, d]));
  const targets = new Map<string, number>();
  for (const o of pad.orders) targets.set(o.to, (targets.get(o.to) ?? 0) + 1);
  const origin = selectedOrigin(view, pad.selected);
  const over = view.outcome !== null;

  const activate = (sector: string) => {
    setFocus(sector);
    if (pad.selected !== null && lit.has(sector)) setPad(clickSector(pad, sector));
    else {
      setPad(deselect(pad));
      setStatus(sector);
    }
  };

  const onKey = (e: KeyboardEvent, row: number, col: number) => {
    const { rows, cols } = view.board;
    const step: Record<string, [number, number]> = {
      ArrowUp: [-1, 0],
      ArrowDown: [1, 0],
      ArrowLeft: [0, -1],
      ArrowRight: [0, 1],
    };
    const d = step[e.key];
    if (d !== undefined) {
      e.preventDefault();
      const r = Math.min(rows - 1, Math.max(0, row + d[0]));
      const c = Math.min(cols - 1, Math.max(0, col + d[1]));
      moveFocus.current = true;
      setFocus(cells[r]![c]!.sector);
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      activate(cells[row]![col]!.sector);
    } else if (e.key === 'Escape') setPad(deselect(pad));
  };

  const resolve = () => {
    setBusy(true);
    // Let the button show that the day is being played before the engine takes the thread.
    setTimeout(() => {
      const next = resolveSession(session, pad.orders);
      const command = viewOf(next).mobileCommand.sector;
      setPad(EMPTY_PAD);
      if (command !== null) {
        setStatus(command);
        setFocus(command);
      }
      setBusy(false);
      setShowReports(true);
      onResolved(next);
    }, 0);
  };

  return (
    <main class="play" style={{ '--cols': view.board.cols }}>
      <div class="board-area">
        {showReports && fresh !== null ? (
          <Reports view={view} report={fresh} onClose={() => setShowReports(false)} />
        ) : (
          <table
            class="board"
            // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA grid pattern: a table whose cells are reached with the arrow keys
            role="grid"
            aria-label={`The city, ${view.board.rows} by ${view.board.cols} sectors`}
            ref={boardRef}
          >
            <thead>
              <tr>
                <td class="axis corner" />
                {cells[0]!.map((_, c) => (
                  <th class="axis" scope="col">
                    {c + 1}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {cells.map((row, r) => (
                <tr class="row">
                  <th class="axis" scope="row">
                    {row[0]!.sector.charAt(0)}
                  </th>
                  {row.map((cell, c) => (
                    <Cell
                      cell={cell}
                      view={view}
                      focused={cell.sector === focus}
                      lit={lit.has(cell.sector)}
                      origin={cell.sector === origin}
                      ordered={targets.get(cell.sector) ?? 0}
                      shown={cell.sector === status}
                      onClick={() => activate(cell.sector)}
                      onKey={(e) => onKey(e, r, c)}
                    />
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {!(showReports && fresh !== null) && <BoardLegend />}
      </div>
      <aside class="side">
        {over && <GameOver view={view} why={CORPORATE_WAR.outcome(session.state)?.why} />}
        {fresh !== null && !showReports && (
          <button type="button" onClick={() => setShowReports(true)}>
            Read day {fresh.day}'s reports
          </button>
        )}
        {!over && (
          <Orders
            view={view}
            pad={pad}
            setPad={setPad}
            busy={busy}
            over={over}
            onResolve={resolve}
            onBoard={() => setShowReports(false)}
          />
        )}
        {status !== null && (
          <Status
            view={view}
            archive={session.archive}
            sector={status}
            pad={pad}
            onSoldier={(id) => {
              setShowReports(false);
              setPad(selectSoldier(view, pad, id));
            }}
            onGroup={(sector) => {
              setShowReports(false);
              setPad(selectGroup(view, pad, sector));
            }}
          />
        )}
        <Standing view={view} session={session} />
      </aside>
    </main>
  );
}

/** What the board's marks mean (the text map's legend, in the board's own signs). */
function BoardLegend() {
  return (
    <p class="board-legend">
      <span class="own">▲</span> your soldiers · <span class="command">M</span> your Mobile Command ·{' '}
      <span class="enemy">●</span> enemy soldiers seen · <span class="alien">✶</span> aliens seen ·{' '}
      <span class="alien">◈</span> the alien craft · ✕ bodies · ⚙ wreckage · <span class="fighting">‼</span>{' '}
      fighting · ~ movement · <span class="ordered">⇢</span> your orders to it · d4 the day of the last report
      (faded: older) · framed: a key sector. Counts are in full.
    </p>
  );
}

function cellLabel(cell: MapCell, lit: boolean, ordered: number): string {
  const parts = [cell.sector];
  if (cell.key) parts.push('key sector');
  if (cell.craft) parts.push('the alien craft');
  if (cell.own > 0) parts.push(`${cell.own} of yours`);
  if (cell.command) parts.push('your Mobile Command');
  if (cell.corporate > 0) parts.push(`${cell.corporate} enemy soldiers seen`);
  if (cell.aliens > 0) parts.push(`${cell.aliens} aliens seen`);
  if (cell.bodies) parts.push('bodies');
  if (cell.wreck) parts.push('wreckage');
  if (cell.fighting) parts.push('fighting');
  if (cell.movement) parts.push('movement');
  if (cell.reportDay !== null) parts.push(`report of day ${cell.reportDay}`);
  if (lit) parts.push('you may order the selection here');
  if (ordered > 0) parts.push(`${ordered} ${ordered === 1 ? 'order' : 'orders'} to here`);
  return parts.join(', ');
}

function Cell(props: {
  cell: MapCell;
  view: PlayerView;
  focused: boolean;
  lit: boolean;
  origin: boolean;
  /** How many pending orders go to the sector. */
  ordered: number;
  shown: boolean;
  onClick: () => void;
  onKey: (e: KeyboardEvent) => void;
}) {
  const { cell, view } = props;
  const picture = cell.fresh ? sectorPicture(view, cell.sector) : null;
  const classes = [
    'cell',
    cell.key && 'key',
    cell.craft && 'craft',
    cell.known ? 'known' : 'unknown',
    cell.reportDay !== null && !cell.fresh && 'old',
    props.lit && 'lit',
    props.origin && 'origin',
    props.shown && 'shown',
  ].filter(Boolean);
  return (
    <td
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the WAI-ARIA grid pattern (see the board's table)
      role="gridcell"
      class={classes.join(' ')}
      data-sector={cell.sector}
      data-lit={props.lit ? 'true' : undefined}
      tabIndex={props.focused ? 0 : -1}
      aria-label={cellLabel(cell, props.lit, props.ordered)}
      aria-selected={props.shown}
      onClick={props.onClick}
      onKeyDown={props.onKey}
    >
      <span class="name">{cell.sector}</span>
      {cell.craft && (
        <span class="craft-mark" aria-hidden="true">
          ◈
        </span>
      )}
      {/* Three groups, each kept whole and wrapped as one, so no count is ever cut: yours, the enemies seen, the signs. */}
      <span class="marks" aria-hidden="true">
        {(cell.own > 0 || cell.command) && (
          <span class="yours">
            {cell.own > 0 && <span class="own">▲{cell.own}</span>}
            {cell.command && <span class="command">M</span>}
          </span>
        )}
        {(cell.corporate > 0 || cell.aliens > 0) && (
          <span class="seen">
            {cell.corporate > 0 && <span class="enemy">●{cell.corporate}</span>}
            {cell.aliens > 0 && <span class="alien">✶{cell.aliens}</span>}
          </span>
        )}
        {(cell.bodies || cell.wreck || cell.fighting || cell.movement || props.ordered > 0) && (
          <span class="signs">
            {cell.bodies && <span class="bodies">✕</span>}
            {cell.wreck && <span class="wreck">⚙</span>}
            {cell.fighting && <span class="fighting">‼</span>}
            {cell.movement && <span class="movement">~</span>}
            {props.ordered > 0 && <span class="ordered">⇢{props.ordered}</span>}
          </span>
        )}
      </span>
      {cell.reportDay !== null && (
        <span class="age" aria-hidden="true">
          d{cell.reportDay}
        </span>
      )}
      {picture !== null && (
        <span class="cell-picture" aria-hidden="true">
          <PictureIcon picture={picture} size={14} />
        </span>
      )}
    </td>
  );
}

function Status(props: {
  view: PlayerView;
  archive: readonly PlayerReport[];
  sector: string;
  pad: OrderPad;
  onSoldier: (id: string) => void;
  onGroup: (sector: string) => void;
}) {
  const { view, sector, pad } = props;
  const w = statusWindow(view, props.archive, sector);
  const selected = pad.selected;
  return (
    <section class="panel status" aria-label={`Sector ${sector}`}>
      <h2>
        Sector {sector}
        {w.cell.key ? ' · key sector' : ''}
        {w.cell.craft ? ' · the alien craft' : ''}
      </h2>
      {w.soldiers.length > 0 && (
        <>
          <h3>Your soldiers here</h3>
          <button
            type="button"
            class="group-button"
            aria-pressed={selected !== null && 'group' in selected && selected.group === sector}
            onClick={() => props.onGroup(sector)}
          >
            The whole group ({w.soldiers.length})
          </button>
          <ul class="soldiers">
            {w.soldiers.map((s) => (
              <li>
                <button
                  type="button"
                  data-soldier={s.id}
                  aria-pressed={selected !== null && 'soldier' in selected && selected.soldier === s.id}
                  onClick={() => props.onSoldier(s.id)}
                >
                  {s.name} <span class="type">{s.typeName}</span>{' '}
                  <span class="stats">
                    K{s.kill} S{s.survive} E{s.escape} I{s.info}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
      {w.fallen.length > 0 && (
        <>
          <h3>Fallen here</h3>
          <ul>
            {w.fallen.map((s) => (
              <li>
                {s.name} ({s.typeName}):{' '}
                {s.tagsWith === null ? 'tags lost' : `tags with ${nameOf(view, s.tagsWith)}`}
              </li>
            ))}
          </ul>
        </>
      )}
      <h3>Seen here</h3>
      {w.seen.length === 0 ? (
        <p class="quiet">No one else seen here.</p>
      ) : (
        <ul>
          {w.seen.map((s) => (
            <li>
              {s.name}: {s.standing} standing{s.fell > 0 ? `, ${s.fell} seen to fall` : ''} (day {s.day})
            </li>
          ))}
        </ul>
      )}
      <h3>Reports about {sector}</h3>
      {w.reports.length === 0 ? (
        <p class="quiet">No reports yet.</p>
      ) : (
        <ul class="sector-reports">
          {w.reports.map((r) => (
            <li>
              <PictureIcon picture={r.picture} size={32} />
              <div>
                <p class="report-head">
                  Day {r.day}, {r.group.split('>').join(' > ')}
                </p>
                {r.lines.map((l) => (
                  <p>{l}</p>
                ))}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Orders(props: {
  view: PlayerView;
  pad: OrderPad;
  setPad: (p: OrderPad) => void;
  busy: boolean;
  over: boolean;
  onResolve: () => void;
  onBoard: () => void;
}) {
  const { view, pad, setPad } = props;
  const checked = useMemo(() => checkedOrders(view, pad.orders), [view, pad.orders]);
  const selected = pad.selected;
  return (
    <section class="panel orders" aria-label="Orders">
      <h2>Orders for day {view.day}</h2>
      <p class="selection" aria-live="polite">
        {selected === null
          ? 'Select a soldier or a group in the status window, then a lit sector.'
          : `${'soldier' in selected ? nameOf(view, selected.soldier) : `The group in ${selected.group}`} selected: choose a lit sector (Escape to cancel).`}
      </p>
      {selected !== null && (
        <button
          type="button"
          onClick={() => setPad({ ...pad, selected: null, highlighted: [], pending: null })}
        >
          Cancel selection
        </button>
      )}
      {pad.pending !== null && (
        <fieldset class="via">
          <legend>To {pad.pending.to}, passing through:</legend>
          {pad.pending.via.map((v) => (
            <button type="button" data-via={v} onClick={() => setPad(choose(pad, v))}>
              {v}
            </button>
          ))}
          <button type="button" data-via="" onClick={() => setPad(choose(pad, null))}>
            the rules' path
          </button>
        </fieldset>
      )}
      {checked.length === 0 ? (
        <p class="quiet">No orders: everyone stays.</p>
      ) : (
        <ol class="order-list">
          {checked.map((c, i) => (
            <li class={`order ${c.status}`} data-status={c.status}>
              <span class="mark" title={c.status}>
                {c.status === 'accepted' ? '✓' : c.status === 'partial' ? '◐' : '✗'}
              </span>{' '}
              {describeOrder(view, c.order)}
              {c.issues.length > 0 && <span class="issues"> ({c.issues.join('; ')})</span>}{' '}
              <button
                type="button"
                aria-label={`Remove the order: ${describeOrder(view, c.order)}`}
                onClick={() => setPad(removeOrder(pad, i))}
              >
                ×
              </button>
            </li>
          ))}
        </ol>
      )}
      <button
        type="button"
        class="resolve"
        disabled={props.busy || props.over}
        onClick={() => {
          props.onBoard();
          props.onResolve();
        }}
      >
        {props.busy ? 'The day is being played…' : `Resolve day ${view.day}`}
      </button>
    </section>
  );
}

function Reports({ view, report, onClose }: { view: PlayerView; report: PlayerReport; onClose: () => void }) {
  const [tab, setTab] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const groups = report.groups;
  const at = Math.min(tab, Math.max(0, groups.length - 1));
  const group = groups[at];
  const go = (i: number) => {
    const n = (i + groups.length) % groups.length;
    setTab(n);
    tabs.current[n]?.focus();
  };
  return (
    <section class="reports" aria-label={`Reports of day ${report.day}`}>
      <div class="reports-head">
        <h2>Reports of day {report.day}</h2>
        <button type="button" onClick={onClose}>
          To the board
        </button>
      </div>
      {groups.length === 0 ? (
        <p>No group of yours reported.</p>
      ) : (
        <div class="report-tabs">
          <div class="tablist" role="tablist" aria-orientation="vertical" aria-label="Your groups">
            {groups.map((g, i) => (
              <button
                type="button"
                role="tab"
                id={`report-tab-${i}`}
                aria-selected={i === at}
                aria-controls="report-panel"
                tabIndex={i === at ? 0 : -1}
                ref={(el) => {
                  tabs.current[i] = el;
                }}
                onClick={() => setTab(i)}
                onKeyDown={(e) => {
                  if (e.key === 'ArrowDown' || e.key === 'ArrowRight') {
                    e.preventDefault();
                    go(i + 1);
                  } else if (e.key === 'ArrowUp' || e.key === 'ArrowLeft') {
                    e.preventDefault();
                    go(i - 1);
                  }
                }}
              >
                <PictureIcon picture={g.picture} size={20} /> {g.id.split('>').join(' > ')}
              </button>
            ))}
          </div>
          {group !== undefined && (
            <div class="report-panel" role="tabpanel" id="report-panel" aria-labelledby={`report-tab-${at}`}>
              <PictureIcon picture={group.picture} size={160} titled />
              <div class="report-text">
                <h3>{group.id.split('>').join(' > ')}</h3>
                <p class="report-soldiers">{group.soldiers.map((id) => nameOf(view, id)).join(', ')}</p>
                <p class="picture-title">{PICTURE_TITLES[group.picture]}</p>
                {group.events.map((e, index) => (
                  <p class="report-line">
                    {renderEvent(
                      e,
                      { player: report.player, day: report.day, group: group.id, index },
                      { names: view.names },
                    )}
                  </p>
                ))}
              </div>
            </div>
          )}
        </div>
      )}
      <details class="whole-report">
        <summary>The whole report (orders, the fallen, the claim)</summary>
        <pre>{renderReport(report, { names: view.names })}</pre>
      </details>
    </section>
  );
}

function Standing({ view, session }: { view: PlayerView; session: Session }) {
  return (
    <section class="panel standing" aria-label="Standing">
      <h2>Standing</h2>
      <ul>
        {describeStanding(view).map((l) => (
          <li>{l}</li>
        ))}
      </ul>
      <p class="quiet">
        Against: {view.others.map((o) => `${o.name} (${session.bots[o.player] ?? 'nobody'})`).join(', ')}
      </p>
    </section>
  );
}

function GameOver({ view, why }: { view: PlayerView; why: string | undefined }) {
  const o = view.outcome!;
  const winners = o.winners.map((w) => view.names[w] ?? w).join(' and ');
  const text =
    o.reason === 'victory'
      ? o.winners.includes(view.player)
        ? `Victory: you hold the key sectors. The game ended on day ${o.day}.`
        : `You lost: ${winners} won on day ${o.day}.`
      : o.reason === 'stalemate'
        ? `Stalemate on day ${o.day}: no one can win any more.`
        : `The day limit was reached on day ${o.day}: no one won.`;
  return (
    <section class="panel game-over" role="status" data-testid="game-over">
      <h2>Game over</h2>
      <p>{text}</p>
      {/* Who won is said above; the why says by what (the key sectors and who holds them). */}
      {why !== undefined && <p class="why">{why}</p>}
    </section>
  );
}
