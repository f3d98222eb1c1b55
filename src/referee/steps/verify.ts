/**
 * Checking the whole folder of a game named by step, as Corporate War's `../verify.ts`
 * does: every dawn has the hash `game.json` records; each resolved step's archive joins
 * its dawn to the next and holds the orders accepted; each report's text is the one its
 * JSON names; the sheets of awaited human players are the game's blank sheets. With
 * `replay`, every step is resolved again from its archived orders and arrival order and
 * must give the next dawn exactly. Reads only.
 */
import { canonicalJson, hash64 } from '../../kernel/hash.js';
import { storageIssue } from '../../kernel/storage/issues.js';
import { readLayoutJson, readLayoutText, strangeEntries } from '../folder.js';
import { type RefereeProblem, refereeIssue } from '../issues.js';
import { at } from '../layout.js';
import { awaitedHumans } from './dawn.js';
import { stepArchiveFile, stepOrdersFile, stepReportFile, stepSheetFile } from './layout.js';
import { type LoadedStepGame, loadStepDawn, loadStepOrders, stepHumans } from './load.js';
import { resolveArchived } from './resolve.js';
import { parseStepArchiveFile, parseStepReportFile } from './step-files.js';

/** Every problem with the committed files of a loaded game named by step (none: all is well). */
export function verifyStepGame(
  g: LoadedStepGame,
  options: { readonly replay?: boolean } = {},
): RefereeProblem[] {
  const { dir, game, file } = g;
  const out: RefereeProblem[] = [];
  const mismatch = (path: string, detail: string) =>
    out.push(refereeIssue('referee/mismatch', { file: at(dir, path), detail }));
  const humans = stepHumans(file);
  const states = new Map<number, unknown>();
  for (const d of file.dawns) {
    const s =
      d.step === file.step ? { ok: true as const, value: g.state } : loadStepDawn(dir, game, d.step, d.hash);
    if (s.ok) states.set(d.step, s.value);
    else out.push(...s.error);
  }
  file.dawns.forEach((d, k) => {
    const state = states.get(d.step);
    if (state === undefined) return;
    if (game.orderSheet !== undefined && game.outcome(state) === null) {
      for (const p of awaitedHumans(game, state, humans)) {
        const text = readLayoutText(dir, stepSheetFile(p, d.step));
        if (!text.ok) out.push(text.error);
        else if (text.value !== game.orderSheet.blank(game.view(state, p)))
          mismatch(stepSheetFile(p, d.step), 'it is not the sheet of its step');
      }
    }
    const after = file.dawns[k + 1];
    if (after === undefined) return;
    const archive = readLayoutJson(dir, stepArchiveFile(d.step), parseStepArchiveFile);
    if (!archive.ok) out.push(...archive.error);
    const a = archive.ok ? archive.value : undefined;
    if (
      a !== undefined &&
      (a.step !== d.step || a.before !== d.hash || a.after !== after.hash || a.next !== after.step)
    )
      mismatch(stepArchiveFile(d.step), `it does not join the dawns of steps ${d.step} and ${after.step}`);
    for (const p of awaitedHumans(game, state, humans)) {
      const o = loadStepOrders(dir, d.step, p, d.hash);
      if (!o.ok) out.push(...o.error);
      else if (o.value === undefined && a !== undefined && a.orders[p] !== null && a.orders[p] !== undefined)
        out.push(storageIssue('file/missing', { file: at(dir, stepOrdersFile(d.step, p)) }));
      else if (
        a !== undefined &&
        canonicalJson(o.value?.orders ?? null) !== canonicalJson(a.orders[p] ?? null)
      )
        mismatch(stepArchiveFile(d.step), `its orders of ${p} are not those accepted`);
    }
    for (const seat of file.seats) {
      const p = seat.player;
      const json = readLayoutJson(dir, stepReportFile(p, d.step, 'json'), parseStepReportFile);
      // A step may tell a player nothing; replay checks that the game agrees.
      if (!json.ok) {
        if (!json.error.every((e) => e.code === 'file/missing')) out.push(...json.error);
        continue;
      }
      if (json.value.player !== p || json.value.step !== d.step) {
        mismatch(stepReportFile(p, d.step, 'json'), `it is not ${p}'s report of step ${d.step}`);
        continue;
      }
      const text = readLayoutText(dir, stepReportFile(p, d.step, 'txt'));
      if (!text.ok) out.push(text.error);
      else if (hash64(text.value) !== json.value.text)
        mismatch(
          stepReportFile(p, d.step, 'txt'),
          `it is not the text of ${stepReportFile(p, d.step, 'json')}`,
        );
    }
    const next = states.get(after.step);
    if (options.replay === true && a !== undefined && next !== undefined) {
      const again = resolveArchived(g, state, a.orders, a.arrival).state;
      if (game.hash(again) !== game.hash(next))
        mismatch(
          stepArchiveFile(d.step),
          `its orders, resolved again, do not give the state of step ${after.step}`,
        );
    }
  });
  const told = new Set(out.map((p) => ('file' in p ? p.file : '')));
  out.push(...strangeEntries(dir).filter((p) => !told.has(p.file)));
  return out;
}
