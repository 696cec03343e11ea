/**
 * The scripted rounds' checks: side ids that exist and declarations with the goals they need;
 * each side's other entries (steps within reach, sets that fit its dice) in checkSideRound.ts.
 */
import type { PathSegment } from '../../../core/problem';
import { closest, type Report } from '../../../scenario';
import { parseCell } from '../../../grid/cell';
import { checkInterfereSwitch } from './checkComplications';
import { checkCell, isRecord, own, type Context, type MapInfo } from './checkShared';
import { checkSideRound } from './checkSideRound';
import { declarationSchema, ROUND_SECTIONS } from './schema';

export function checkRound(round: unknown, base: readonly PathSegment[], ctx: Context, report: Report): void {
  const { map, sideIds, info } = ctx;
  if (!isRecord(round)) return;
  checkInterfereSwitch(round, base, info, report);
  const sections = ROUND_SECTIONS.filter((s) => isRecord(own(round, s)));
  checkUnknownSides(round, sections, base, sideIds, report);
  const section = (name: string): Record<string, unknown> => {
    const v = own(round, name);
    return isRecord(v) ? v : {};
  };

  for (const [side, value] of Object.entries(section('declare'))) {
    checkDeclaration(value, [...base, 'declare', side], map, report);
  }

  const sides = new Set<string>();
  for (const name of ROUND_SECTIONS) for (const side of Object.keys(section(name))) sides.add(side);

  for (const side of sides) checkSideRound(side, base, section, ctx, report);
}

function checkDeclaration(
  value: unknown,
  path: readonly PathSegment[],
  map: MapInfo | undefined,
  report: Report,
): void {
  const parsed = declarationSchema().safeParse(value);
  if (!parsed.success || typeof parsed.data === 'string') return;
  const { strategy, goal } = parsed.data;
  if ((strategy === 'deploy' || strategy === 'seize') && goal === undefined) {
    report(
      'missing-goal',
      path,
      `${strategy} needs a goal: a cell "col,row" or an edge (north, south, east, west)`,
      { strategy },
    );
  } else if ((strategy === 'hold' || strategy === 'retreat') && goal !== undefined) {
    report('unexpected-goal', [...path, 'goal'], `${strategy} takes no goal`, { strategy });
  } else if (goal !== undefined && parseCell(goal)) {
    checkCell(goal, [...path, 'goal'], map, report);
  }
}

/** Side ids no side has, once per key. */
function checkUnknownSides(
  round: Record<string, unknown>,
  sections: readonly string[],
  base: readonly PathSegment[],
  sideIds: readonly string[] | undefined,
  report: Report,
): void {
  if (!sideIds || sideIds.length === 0) return;
  for (const section of sections) {
    for (const side of Object.keys(round[section] as Record<string, unknown>)) {
      if (sideIds.includes(side)) continue;
      const guess = closest(side, sideIds);
      report(
        'unknown-side',
        [...base, section, side],
        `unknown side "${side}"${guess ? ` (did you mean "${guess}"?)` : ` (sides: ${sideIds.join(', ')})`}`,
        { side, sides: sideIds },
      );
    }
  }
}
