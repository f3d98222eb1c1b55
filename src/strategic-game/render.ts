/**
 * Text for play by mail (TSG-9.1, TSG-9.2): a player's report and the map of what the
 * player knows, both drawn by the client (`simulturn/strategic-game/client`) from the
 * report and the view alone, so the terminal, the mail and a browser read the same board.
 */
export { renderMap, renderReport } from './client/index.js';
