#!/usr/bin/env node
/**
 * The simulturn command line. `simulturn play` runs a whole game of Corporate War with
 * scripted commanders and prints each day's events and reports.
 */
import { parseArgs } from 'node:util';
import { CORPORATIONS, newGame, renderReport, resolveDay, type TraceEvent } from '../corporate-war/index.js';
import { demoOrders } from './demo-orders.js';

function describe(e: TraceEvent): string | null {
  switch (e.type) {
    case 'fight':
      return `  gunfight in ${e.sector} (phase ${e.phase}, ${e.kind}): ${e.shots.length} shots, ${e.killed.length} fell${e.killed.length ? `: ${e.killed.join(', ')}` : ''}`;
    case 'passing':
      return `  ${e.allegiance} passing through ${e.sector}: ${e.decision} (Kill ${e.ownKill} against ${e.enemyKill})`;
    case 'revival':
      return `  ${e.allegiance}: ${e.soldiers.length} fallen return in ${e.sector}`;
    case 'mobile-command-wrecked':
      return `  ${e.allegiance}: Mobile Command wrecked in ${e.sector}`;
    case 'aliens-collapse':
      return `  the aliens fall back on ${e.sector}`;
    case 'victory-check':
      return e.claims.length > 0
        ? `  claims: ${e.claims.map((c) => `${c.player} holds ${c.sectors.join(' ')}`).join('; ')}`
        : null;
    default:
      return null;
  }
}

function play(args: string[]): void {
  const { values } = parseArgs({
    args,
    options: {
      seed: { type: 'string', default: 'simulturn' },
      days: { type: 'string', default: '30' },
      corporations: { type: 'string', default: 'psicorps,phoenicae,orchid-inc,tanker-toys' },
      player: { type: 'string' },
    },
  });
  const corporations = values.corporations.split(',');
  for (const c of corporations) {
    if (!(CORPORATIONS as readonly string[]).includes(c)) throw new Error(`unknown corporation ${c}`);
  }
  let state = newGame({ seed: values.seed, corporations, rules: { dayLimit: Number(values.days) } });
  console.log(`Corporate War, seed "${values.seed}" (scripted demo commanders)`);
  for (const p of state.players) console.log(`  ${p.id} enters from the ${p.edge}`);
  while (state.outcome === null) {
    const result = resolveDay(state, demoOrders(state));
    console.log(`\nDay ${result.trace.day}`);
    for (const e of result.trace.events) {
      const line = describe(e);
      if (line !== null) console.log(line);
    }
    for (const r of Object.values(result.reports)) {
      const rejected = r.orders.filter((o) => o.status !== 'accepted').length;
      console.log(
        `  report to ${r.player}: ${r.orders.length} orders (${rejected} not carried out), ${r.fallen.length} fallen, ${r.revived.length} returned`,
      );
    }
    const followed = result.reports[values.player ?? corporations[0]!];
    if (followed !== undefined) console.log(`\n${renderReport(followed).replace(/^/gm, '    ')}`);
    state = result.state;
  }
  const o = state.outcome;
  console.log(
    `\nThe game ends on day ${o.day}: ${o.reason}${o.winners.length ? `, won by ${o.winners.join(' and ')}` : ''}.`,
  );
}

const [command, ...rest] = process.argv.slice(2);
if (command === 'play' || command === undefined) play(rest);
else {
  console.error(`usage: simulturn play [--seed S] [--days N] [--corporations a,b,c,d]`);
  process.exit(2);
}
