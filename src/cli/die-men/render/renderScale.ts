/** The scale chart's row for a battle ("Defining the Scale"), in one line for the battle's header. */
import { SCALE_TABLE } from '../../../rulesets/die-men/scale';
import type { Scale } from '../../../rulesets/die-men/types';

export function renderScale(scale: Scale): string {
  const row = SCALE_TABLE[scale];
  const checks = row.commandInterference.map((c) => `${c.skill} ${c.difficulty}`).join(' or ');
  const round = row.roundMinutes >= 60 ? `${row.roundMinutes / 60} hour` : `${row.roundMinutes} min`;
  return (
    `scale: ${row.soldiersPerUnit} soldier${row.soldiersPerUnit === 1 ? '' : 's'} a unit, hexes ${row.hexFeet} ft, ` +
    `rounds of ${round}, command lag ${row.commandLag}, command interference ${checks}`
  );
}
