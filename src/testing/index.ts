/**
 * The game contract's test battery, for whoever embeds a game of their own and wants to
 * prove it the way simulturn's five games are proved: `checkContract` plays drawn games
 * with the game's bots, garbage, empty and missing orders and checks what the generic
 * tools rely on (a resolve that is deterministic, a save that reads back to the same hash,
 * legal orders that are accepted, views and reports that no tampering reaches back
 * through); `checkSeatsIsolated` plays each match again with bots that tamper after
 * ordering; the fog harness (`fogChecker`, `fogProperty`, and `checkFog` over worlds drawn
 * by playing the game's bots, `arbWorld`) proves non-interference from a game's "change
 * what this player cannot perceive"; `sheetHeaderChecks` checks an order
 * sheet's `player:` and `step:` header; `tamperWith` is the hostile seat; `scriptedRng`
 * fixes the dice of a rules case.
 *
 * Every check throws an `Error` naming what failed, so the battery runs under any test
 * runner and depends on none. Cases are drawn with fast-check, an optional peer
 * dependency: install it beside simulturn (`npm install --save-dev fast-check`) to import
 * this entry. Properties run with a fixed seed (`check`); a failure's message gives the
 * seed and path that replay it (`FC_SEED`, `FC_PATH`).
 *
 * What is here, for an author of a game of their own: the contract battery
 * (`checkContract`, `checkSeatsIsolated`), the fog harness (`fogChecker`, `fogProperty`),
 * the sheet header checks (`sheetHeaderChecks`), the hostile seat (`tamperWith`), fixed
 * dice (`scriptedRng`), and the fixed-seed property runner (`check`, `FC_SEED`,
 * `assertEqual`).
 *
 * @example
 * ```ts
 * import fc from 'fast-check';
 * import { checkContract, checkSeatsIsolated } from 'simulturn/testing';
 * import { CORPORATION } from 'simulturn/corporation';
 *
 * const options = fc.constantFrom({ players: ['red', 'blue'] }, { players: ['red', 'blue', 'green'] });
 * const tally = checkContract(CORPORATION, { options, maxSteps: 12, numRuns: 4 });
 * checkSeatsIsolated(CORPORATION, { options, maxSteps: 12, numRuns: 2 });
 * console.log(`${tally.steps} steps; ${tally.tamper.writes} writes tried, ${tally.tamper.landed} landed`);
 * ```
 * @module
 */
export { type ScriptedRng, scriptedRng } from '../kernel/dice.js';
export { assertEqual } from './assert.js';
export { check, FC_SEED } from './check.js';
export { type ContractSuiteOptions, type ContractTally, checkContract } from './contract.js';
export {
  type FogChecker,
  type FogOptions,
  type FogPair,
  type FogSpec,
  type FogTally,
  type FogWorld,
  fogChecker,
  fogProperty,
  type Shown,
} from './fog.js';
export {
  arbWorld,
  checkFog,
  type DrawnWorld,
  type FogBattery,
  type WorldOptions,
} from './fog-battery.js';
export { checkSeatsIsolated, type SeatsTally } from './seats.js';
export { type NamedCheck, type SheetHeaderCase, sheetHeaderChecks } from './sheet-header.js';
export { type TamperTally, tamperWith } from './tamper.js';
