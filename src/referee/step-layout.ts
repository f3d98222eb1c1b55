/**
 * Where everything of a refereed game lives when its files are named by **step** (K1,
 * K10): every game but Corporate War, whose step is its day and whose folders keep their
 * day names (`./corporate-war/layout.ts`). Paths are relative to the game's folder, with `/` on every
 * system; `at(dir, path)` (from `./layout.ts`) makes them real. Steps need not follow one
 * another by one: a game's step only grows, and a file is named by the step it belongs to.
 *
 * ```text
 * game.json                         the commit point: game id, seats, the current step, every dawn's hash
 * state/step-<N>.json               the whole state at step N (never rewritten once committed)
 * orders/step-<N>/<player>.json     an awaited human player's accepted orders for step N, with its receipt number
 * reports/<player>/step-<N>.txt     the player's report of step N, to send (the game's text, or JSON)
 * reports/<player>/step-<N>.json    the same report as JSON
 * sheets/<player>/step-<N>.txt      an awaited player's order sheet for step N (games with a text sheet)
 * archive/step-<N>.json             the referee's record of step N: orders, arrival order, hashes
 * public/step-<N>.txt               what step N made public, for every player and onlooker (games with a public report, such as Galactic Overlord's post)
 * .lock                             held while a command changes the folder
 * ```
 */

/** The state at step `step`. */
export const stepStateFile = (step: number): string => `state/step-${step}.json`;
/** A human player's accepted orders for `step`. */
export const stepOrdersFile = (step: number, player: string): string => `orders/step-${step}/${player}.json`;
/** A player's report of `step`: the text to send, or its JSON. */
export const stepReportFile = (player: string, step: number, kind: 'txt' | 'json'): string =>
  `reports/${player}/step-${step}.${kind}`;
/** K5: the public report of `step` (a game master's post), for every player and onlooker. */
export const stepPublicFile = (step: number): string => `public/step-${step}.txt`;
/** An awaited human player's order sheet for `step`. */
export const stepSheetFile = (player: string, step: number): string => `sheets/${player}/step-${step}.txt`;
/** The referee's record of `step`. */
export const stepArchiveFile = (step: number): string => `archive/step-${step}.json`;
