/**
 * Checking a game's whole folder: every file of every step `game.json` has committed,
 * each against its format and against the others. Every dawn has the hash `game.json`
 * records; each resolved step's archive joins its dawn to the next and holds the orders
 * accepted; each report's text is the one its JSON names; the sheets of awaited human
 * players are the ones the referee writes. With `replay`, every step is resolved again
 * from its archived orders and arrival order and must give the next dawn exactly. Reads
 * only; files of a step not yet committed are not read, but anything in the folder that
 * is not a plain file or folder (a link, a pipe) is told.
 */
import { canonicalJson } from '../kernel/hash.js';
import { storageIssue } from '../kernel/storage/issues.js';
import { awaitedHumans } from './dawn.js';
import { readLayoutJson, readLayoutText, strangeEntries } from './folder.js';
import { type RefereeProblem, refereeIssue } from './issues.js';
import { at } from './layout.js';
import { type LoadedStepGame, loadStepDawn, loadStepOrders, stepHumans } from './load.js';
import { resolveArchived } from './resolve.js';

/** Every problem with the committed files of a loaded game (none: all is well). */
export function verifyStepGame(
  g: LoadedStepGame,
  options: { readonly replay?: boolean } = {},
): RefereeProblem[] {
  const { dir, game, file, dialect: d } = g;
  const out: RefereeProblem[] = [];
  const mismatch = (path: string, detail: string) =>
    out.push(refereeIssue('referee/mismatch', { file: at(dir, path), detail }));
  const humans = stepHumans(file);
  const states = new Map<number, unknown>();
  for (const dawn of file.dawns) {
    const s =
      dawn.step === file.step
        ? { ok: true as const, value: g.state }
        : loadStepDawn(dir, d, game, dawn.step, dawn.hash);
    if (s.ok) states.set(dawn.step, s.value);
    else out.push(...s.error);
  }
  file.dawns.forEach((dawn, k) => {
    const step = dawn.step;
    const state = states.get(step);
    if (state === undefined) return;
    // The sheets of this dawn, for a step that was to be played.
    if (game.outcome(state) === null) {
      for (const p of awaitedHumans(game, state, humans)) {
        if (d.sheet(game, state, p) === undefined) continue;
        const text = readLayoutText(dir, d.paths.sheet(p, step));
        if (!text.ok) out.push(text.error);
        else if (!d.isSheet(text.value, game, state, p))
          mismatch(d.paths.sheet(p, step), `it is not the sheet of its ${d.unit}`);
      }
    }
    const after = file.dawns[k + 1];
    if (after === undefined) return;
    // A resolved step: its orders, reports and archive.
    const archive = readLayoutJson(dir, d.paths.archive(step), d.parseArchive);
    if (!archive.ok) out.push(...archive.error);
    const a = archive.ok ? archive.value : undefined;
    if (
      a !== undefined &&
      (a.step !== step || a.before !== dawn.hash || a.after !== after.hash || a.next !== after.step)
    )
      mismatch(
        d.paths.archive(step),
        `it does not join the dawns of ${d.unit === 'step' ? 'steps' : 'day'} ${step} and ${after.step}`,
      );
    const awaited = awaitedHumans(game, state, humans);
    for (const seat of file.seats) {
      const p = seat.player;
      if (awaited.includes(p)) {
        const o = loadStepOrders(dir, d, step, p, dawn.hash);
        if (!o.ok) out.push(...o.error);
        else if (
          o.value === undefined &&
          a !== undefined &&
          a.orders[p] !== null &&
          a.orders[p] !== undefined
        )
          out.push(storageIssue('file/missing', { file: at(dir, d.paths.orders(step, p)) }));
        else if (
          a !== undefined &&
          canonicalJson(o.value?.orders ?? null) !== canonicalJson(a.orders[p] ?? null)
        )
          mismatch(d.paths.archive(step), `its orders of ${p} are not those accepted`);
      }
      const jsonPath = d.paths.report(p, step, 'json');
      const json = readLayoutJson(dir, jsonPath, d.parseReport);
      if (!json.ok) {
        // A step may tell a player nothing, where the dialect allows it; replay checks the game agrees.
        if (d.everySeatReported || !json.error.every((e) => e.code === 'file/missing'))
          out.push(...json.error);
        continue;
      }
      if (json.value.player !== p || json.value.step !== step) {
        mismatch(jsonPath, `it is not ${p}'s report of ${d.unit} ${step}`);
        continue;
      }
      const textPath = d.paths.report(p, step, 'text');
      const text = readLayoutText(dir, textPath);
      if (!text.ok) out.push(text.error);
      else if (!d.isReportText(text.value, json.value, state))
        mismatch(textPath, `it is not the ${d.reportText} of ${jsonPath}`);
    }
    const next = states.get(after.step);
    if (options.replay === true && a !== undefined && next !== undefined) {
      const again = resolveArchived(g, state, a.orders, a.arrival).state;
      if (game.hash(again) !== game.hash(next))
        mismatch(d.paths.archive(step), `its orders, resolved again, do not give ${d.stateName(after.step)}`);
    }
  });
  // Links and pipes anywhere in the folder, also where no committed file is (a step to come).
  const told = new Set(out.map((p) => ('file' in p ? p.file : '')));
  out.push(...strangeEntries(dir).filter((p) => !told.has(p.file)));
  return out;
}
