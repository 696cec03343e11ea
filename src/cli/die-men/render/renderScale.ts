/** The scale chart's row for a battle ("Defining the Scale"), in one line for the battle's header. */
import { SCALE_TABLE } from '../../../rulesets/die-men/scale';
import type { Complications, Scale } from '../../../rulesets/die-men/types';

/**
 * The row; with the battle's `complications`, the command rules as the battle plays them: the
 * lag in force (the scenario's own number overrides the chart's, ruling 26) and interference's
 * checks only when their complication is on, and neither named when it is off.
 */
export function renderScale(
  scale: Scale,
  complications?: Pick<Complications, 'commandLag' | 'commandInterference'>,
): string {
  const row = SCALE_TABLE[scale];
  const checks = row.commandInterference.map((c) => `${c.skill} ${c.difficulty}`).join(' or ');
  const round = row.roundMinutes >= 60 ? `${row.roundMinutes / 60} hour` : `${row.roundMinutes} min`;
  const lag = complications ? complications.commandLag : row.commandLag;
  const interference = complications ? complications.commandInterference : true;
  return [
    `scale: ${row.soldiersPerUnit} soldier${row.soldiersPerUnit === 1 ? '' : 's'} a unit, hexes ${row.hexFeet} ft`,
    `rounds of ${round}`,
    ...(complications === undefined || lag > 0 ? [`command lag ${lag}`] : []),
    ...(interference ? [`command interference ${checks}`] : []),
  ].join(', ');
}
