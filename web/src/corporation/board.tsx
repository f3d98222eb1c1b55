/**
 * Corporation's own board (registered in web/src/boards.ts): the building and the
 * Directors Table drawn from `simulturn/corporation/client`'s board model, played with the
 * mouse and the keyboard. Click (or Enter on) a piece, then a place: a counter from the
 * pile onto a circle, a counter of the Table onto another circle (the exchange), an
 * employee from outside into a reception area, a top employee up a floor. The orders are
 * listed with buttons to take each out; Resolve plays the step, then the bots' steps up to
 * the person's next one; "Play to the end" lets a bot finish; the outcome says why. The
 * order sheet stays as a choice. The session is the generic board's (web/src/generic/).
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import {
  boardModel,
  type CorporationView,
  circleName,
  openPromotions,
  planItems,
  roomName,
  type TurnPlan,
  trimmed,
  withoutItem,
} from 'simulturn/corporation/client';
import type { BoardProps } from '../board-props.js';
import { usePlayToEnd } from '../generic/play-to-end.js';
import { type GenericSession, humanSeats, resolveStep } from '../generic/session.js';
import { StepControls } from '../generic/step-controls.js';
import { Building, DirectorsTable, type Hand } from './building.js';
import { type Choices, drop, hint, keyOf, NO_CHOICES, offers, ordersOf, pick } from './model.js';
import './board.css';

/** The most bot steps one Resolve plays before handing back (a guard: a game always reaches the person or its end). */
const BOT_STEPS = 500;

const awaitedHuman = (s: GenericSession): string | undefined =>
  s.game.awaiting(s.state).players.find((p) => s.seats[p] === null);

/** Plays the bots' steps until a seat the person plays is awaited, or the game is over. */
function playBots(s: GenericSession): GenericSession {
  if (humanSeats(s).length === 0) return s;
  let out = s;
  for (
    let k = 0;
    k < BOT_STEPS && out.game.outcome(out.state) === null && awaitedHuman(out) === undefined;
    k++
  )
    out = resolveStep(out, {});
  return out;
}

export function CorporationBoard({ session, onChange, onGames }: BoardProps) {
  const { game, state } = session;
  const step = game.step(state);
  const awaited = game.awaiting(state);
  const outcome = game.outcome(state);
  const humans = humanSeats(session);
  const actors = awaited.players.filter((p) => session.seats[p] === null);
  const viewer = actors[0] ?? humans[0] ?? game.players(state)[0]!;
  const view = game.view(state, viewer) as CorporationView;
  // The choices belong to the step they were made at: a new step starts with none, from
  // its first drawing (an effect that cleared them would draw one frame of stale ones).
  const [held, setHeld] = useState<{ step: number; choices: Choices }>({ step, choices: NO_CHOICES });
  const choices = held.step === step ? held.choices : NO_CHOICES;
  const setChoices = (next: Choices | ((c: Choices) => Choices)) =>
    setHeld((h) => {
      const now = h.step === step ? h.choices : NO_CHOICES;
      return { step, choices: typeof next === 'function' ? next(now) : next };
    });
  const play = usePlayToEnd(onChange, game.defaultLineUp?.[0] ?? Object.keys(game.bots)[0] ?? '');
  const boardRef = useRef<HTMLDivElement>(null);

  // A step that is the bots' alone (the game's first, a save opened): they play up to the
  // person's next step.
  useEffect(() => {
    if (outcome === null && humans.length > 0 && actors.length === 0 && play.busy === null) {
      const t = setTimeout(() => onChange(playBots(session)), 0);
      return () => clearTimeout(t);
    }
    return undefined;
  }, [step]);

  const acting = actors.length > 0 ? (game.view(state, actors[0]!) as CorporationView) : view;
  const model = boardModel(acting, choices.plan);
  const offered = offers(acting, choices);
  const hand: Hand = {
    pieces: offered.pieces,
    targets: offered.targets,
    selected: choices.selected === null ? null : keyOf(choices.selected),
    pending: choices.placement,
    onPiece: (p) => setChoices((c) => pick(c, p)),
    onTarget: (t) => {
      setChoices((c) => drop(acting, c, t));
      // The place clicked may stop being clickable: keep the keyboard on the board.
      setTimeout(() => boardRef.current?.querySelector<HTMLElement>('button')?.focus(), 0);
    },
  };

  const human: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const p of actors) {
    const orders = ordersOf(game.view(state, p) as CorporationView, choices, p);
    if (orders === undefined) continue;
    human[p] = orders;
    for (const i of game.checkOrders(state, p, orders).issues) problems.push(`${p}: ${i.message}`);
  }
  const ready = actors.every((p) => Object.hasOwn(human, p)) && problems.length === 0;

  const resolve = () => play.resolve(() => playBots(resolveStep(session, human)));

  // Arrow keys move between the board's buttons; Escape puts the held piece back.
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      setChoices((c) => ({ ...c, selected: null }));
      return;
    }
    const next = ['ArrowRight', 'ArrowDown'].includes(e.key);
    if (!next && !['ArrowLeft', 'ArrowUp'].includes(e.key)) return;
    const buttons = [...(boardRef.current?.querySelectorAll<HTMLElement>('button') ?? [])];
    if (buttons.length === 0) return;
    const at = buttons.indexOf(document.activeElement as HTMLElement);
    const to = at < 0 ? 0 : (at + (next ? 1 : -1) + buttons.length) % buttons.length;
    buttons[to]!.focus();
    e.preventDefault();
  };

  const seatName = (p: string) => {
    const seat = session.seats[p];
    return seat === null ? `${p} (you)` : `${p} (${seat})`;
  };
  const placed = model.circles.filter((c) => c.colour !== null).length;
  const stage = awaited.kind === 'place' ? `${placed} of 12 counters placed` : `turn ${model.turn}`;
  const stepLine =
    outcome !== null
      ? `Over after step ${step - 1}`
      : `Step ${step}, ${stage} · ${awaited.kind} · awaiting ${awaited.players.map(seatName).join(', ')}`;

  return (
    <div class="app co-app">
      <header class="bar">
        <h1>{game.title}</h1>
        <p class="day-line" data-testid="step">
          {stepLine}
        </p>
        <button type="button" class="games-button" onClick={onGames}>
          All games
        </button>
      </header>
      <main class="co-main">
        <section class="panel co-board" aria-label="The board">
          {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys and Escape reach the buttons inside */}
          <div ref={boardRef} onKeyDown={onKeyDown} class="co-board-inner">
            <Building board={model} hand={hand} />
            <h2 class="co-table-head">Directors Table</h2>
            <DirectorsTable board={model} hand={hand} />
          </div>
          <details class="co-legend">
            <summary>How to read the board</summary>
            <ul>
              {model.legend.map((l) => (
                <li>{l}</li>
              ))}
              <li>▲ marks a top employee a pair promotes now; R G B Y are red, green, blue and yellow.</li>
            </ul>
          </details>
        </section>
        <div class="co-side">
          {outcome !== null && <Outcome session={session} why={outcome.why} seatName={seatName} />}
          {outcome === null && (
            <section class="panel co-orders" aria-label="Orders">
              <h2>Orders for step {step}</h2>
              {actors.length === 0 ? (
                <p class="quiet">None of your seats is awaited: Resolve plays the bots' steps.</p>
              ) : (
                <>
                  <p class="co-hint" aria-live="polite">
                    {actors.join(', ')} to {awaited.kind}. {hint(acting, choices)}
                  </p>
                  <OrderList
                    view={acting}
                    choices={choices}
                    actors={actors}
                    onChange={(c) => setChoices(c)}
                  />
                </>
              )}
              {problems.length > 0 && (
                <ul class="issues" data-status="refused">
                  {problems.map((m) => (
                    <li>{m}</li>
                  ))}
                </ul>
              )}
              <StepControls
                session={session}
                play={play}
                class="co-controls"
                label={`Resolve step ${step}`}
                ready={ready}
                onResolve={resolve}
              />
              <p class="quiet">Seats: {game.players(state).map(seatName).join(', ')}.</p>
              {actors.length > 0 && (
                <SheetInstead
                  key={`${step}:${actors[0]}`}
                  session={session}
                  player={actors[0]!}
                  view={acting}
                  onOrders={(c) => setChoices(c)}
                  choices={choices}
                />
              )}
            </section>
          )}
          <News session={session} viewer={viewer} />
        </div>
      </main>
    </div>
  );
}

/** The step's orders as a list, each with a button to take it out; or the challenge's answers. */
function OrderList(props: {
  view: CorporationView;
  choices: Choices;
  actors: readonly string[];
  onChange: (c: Choices) => void;
}) {
  const { view, choices } = props;
  const kind = view.awaiting.kind;
  if (kind === 'challenge')
    return (
      <div class="co-answers">
        {props.actors.map((p) => (
          <fieldset class="co-answer" data-seat={p}>
            <legend>{p}'s answer</legend>
            {[true, false].map((yes) => (
              <button
                type="button"
                class={yes ? 'co-challenge' : 'co-condone'}
                aria-pressed={choices.answers[p] === yes}
                onClick={() => props.onChange({ ...choices, answers: { ...choices.answers, [p]: yes } })}
              >
                {yes ? 'Challenge' : 'Let it stand'}
              </button>
            ))}
          </fieldset>
        ))}
      </div>
    );
  const items: { key: string; text: string; remove: () => Choices }[] = [];
  if (kind === 'place' && choices.placement !== null) {
    const p = choices.placement;
    items.push({
      key: 'place',
      text: `Place a ${p.colour} counter on ${circleName(p.circle)}.`,
      remove: () => ({ ...choices, placement: null }),
    });
  }
  if (kind === 'turn')
    for (const item of planItems(view, choices.plan))
      items.push({
        key: String(item.key),
        text: item.text,
        remove: () => ({ ...choices, plan: withoutItem(view, choices.plan, item.key), selected: null }),
      });
  const open = kind === 'turn' ? openPromotions(view, choices.plan) : [];
  return (
    <>
      {items.length === 0 ? (
        <p class="quiet">No orders yet{kind === 'turn' ? ': a turn may be left as it is' : ''}.</p>
      ) : (
        <ol class="co-order-list" data-testid="orders">
          {items.map((i) => (
            <li data-order={i.key}>
              <span>{i.text}</span>
              <button
                type="button"
                class="co-remove"
                aria-label={`Remove: ${i.text}`}
                onClick={() => props.onChange(i.remove())}
              >
                Remove
              </button>
            </li>
          ))}
        </ol>
      )}
      {open.length > 0 && (
        <p class="co-open-note">
          Promotions still apply in {open.map((id) => roomName(view.state.building, id)).join(', ')}.{' '}
          {view.state.rules.missedPromotions === 'engine-completes'
            ? 'If you resolve now, the engine makes them, in the building’s order.'
            : view.state.rules.missedPromotions === 'reject'
              ? 'A turn must make them all: promote them before you resolve.'
              : 'If you resolve now, the others may challenge.'}
        </p>
      )}
    </>
  );
}

/** The order sheet, as a choice: read with the game's own codec, and its orders put on the board. */
function SheetInstead(props: {
  session: GenericSession;
  player: string;
  view: CorporationView;
  choices: Choices;
  onOrders: (c: Choices) => void;
}) {
  const { session, player, view } = props;
  const codec = session.game.orderSheet!;
  const [text, setText] = useState(() => codec.blank(view));
  const [said, setSaid] = useState<readonly string[]>([]);
  const read = () => {
    const r = codec.read(text, session.state, player);
    const issues = r.issues.map((i) => i.message);
    if (issues.length > 0 || r.orders === null) {
      setSaid(issues.length > 0 ? issues : [r.reply]);
      return;
    }
    const o = r.orders as Record<string, unknown>;
    const c = props.choices;
    if (view.awaiting.kind === 'place')
      props.onOrders({ ...c, placement: { circle: o.circle as number, colour: o.colour as never } });
    else if (view.awaiting.kind === 'challenge')
      props.onOrders({ ...c, answers: { ...c.answers, [player]: o.challenge === true } });
    else {
      const plan: TurnPlan = {
        swap: (o.swap as [number, number] | undefined) ?? null,
        enter: (o.enter as TurnPlan['enter'] | undefined) ?? null,
        promote: (o.promote as string[] | undefined) ?? [],
      };
      props.onOrders({ ...c, plan: trimmed(view, plan), selected: null });
    }
    setSaid([r.reply]);
  };
  return (
    <details class="co-sheet">
      <summary>Or write the order sheet</summary>
      <textarea
        name={`sheet-${player}`}
        aria-label={`${player}'s order sheet`}
        rows={8}
        spellcheck={false}
        value={text}
        onInput={(e) => setText(e.currentTarget.value)}
      />
      <button type="button" onClick={read}>
        Read the sheet onto the board
      </button>
      {said.length > 0 && <pre class="co-reply">{said.join('\n')}</pre>}
    </details>
  );
}

/** The latest steps' reports, newest last: a round of play. */
function News({ session, viewer }: { session: GenericSession; viewer: string }) {
  const players = session.game.players(session.state).length;
  const news = session.news.slice(-Math.max(2, players + 1));
  if (news.length === 0) return null;
  return (
    <section class="panel co-news" aria-label="Reports" data-testid="report">
      <h2>What happened</h2>
      {news.map((n) => (
        <pre class="report-text" data-step={n.step}>
          {n.reports[viewer] ?? Object.values(n.reports)[0] ?? ''}
        </pre>
      ))}
    </section>
  );
}

function Outcome(props: {
  session: GenericSession;
  why: string | undefined;
  seatName: (p: string) => string;
}) {
  const o = props.session.game.outcome(props.session.state)!;
  const players = [...props.session.game.players(props.session.state)].sort(
    (a, b) => (o.seats[a]?.rank ?? 99) - (o.seats[b]?.rank ?? 99),
  );
  return (
    <section class="panel game-over" role="status" data-testid="outcome">
      <h2>Game over: {o.winners.length === 0 ? 'no winner' : `${o.winners.join(' and ')} won`}</h2>
      {props.why !== undefined && <p class="co-why">{props.why}</p>}
      <table class="outcome">
        <thead>
          <tr>
            <th scope="col">Seat</th>
            <th scope="col">In the Boardroom</th>
            <th scope="col">Rank</th>
          </tr>
        </thead>
        <tbody>
          {players.map((p) => (
            <tr data-seat={p}>
              <th scope="row">{props.seatName(p)}</th>
              <td class="score">{o.seats[p]?.score ?? '-'}</td>
              <td class="rank">{o.seats[p]?.rank ?? '-'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
