/**
 * What every board does around a step, once: resolve it with a word on the page while the
 * engine works ("Resolving…"), and "Play to the end" with a bot (or a ladder level) in the
 * person's seats, a slice of about 40 ms at a time so the page stays responsive, until the
 * game is over, nobody is awaited, the person stops it, or {@link PLAY_LIMIT} steps.
 */
import { useRef, useState } from 'preact/hooks';
import { type GenericSession, resolveStep } from './session.js';

/** The most steps "Play to the end" plays before it stops and says so. */
export const PLAY_LIMIT = 5000;

/** How long one slice of "Play to the end" runs before the page is drawn again, in ms. */
const SLICE_MS = 40;

/** A board's step-playing state and moves. */
export interface PlayToEnd {
  /** What the board is doing, in words ("Resolving…", "Playing… step 12"), or null when idle. */
  readonly busy: string | null;
  /** The bot or ladder level that plays the person's seats in "Play to the end". */
  readonly stand: string;
  readonly setStand: (name: string) => void;
  /** Resolves with the page told first: `work` runs once "Resolving…" is drawn; its session goes to the board. */
  readonly resolve: (work: () => GenericSession) => void;
  /** Plays `session` to its end, handing each slice's session to the board. */
  readonly start: (session: GenericSession) => void;
  /** Stops "Play to the end" after the slice under way. */
  readonly stop: () => void;
}

/** Whether a game has a step left to play: not over, and someone awaited. */
const going = (s: GenericSession): boolean =>
  s.game.outcome(s.state) === null && s.game.awaiting(s.state).players.length > 0;

/**
 * The step controls' state for a board: `onChange` takes each new session, `stand` is the
 * stand-in first offered, and `unit` the word the progress line counts in ("step", "turn").
 */
export function usePlayToEnd(
  onChange: (s: GenericSession) => void,
  stand: string,
  unit: 'step' | 'turn' = 'step',
): PlayToEnd {
  const [busy, setBusy] = useState<string | null>(null);
  const [standIn, setStand] = useState(stand);
  const stopped = useRef(false);

  const resolve = (work: () => GenericSession) => {
    setBusy('Resolving…');
    // Let the page say so before the engine takes the thread.
    setTimeout(() => {
      const next = work();
      setBusy(null);
      onChange(next);
    }, 0);
  };

  const start = (session: GenericSession) => {
    stopped.current = false;
    let s = session;
    let played = 0;
    const more = () => !stopped.current && played < PLAY_LIMIT && going(s);
    const tick = () => {
      const began = performance.now();
      while (more() && performance.now() - began < SLICE_MS) {
        s = resolveStep(s, {}, standIn);
        played++;
      }
      onChange(s);
      if (more()) {
        setBusy(`Playing… ${unit} ${s.game.step(s.state)}`);
        setTimeout(tick, 0);
      } else setBusy(played >= PLAY_LIMIT && going(s) ? `Stopped after ${PLAY_LIMIT} steps.` : null);
    };
    setBusy('Playing…');
    setTimeout(tick, 0);
  };

  return {
    busy,
    stand: standIn,
    setStand,
    resolve,
    start,
    stop: () => {
      stopped.current = true;
    },
  };
}
