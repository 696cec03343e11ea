/**
 * The lists of Free Movement's two steps (promptFree.ts): the hexes that can still send units, each
 * with what may go and to how many hexes (`3,3  5 infantry may go (to 3 hexes)`), and the hexes
 * one of them may send to (`4,3  empty`, `4,4 (rough)  empty  (2 cavalry only)`).
 */
import type { BattleState, FreeMove, FreeOption, UnitCounts, UnitType } from '../../../rulesets/die-men';
import { groundAt } from '../../../rulesets/die-men';
import { plural } from '../../../core/plural';
import { firstFitting } from '../../layout/wrap';
import type { Choice } from '../../prompts/prompter';
import { unitsLabel, UNIT_SHORT } from '../render/names';
import { total } from './askUnits';
import { hexLabel } from './hexLabel';
import type { PromptContext } from './context';

export type Open = FreeOption;

/** The value of the entry that takes back the last planned move: no hex is this string. */
export const TAKE_BACK = '\u0000take-back';

/** inquirer's `❯ ` before each choice. */
const POINTER = 2;

export const moveText = (m: FreeMove): string => `${m.from} → ${m.to} (${unitsLabel(m.units ?? {})})`;

/** `a` with `b` taken away (`sign` -1) or given back (`sign` 1). */
export function addUnits(a: UnitCounts, b: UnitCounts, sign: 1 | -1): UnitCounts {
  const out: Partial<Record<UnitType, number>> = {};
  for (const t of new Set([...Object.keys(a), ...Object.keys(b)]) as Set<UnitType>) {
    const n = (a[t] ?? 0) + sign * (b[t] ?? 0);
    if (n > 0) out[t] = n;
  }
  return out;
}

/** The most of each type that any of `moves` may take: what the hex may send somewhere. */
function mostOf(moves: readonly Open[], may: (o: Open) => UnitCounts): UnitCounts {
  const out: Partial<Record<UnitType, number>> = {};
  for (const o of moves)
    for (const [t, n] of Object.entries(may(o)) as [UnitType, number][]) out[t] = Math.max(out[t] ?? 0, n);
  return out;
}

const shortUnits = (units: UnitCounts): string =>
  (Object.entries(units) as [UnitType, number][])
    .filter(([, n]) => n > 0)
    .map(([t, n]) => `${n} ${UNIT_SHORT[t]}`)
    .join(' + ');

/** The first step's entries: each hex that can still send units, then taking back the last move. */
export function fromChoices(
  state: BattleState,
  ctx: Pick<PromptContext, 'style'>,
  froms: readonly string[],
  open: readonly Open[],
  may: (o: Open) => UnitCounts,
  last: FreeMove | undefined,
): Choice<string>[] {
  const hexes = froms.map((f) => {
    const moves = open.filter((o) => o.from === f);
    const units = mostOf(moves, may);
    const ground = groundAt(state, f);
    const hex = `${f}${ground === 'open' ? '' : ` (${ground})`}`;
    const to = `(to ${plural(moves.length, 'hex', 'hexes')})`;
    const forms = [unitsLabel(units), shortUnits(units), plural(total(units), 'unit')].map(
      (u) => `${hex}  ${u} may go ${to}`,
    );
    return { name: firstFitting(forms, ctx.style.width - POINTER), short: f, value: f };
  });
  const takeBack = last
    ? [{ name: `↶ take back ${moveText(last)}`, short: 'take back', value: TAKE_BACK }]
    : [];
  // Taking back heads the hexes, under the end (pickOrEnd's `at: 'first'`): in sight on the page.
  return [...takeBack, ...hexes];
}

/** The second step's entries: where one hex's units may go, a step that takes only some said so. */
export function intoChoices(
  state: BattleState,
  ctx: Pick<PromptContext, 'names' | 'style'>,
  side: string,
  into: readonly Open[],
  may: (o: Open) => UnitCounts,
): Choice<Open>[] {
  const most = total(mostOf(into, may));
  return into.map((o) => {
    const units = may(o);
    // Cavalry alone into rough ground: who may make that step, beside steps all may make.
    const only = total(units) < most ? ctx.style.dim(`  (${unitsLabel(units)} only)`) : '';
    return { name: hexLabel(state, o.to, ctx, side, only), short: o.to, value: o };
  });
}
