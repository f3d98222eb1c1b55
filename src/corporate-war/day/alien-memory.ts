/**
 * Step 8, what the aliens remember for tomorrow (CW-4.4, CW-4.6): whether the craft's
 * sector has been attacked, and which squad the Ghosts should go to aid.
 */
import type { AlienMemory } from '../state.js';
import { ALIENS } from '../vocabulary.js';
import { type Day, unitsOf } from './context.js';

/** The aliens' memory after today. */
export function rememberForAliens(day: Day): AlienMemory {
  const before = day.state.aliens;
  const collapsed = before.collapsed || day.craftAttacked;
  if (day.recording && day.craftAttacked && !before.collapsed) {
    day.events.push({ type: 'aliens-collapse', sector: day.world.name(day.world.craft) });
  }
  if (collapsed) return { collapsed, aid: '' };
  // The squad with the heaviest losses that still has someone standing; ties by scenario order.
  let aid = '';
  let worst = -1;
  for (const squad of day.state.scenario.aliens) {
    if (squad.behaviour !== 'circle') continue;
    const losses = day.alienSquadsAttacked.get(squad.id);
    if (losses === undefined) continue;
    const standing = unitsOf(day, ALIENS).some(
      (u) => u.squad === squad.id && day.status[u.index] === 'alive',
    );
    if (standing && losses > worst) {
      aid = squad.id;
      worst = losses;
    }
  }
  return { collapsed, aid };
}
