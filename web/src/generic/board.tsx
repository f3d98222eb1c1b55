/**
 * The generic board: any game of the registry played through the game contract alone.
 * The player's view is drawn with the game's `renderMap` (else shown as JSON), the latest
 * reports with `renderReport` (and the public post with `renderPublic`), whose turn it is
 * from `awaiting`; each awaited seat the person plays gets the game's order sheet
 * (`orderSheet.blank`, read back with `orderSheet.read`) or JSON orders (checked with
 * `checkOrders`), and may be filled with a bot's suggestion. Resolve plays the step; "Play
 * to the end" lets a bot play the person's seats too, up to the outcome with every seat's
 * score and rank.
 */
import { useEffect, useState } from 'preact/hooks';
import { usePlayToEnd } from './play-to-end.js';
import {
  asText,
  botOrders,
  type GenericSession,
  humanSeats,
  type ReadOrders,
  readJson,
  readSheet,
  resolveStep,
} from './session.js';
import { StepControls } from './step-controls.js';

export function GenericBoard(props: {
  session: GenericSession;
  onChange: (s: GenericSession) => void;
  onGames: () => void;
}) {
  const { session } = props;
  const { game, state } = session;
  const step = game.step(state);
  const awaited = game.awaiting(state);
  const outcome = game.outcome(state);
  const humans = humanSeats(session);
  const viewers = humans.length > 0 ? humans : game.players(state);
  const awaitedHumans = awaited.players.filter((p) => session.seats[p] === null);
  const [viewer, setViewer] = useState(viewers.find((p) => awaitedHumans.includes(p)) ?? viewers[0]!);
  const [reads, setReads] = useState<Record<string, ReadOrders>>({});
  const play = usePlayToEnd(props.onChange, Object.keys(game.bots)[0] ?? '');
  const shown = viewers.includes(viewer) ? viewer : viewers[0]!;
  const latest = session.news.at(-1);
  const ready = awaitedHumans.every((p) => reads[`${step}:${p}`]?.ok === true);

  // A new step: the person's seat to act comes to the front.
  useEffect(() => {
    const next = awaitedHumans[0];
    if (next !== undefined) setViewer(next);
  }, [step]);

  const seatName = (p: string) => {
    const seat = session.seats[p];
    return seat === null ? `${p} (you)` : `${p} (${seat})`;
  };

  const resolve = () =>
    play.resolve(() => {
      const human: Record<string, unknown> = {};
      for (const p of awaitedHumans) {
        const r = reads[`${step}:${p}`];
        if (r?.ok) human[p] = r.orders;
      }
      return resolveStep(session, human);
    });

  const view = game.view(state, shown);
  const map = game.renderMap !== undefined ? game.renderMap(view) : asText(view);

  return (
    <div class="app">
      <header class="bar">
        <h1>{game.title}</h1>
        <p class="day-line" data-testid="step">
          {outcome !== null
            ? `Over after step ${step}`
            : `Step ${step} · ${awaited.kind} · awaiting ${awaited.players.map(seatName).join(', ')}`}
        </p>
        <button type="button" class="games-button" onClick={props.onGames}>
          All games
        </button>
      </header>
      <main class="generic">
        <section class="panel view-panel" aria-label="The view">
          <div class="panel-head">
            <h2>What {shown} knows</h2>
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
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a long map scrolls, and a keyboard has to reach it to scroll it */}
          <pre class="map" tabIndex={0} data-testid="view">
            {map}
          </pre>
        </section>
        <div class="side">
          {outcome !== null && <Outcome session={session} seatName={seatName} />}
          {outcome === null && (
            <section class="panel orders" aria-label="Orders">
              <h2>Orders for step {step}</h2>
              {awaitedHumans.length === 0 ? (
                <p class="quiet">None of your seats is awaited: Resolve plays the bots' step.</p>
              ) : (
                awaitedHumans.map((p) => (
                  <OrdersEditor
                    key={`${step}:${p}`}
                    session={session}
                    player={p}
                    onRead={(r) => setReads((old) => ({ ...old, [`${step}:${p}`]: r }))}
                  />
                ))
              )}
              <StepControls
                session={session}
                play={play}
                label={`Resolve step ${step}`}
                ready={ready}
                onResolve={resolve}
              />
            </section>
          )}
          {latest !== undefined && (
            <section class="panel report" aria-label="Reports" data-testid="report">
              <h2>
                Step {latest.step}: {shown}'s report
              </h2>
              {latest.public !== undefined && (
                <details class="public" open>
                  <summary>What everyone was told</summary>
                  <pre>{latest.public}</pre>
                </details>
              )}
              <pre class="report-text">{latest.reports[shown] ?? 'No report.'}</pre>
            </section>
          )}
        </div>
      </main>
    </div>
  );
}

/** One seat's orders: the order sheet (when the game has one) or JSON, read and checked as typed. */
function OrdersEditor(props: { session: GenericSession; player: string; onRead: (r: ReadOrders) => void }) {
  const { session, player } = props;
  const { game } = session;
  const sheet = game.orderSheet;
  const [mode, setMode] = useState<'sheet' | 'json'>(sheet !== undefined ? 'sheet' : 'json');
  const [text, setText] = useState(() =>
    sheet !== undefined ? sheet.blank(game.view(session.state, player)) : '[]',
  );
  const bots = Object.keys(game.bots);
  const [bot, setBot] = useState(bots[0] ?? '');
  const read = mode === 'sheet' ? readSheet(session, player, text) : readJson(session, player, text);
  useEffect(() => props.onRead(read), [mode, text]);

  return (
    <fieldset class="editor" data-seat={player}>
      <legend>{player}'s orders</legend>
      {sheet !== undefined && (
        <div class="mode" role="radiogroup" aria-label="Write the orders as">
          <label>
            <input
              type="radio"
              name={`mode-${player}`}
              checked={mode === 'sheet'}
              onChange={() => {
                setMode('sheet');
                setText(sheet.blank(game.view(session.state, player)));
              }}
            />{' '}
            the order sheet
          </label>
          <label>
            <input
              type="radio"
              name={`mode-${player}`}
              checked={mode === 'json'}
              onChange={() => {
                setMode('json');
                setText('[]');
              }}
            />{' '}
            JSON
          </label>
        </div>
      )}
      <textarea
        name={`orders-${player}`}
        aria-label={`${player}'s orders (${mode === 'sheet' ? 'order sheet' : 'JSON'})`}
        rows={Math.min(16, Math.max(4, text.split('\n').length + 1))}
        spellcheck={false}
        value={text}
        onInput={(e) => setText(e.currentTarget.value)}
      />
      <div class="suggest">
        <label>
          Suggestion of{' '}
          <select name={`suggest-${player}`} value={bot} onChange={(e) => setBot(e.currentTarget.value)}>
            {bots.map((b) => (
              <option value={b}>{b}</option>
            ))}
          </select>
        </label>
        <button
          type="button"
          class="fill"
          onClick={() => {
            setMode('json');
            setText(JSON.stringify(botOrders(session, player, bot) ?? [], null, 2));
          }}
        >
          Fill with the bot's orders
        </button>
      </div>
      {read.ok ? (
        <p class="accepted" data-status="accepted">
          ✓ The orders read and check.
        </p>
      ) : (
        <ul class="issues" data-status="refused" aria-live="polite">
          {read.issues.map((m) => (
            <li>{m}</li>
          ))}
        </ul>
      )}
      {read.reply !== undefined && read.reply !== '' && (
        <details class="reply">
          <summary>
            {mode === 'sheet' ? "The referee's reading of the sheet" : 'The orders as the referee reads them'}
          </summary>
          <pre>{read.reply}</pre>
        </details>
      )}
    </fieldset>
  );
}

function Outcome({ session, seatName }: { session: GenericSession; seatName: (p: string) => string }) {
  const o = session.game.outcome(session.state)!;
  const players = [...session.game.players(session.state)].sort(
    (a, b) => (o.seats[a]?.rank ?? 99) - (o.seats[b]?.rank ?? 99),
  );
  return (
    <section class="panel game-over" role="status" data-testid="outcome">
      <h2>Game over: {o.reason}</h2>
      <p>{o.winners.length === 0 ? 'No winner.' : `Won by ${o.winners.join(' and ')}.`}</p>
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
                <th scope="row">{seatName(p)}</th>
                <td class="score">{seat?.score ?? '-'}</td>
                <td class="rank">
                  {seat?.rank ?? '-'}
                  {seat?.eliminatedAt !== undefined ? ` (out at step ${seat.eliminatedAt})` : ''}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
