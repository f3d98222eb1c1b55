/**
 * The step controls every board shows under its orders: Resolve (while the orders hold),
 * the bot or ladder level that plays the person's seats, "Play to the end" and Stop, and a
 * line saying what the board is doing. Their state is {@link usePlayToEnd}'s.
 */
import type { ComponentChildren } from 'preact';
import type { PlayToEnd } from './play-to-end.js';
import { seatChoices } from './seats.js';
import type { GenericSession } from './session.js';

export function StepControls(props: {
  session: GenericSession;
  play: PlayToEnd;
  /** The Resolve button's words ("Resolve step 3", "Resolve turn 2"). */
  label: string;
  /** Whether the person's orders hold, so Resolve may play them. */
  ready: boolean;
  onResolve: () => void;
  /** The class of the controls' row, for the board's own layout. */
  class?: string;
  /** The status line's words when the board is idle. */
  idle?: string;
  /** What goes after the Resolve button (a note on why it is off). */
  children?: ComponentChildren;
}) {
  const { play } = props;
  return (
    <>
      <div class={props.class ?? 'controls'}>
        <button
          type="button"
          class="resolve"
          disabled={play.busy !== null || !props.ready}
          onClick={props.onResolve}
        >
          {props.label}
        </button>
        {props.children}
        <label>
          Bot for your seats{' '}
          <select name="stand-in" value={play.stand} onChange={(e) => play.setStand(e.currentTarget.value)}>
            {seatChoices(props.session.game).map((c) => (
              <option value={c.value}>{c.label}</option>
            ))}
          </select>
        </label>
        <button
          type="button"
          class="play-to-end"
          disabled={play.busy !== null}
          onClick={() => play.start(props.session)}
        >
          Play to the end
        </button>
        {play.busy !== null && (
          <button type="button" onClick={play.stop}>
            Stop
          </button>
        )}
      </div>
      <p class="quiet" aria-live="polite">
        {play.busy ?? props.idle ?? ''}
      </p>
    </>
  );
}
