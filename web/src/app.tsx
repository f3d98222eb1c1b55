/**
 * The client's first screen, the game picker: every game of the library's registry (from
 * `virtual:games`, which web/build.mjs makes from `GAMES`), each loaded only when picked.
 * Corporate War opens its own board (web/src/corporate-war/app.tsx); every other game is
 * set up from its options and seats here and played on the generic board
 * (web/src/generic/board.tsx), through the game contract only, so a game added to the
 * registry appears and plays with no client code. The game last played is opened again on
 * load.
 */

import { CATALOGUE, type CatalogueEntry } from 'virtual:games';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { type AnyGame, lineUpFor } from 'simulturn';
import { BOARDS, type Board } from './boards.js';
import { GenericBoard } from './generic/board.js';
import { seatChoices } from './generic/seats.js';
import {
  CURRENT_KEY,
  fromSave,
  fromState,
  type GenericSession,
  newSession,
  peekSave,
  readOptionsText,
  type SeatPlayer,
  saveKey,
  toSave,
} from './generic/session.js';

/** Corporate War's own board saves here (web/src/corporate-war/session.ts; not imported, so its engine stays out of this chunk). */
const CORPORATE_WAR_SAVE = 'simulturn.corporate-war.save';
const CORPORATE_WAR = 'corporate-war';

type Screen =
  | { readonly kind: 'picker' }
  | { readonly kind: 'loading' }
  | { readonly kind: 'corporate-war'; readonly newGame: boolean }
  | { readonly kind: 'game'; readonly session: GenericSession };

const read = (key: string): string | null => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
};
const write = (key: string, value: string) => {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage full or refused: the game goes on, unsaved.
  }
};

/** The screen to open on load: the game last played, if it is saved. */
function firstScreen(): Screen {
  const current = read(CURRENT_KEY);
  if (current === CORPORATE_WAR || (current === null && read(CORPORATE_WAR_SAVE) !== null))
    return read(CORPORATE_WAR_SAVE) !== null ? { kind: 'corporate-war', newGame: false } : { kind: 'picker' };
  if (current !== null && CATALOGUE.some((e) => e.id === current) && read(saveKey(current)) !== null)
    return { kind: 'loading' };
  return { kind: 'picker' };
}

/** Loads a game's saved session (the game's engine chunk first). */
async function resume(entry: CatalogueEntry): Promise<GenericSession | string> {
  const game = await entry.load();
  const text = read(saveKey(entry.id));
  if (game === undefined || text === null) return `${entry.title} has no save here.`;
  const loaded = fromSave(game, text);
  return loaded.ok ? loaded.session : loaded.error;
}

type CorporateWarModule = typeof import('./corporate-war/app.js');

export function App() {
  const [screen, setScreen] = useState<Screen>(firstScreen);
  const [error, setError] = useState('');
  const [cw, setCw] = useState<CorporateWarModule | null>(null);

  useEffect(() => {
    if (screen.kind !== 'loading') return;
    const entry = CATALOGUE.find((e) => e.id === read(CURRENT_KEY));
    if (entry === undefined) {
      setScreen({ kind: 'picker' });
      return;
    }
    resume(entry).then((r) => {
      if (typeof r === 'string') {
        setError(r);
        setScreen({ kind: 'picker' });
      } else setScreen({ kind: 'game', session: r });
    });
  }, [screen]);

  useEffect(() => {
    if (screen.kind !== 'corporate-war') return;
    write(CURRENT_KEY, CORPORATE_WAR);
    if (cw === null) import('./corporate-war/app.js').then(setCw);
  }, [screen, cw]);

  const toPicker = () => setScreen({ kind: 'picker' });
  const store = (s: GenericSession) => {
    write(saveKey(s.game.id), toSave(s));
    write(CURRENT_KEY, s.game.id);
    setScreen({ kind: 'game', session: s });
  };

  if (screen.kind === 'corporate-war') {
    if (cw === null) return <p class="loading">Loading Corporate War…</p>;
    return <cw.CorporateWarApp newGame={screen.newGame} onGames={toPicker} />;
  }
  if (screen.kind === 'game')
    return <GameBoard session={screen.session} onChange={store} onGames={toPicker} />;
  return (
    <div class="app">
      <header class="bar">
        <h1>simulturn</h1>
        <p class="day-line">Play-by-mail strategy games, against the library's bots</p>
      </header>
      {screen.kind === 'loading' ? (
        <p class="loading">Loading the last game…</p>
      ) : (
        <Picker
          error={error}
          onCorporateWar={(newGame) => setScreen({ kind: 'corporate-war', newGame })}
          onResume={(entry) => {
            setScreen({ kind: 'loading' });
            write(CURRENT_KEY, entry.id);
          }}
          onStart={store}
        />
      )}
    </div>
  );
}

const GENERIC_ONLY = new URLSearchParams(globalThis.location?.search ?? '').get('board') === 'generic';

/** The game's own board (web/src/boards.ts) once loaded, else the generic board. */
function GameBoard(props: {
  session: GenericSession;
  onChange: (s: GenericSession) => void;
  onGames: () => void;
}) {
  const id = props.session.game.id;
  const [own, setOwn] = useState<{ id: string; board: Board } | null>(null);
  useEffect(() => {
    const load = BOARDS[id];
    if (load !== undefined && !GENERIC_ONLY && own?.id !== id) load().then((board) => setOwn({ id, board }));
  }, [id]);
  // `?board=generic` opens every game on the generic board (what a game without a board of its own gets).
  if (BOARDS[id] === undefined || GENERIC_ONLY) return <GenericBoard {...props} />;
  if (own === null || own.id !== id) return <p class="loading">Loading the board…</p>;
  const Own = own.board;
  return <Own {...props} />;
}

function Picker(props: {
  error: string;
  onCorporateWar: (newGame: boolean) => void;
  onResume: (entry: CatalogueEntry) => void;
  onStart: (s: GenericSession) => void;
}) {
  const [chosen, setChosen] = useState<string | null>(null);
  const entry = CATALOGUE.find((e) => e.id === chosen);
  return (
    <main class="picker">
      <section class="panel games" aria-label="Games">
        <h2>Choose a game</h2>
        {props.error !== '' && (
          <p class="error" role="alert">
            {props.error}
          </p>
        )}
        <ul class="game-list">
          {CATALOGUE.map((e) => {
            const cw = e.id === CORPORATE_WAR;
            const saved = cw
              ? read(CORPORATE_WAR_SAVE) !== null
                ? { step: -1, over: false }
                : null
              : peekSave(read(saveKey(e.id)));
            return (
              <li>
                <button
                  type="button"
                  class="game-button"
                  data-game={e.id}
                  aria-pressed={chosen === e.id}
                  onClick={() => (cw ? props.onCorporateWar(true) : setChosen(e.id))}
                >
                  {cw ? `${e.title} (its own board)` : e.title}
                </button>
                {saved !== null && (
                  <button
                    type="button"
                    data-resume={e.id}
                    onClick={() => (cw ? props.onCorporateWar(false) : props.onResume(e))}
                  >
                    Resume {e.title}
                    {saved.step < 0 ? '' : saved.over ? ' (over)' : ` (step ${saved.step})`}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      </section>
      {entry !== undefined && <GameSetup key={entry.id} entry={entry} onStart={props.onStart} />}
    </main>
  );
}

const randomSeed = () => Math.random().toString(36).slice(2, 10);

/** Loads the picked game and sets it up: seed, options, and who plays each seat. */
function GameSetup({ entry, onStart }: { entry: CatalogueEntry; onStart: (s: GenericSession) => void }) {
  const [game, setGame] = useState<AnyGame | null | undefined>(null);
  useEffect(() => {
    entry.load().then(setGame, () => setGame(undefined));
  }, [entry]);
  if (game === null) return <p class="loading">Loading {entry.title}…</p>;
  if (game === undefined)
    return (
      <p class="error" role="alert">
        {entry.title} did not load.
      </p>
    );
  return (
    <>
      <SetupForm game={game} onStart={onStart} />
      <OpenState game={game} onStart={onStart} />
    </>
  );
}

/** Opens a state written by the game's own `serialize` (the command line's, a referee's). */
function OpenState({ game, onStart }: { game: AnyGame; onStart: (s: GenericSession) => void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const lineUp = lineUpFor(game, 1);
  const others =
    (game.defaultLineUp ?? []).length > 0
      ? `its default line-up (${game.defaultLineUp!.join(', ')}) the others`
      : `${lineUp[0] ?? 'no'} bots the others`;
  return (
    <form
      class="panel setup"
      aria-label={`Open a saved state of ${game.title}`}
      onSubmit={(e) => {
        e.preventDefault();
        const opened = fromState(game, text);
        if (opened.ok) onStart(opened.session);
        else setError(opened.error);
      }}
    >
      <h2>Open a saved state</h2>
      <label>
        The text of {game.title}'s <code>serialize</code> (you play the first seat, {others})
        <textarea
          name="state"
          rows={3}
          spellcheck={false}
          value={text}
          onInput={(e) => setText(e.currentTarget.value)}
        />
      </label>
      <button type="submit" class="open-state">
        Open
      </button>
      {error !== '' && (
        <p class="error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

function SetupForm({ game, onStart }: { game: AnyGame; onStart: (s: GenericSession) => void }) {
  const [seed, setSeed] = useState(randomSeed);
  const [optionsText, setOptionsText] = useState(game.readOptions === undefined ? '{}' : '');
  const [chosen, setChosen] = useState<Record<string, SeatPlayer>>({});
  const choices = seatChoices(game);
  const defaults = useMemo(() => {
    const d = game.readOptions?.({});
    return d?.ok ? JSON.stringify(d.value) : null;
  }, [game]);
  const options = readOptionsText(game, optionsText);
  // The seats follow from the options (the contract's readOptions promises it): set up to list them.
  const start = options.ok ? game.setup(options.options, seed.trim() || 'seed') : null;
  const players = start?.ok ? game.players(start.value) : [];
  const problems = !options.ok
    ? options.issues
    : start !== null && !start.ok
      ? start.error.map((i) => i.message)
      : [];
  // You at the first seat; every other seat the game's default line-up's bot for it.
  const lineUp = lineUpFor(game, players.length);
  const seatOf = (p: string, i: number): SeatPlayer =>
    Object.hasOwn(chosen, p) ? chosen[p]! : i === 0 ? null : (lineUp[i] ?? null);

  return (
    <form
      class="panel setup"
      aria-label={`New game of ${game.title}`}
      onSubmit={(e) => {
        e.preventDefault();
        if (!options.ok) return;
        const seats: Record<string, SeatPlayer> = {};
        players.forEach((p, i) => {
          seats[p] = seatOf(p, i);
        });
        const made = newSession(game, options.options, seed.trim() || randomSeed(), seats);
        if (made.ok) onStart(made.session);
      }}
    >
      <h2>New game of {game.title}</h2>
      <label>
        Seed <input name="seed" value={seed} onInput={(e) => setSeed(e.currentTarget.value)} />
      </label>
      <label class="options">
        {game.readOptions !== undefined
          ? 'Options, one name=value a line (empty for the defaults)'
          : 'Options (JSON)'}
        <textarea
          name="options"
          rows={3}
          spellcheck={false}
          value={optionsText}
          onInput={(e) => setOptionsText(e.currentTarget.value)}
        />
      </label>
      {defaults !== null && (
        <p class="quiet">
          Defaults: <code>{defaults}</code>
          {options.ok && optionsText.trim() !== '' && (
            <>
              <br />
              Read as: <code>{JSON.stringify(options.options)}</code>
            </>
          )}
        </p>
      )}
      {problems.length > 0 && (
        <ul class="issues" role="alert">
          {problems.map((m) => (
            <li>{m}</li>
          ))}
        </ul>
      )}
      {players.length > 0 && (
        <fieldset class="seats">
          <legend>Who plays each seat</legend>
          {players.map((p, i) => (
            <label>
              {p}{' '}
              <select
                name={`seat-${p}`}
                value={seatOf(p, i) ?? ''}
                onChange={(e) => {
                  const v = e.currentTarget.value;
                  setChosen({ ...chosen, [p]: v === '' ? null : v });
                }}
              >
                <option value="">you, at this keyboard</option>
                {choices.map((c) => (
                  <option value={c.value}>{c.label}</option>
                ))}
              </select>
            </label>
          ))}
          <ul class="bot-list quiet">
            {choices.map((c) => (
              <li>
                <strong>{c.value}</strong>: {c.summary}
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      <button type="submit" class="start" disabled={problems.length > 0 || players.length === 0}>
        Start
      </button>
    </form>
  );
}
