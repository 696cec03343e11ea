/**
 * A hex as a list choice in the spending questions: `3,4 (hill)  The Crown: 3 infantry + 2
 * cavalry`, then what the choice adds (an attack's odds). Played at 80x24 with a long army name,
 * `The Most Honourable Company of Greycloak Riders: 3 infantry + 2 cavalry + 1 pc` wrapped each
 * choice onto two lines and the list showed two of them. The most detailed form that fits the
 * list's line is taken: the asking side's own hexes never repeat its name (the question says
 * whose turn it is), then an enemy's name goes, then unit types are cut short, then counted.
 */
import type { BattleState, UnitCounts, UnitType } from '../../../rulesets/die-men';
import { groundAt, totalUnits } from '../../../rulesets/die-men';
import { firstFitting } from '../../layout/wrap';
import { plural } from '../../../core/plural';
import { unitsLabel, UNIT_SHORT } from '../render/names';
import type { PromptContext } from './context';

const shortUnits = (units: UnitCounts): string =>
  (Object.entries(units) as [UnitType, number][])
    .filter(([, n]) => n > 0)
    .map(([t, n]) => `${n} ${UNIT_SHORT[t]}`)
    .join(' + ');

/** inquirer's `❯ ` before each choice. */
const POINTER = 2;

export function hexLabel(
  state: BattleState,
  at: string,
  ctx: Pick<PromptContext, 'names' | 'style'>,
  side: string,
  extra = '',
): string {
  const o = state.occupants[at];
  // The ground as it stands: a gate broken down or opened is open ground now.
  const terrain = groundAt(state, at);
  const hex = `${at}${terrain !== 'open' ? ` (${terrain})` : ''}`;
  if (!o) return `${hex}  empty${extra}`;
  const full = unitsLabel(o.units);
  const forms = [
    ...(o.side === side ? [] : [`${hex}  ${ctx.names.name(o.side)}: ${full}${extra}`]),
    ...[full, shortUnits(o.units), plural(totalUnits(o.units), 'unit')].map((u) => `${hex}  ${u}${extra}`),
  ];
  return firstFitting(forms, ctx.style.width - POINTER);
}
