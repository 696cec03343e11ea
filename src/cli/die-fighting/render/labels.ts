/** How Die Fighting things are written for people: unit types, units, rolls, cells. */
import type { Roll, UnitRef } from '../../../rulesets/die-fighting/events';
import type { CommanderRank, UnitType } from '../../../rulesets/die-fighting/types';
import type { SideNames } from '../../render/sideNames';

/** The map's letters for each type (also accepted by `diemen df attack`). */
export const TYPE_CODE: Readonly<Record<UnitType, string>> = {
  archers: 'A',
  conscripts: 'C',
  'light-infantry': 'LI',
  'heavy-infantry': 'HI',
  'light-cavalry': 'LC',
  'heavy-cavalry': 'HC',
};

/** `heavy infantry`. */
export const typeName = (t: UnitType): string => t.replace('-', ' ');

/** `heavy infantry +captain`. */
export const unitKind = (u: { type: UnitType; commander: CommanderRank | null }): string =>
  `${typeName(u.type)}${u.commander ? ` +${u.commander}` : ''}`;

/** `Red heavy infantry +captain at 3,1`, the side's part in its colour. */
export const unitLabel = (u: UnitRef, names: SideNames): string =>
  `${names.styled(u.side, `${names.name(u.side)} ${unitKind(u)}`)} at ${u.at}`;

/** `5+4 +1 = 10` (the bonus only when there is one); a single die without one is just `5`. */
export function rollText(r: Roll): string {
  if (r.faces.length === 1 && !r.bonus) return String(r.total);
  return `${r.faces.join('+')}${r.bonus ? ` ${r.bonus > 0 ? '+' : ''}${r.bonus}` : ''} = ${r.total}`;
}
