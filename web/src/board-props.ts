/**
 * What every board takes, in a file of its own so that a board and the registry that
 * loads it (boards.ts) both depend on it, and neither on the other.
 */
import type { JSX } from 'preact';
import type { GenericSession } from './generic/session.js';

/** What the app hands a board: the session, where its next session goes, and the way back to the picker. */
export interface BoardProps {
  readonly session: GenericSession;
  readonly onChange: (s: GenericSession) => void;
  readonly onGames: () => void;
}

/** A board component. */
export type Board = (props: BoardProps) => JSX.Element;
