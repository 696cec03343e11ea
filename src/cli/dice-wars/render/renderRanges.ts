/**
 * The overlay for the unit being commanded: the squares its next move can take its first model
 * to, and what each weapon it may still use can hit now. Both are read off the rules' own lawful
 * actions (legal.ts actOptions), the very list the prompt offers, so the two never disagree.
 */
import { plural } from '../../../core/plural';
import { weaponOf } from '../../../rulesets/dice-wars/attack';
import { unitById } from '../../../rulesets/dice-wars/board';
import type { Weapon } from '../../../rulesets/dice-wars/events';
import type { actOptions } from '../../../rulesets/dice-wars/legal';
import { spendProblem } from '../../../rulesets/dice-wars/spend';
import type { BattleState, Unit } from '../../../rulesets/dice-wars/state';
import type { Action } from '../../../rulesets/dice-wars/types';
import type { SideNames } from '../../render/sideNames';
import type { Style } from '../../style';
import { weaponName } from './labels';
import { cutAtWord, visibleWidth } from '../../layout/wrap';
import { ASKING_NAME } from '../../render/sideNames';
import type { Letters } from './renderMap';

export interface WeaponReach {
  readonly weapon: Weapon;
  readonly min: number;
  readonly max: number;
  /** The enemy units it may attack now (in range and in sight), as the prompt offers them. */
  readonly targets: readonly string[];
}

export interface Ranges {
  readonly unit: string;
  /** Where the first model can end a move (its own square left out), as the prompt lists them. */
  readonly moves: readonly string[];
  readonly weapons: readonly WeaponReach[];
}

type Groups = ReturnType<typeof actOptions>;

/** The mark for a square a move can end on: `·` (a middle dot, unlike open ground's `.`). */
export const REACH = '·';

const leadOf = (a: Action): string | null => ('to' in a ? a.to[0]! : null);
const pieceOf = (a: Action): number | null | undefined =>
  a.type === 'melee' ? null : a.type === 'equipment' ? a.piece : undefined;

/** The overlay of the activation under way, from the groups actOptions gave for it. */
export function rangesOf(s: BattleState, groups: Groups): Ranges {
  const a = s.activation!;
  const u = unitById(s, a.unit)!;
  const moves = new Set<string>();
  for (const g of groups)
    if (g.type === 'move' || g.type === 'freeMove')
      for (const act of g.actions) {
        const lead = leadOf(act);
        if (lead !== null && lead !== u.models[0]) moves.add(lead);
      }
  const attacks = groups.find((g) => g.type === 'attack')?.actions ?? [];
  const weapons: WeaponReach[] = [];
  for (const piece of [null, ...u.equipment.map((_, i) => i)]) {
    const w = weaponOf(u, piece);
    const probe: Action =
      piece === null ? { type: 'melee', target: '' } : { type: 'equipment', piece, target: '' };
    if (!w || spendProblem(u, a, probe)) continue;
    const targets = attacks.filter((x) => pieceOf(x) === piece).map((x) => (x as { target: string }).target);
    weapons.push({ weapon: w.weapon, min: w.profile.min, max: w.profile.max, targets });
  }
  return { unit: u.id, moves: [...moves].sort(bySquare), weapons };
}

/** Squares in reading order: by row, then column. */
function bySquare(x: string, y: string): number {
  const [xc, xr] = x.split(',').map(Number);
  const [yc, yr] = y.split(',').map(Number);
  return xr! - yr! || xc! - yc!;
}

const SHOWN = 12;

/** `13,21, 14,21 and 5 more`: a long list cut short. */
const some = (cs: readonly string[]): string =>
  cs.length <= SHOWN ? cs.join(', ') : `${cs.slice(0, SHOWN).join(', ')} and ${cs.length - SHOWN} more`;

/** `18"`, or `12"-24"` for a weapon with a least range. */
const reach = (w: WeaponReach): string => (w.min > 0 ? `${w.min}"-${w.max}"` : `${w.max}"`);

/**
 * The overlay as lines under the map: where a move can end (the `·` squares, and by name any on
 * terrain, whose digit the map keeps), and each usable weapon's targets by letter and name.
 */
export function renderRanges(
  s: BattleState,
  ranges: Ranges,
  names: SideNames,
  style: Style,
  letters: Letters,
): string {
  const u = unitById(s, ranges.unit)!;
  // The side as `names` styles it alone (askingNames cuts it for a question), the unit's name cut
  // as a question's is (the key under the map has it whole); the side left out if the line would
  // wrap at 80 columns, then the unit too (the question under it names the unit): played with a
  // 26-character name, `...; onto terrain` wrapped `at 23,15` onto a line of its own.
  const unit = names.styled(u.side, cutAtWord(u.name, ASKING_NAME));
  const move = moveLine(s, u, ranges, style);
  const first = [
    `${names.styled(u.side)} ${unit}: ${move}`,
    `${unit}: ${move}`,
    `${move[0]!.toUpperCase()}${move.slice(1)}`,
  ];
  const lines = [first.find((l) => visibleWidth(l) <= 80) ?? first[2]!];
  if (ranges.weapons.length === 0) lines.push(`  no attack left this activation`);
  else lines.push(`  can hit now (in range and in sight):`);
  for (const w of ranges.weapons) {
    const targets = w.targets.map((id) => {
      const t = unitById(s, id)!;
      return `${names.styled(t.side, letters.get(id) ?? '?')} ${names.styled(t.side)} ${names.styled(t.side, cutAtWord(t.name, ASKING_NAME))}`;
    });
    lines.push(`    ${weaponName(w.weapon)} ${reach(w)}: ${targets.length ? targets.join(', ') : 'none'}`);
  }
  return lines.join('\n');
}

function moveLine(s: BattleState, u: Unit, ranges: Ranges, style: Style): string {
  if (ranges.moves.length === 0) return 'no move left (or nowhere to go)';
  // No pronoun for the unit: its name may be plural (`Scavenger Raiders`) or singular.
  const reaches = u.models.length > 1 ? 'a move takes the first model to' : 'a move reaches';
  const climb = climbLine(s, ranges);
  return `${reaches} ${plural(ranges.moves.length, 'square')}: ${style.accent(REACH)} on the map${climb && `; ${climb}`}`;
}

/**
 * `onto terrain at 13,21, 14,21`: the squares in reach that the map shows by their terrain's digit
 * (not `·`), or '' when there are none.
 */
export function climbLine(s: BattleState, ranges: Ranges): string {
  const terrain = new Set(s.rules.table.pieces.flatMap((p) => p.cells));
  const onTerrain = ranges.moves.filter((c) => terrain.has(c));
  return onTerrain.length ? `onto terrain at ${some(onTerrain)}` : '';
}
