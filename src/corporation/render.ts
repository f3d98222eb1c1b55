/**
 * Text for people (CO-6.7): the picture of the building and the report's sentences, made
 * by the client entry (`simulturn/corporation/client`) from the board model, so that the
 * map, the sheet, the command line and the web board show one model.
 */
export { describeEvent, renderStep } from './client/events.js';
export { renderMap } from './client/text-map.js';
