/** Text for `diemen roll`: the dice, the sets in timing order as a table, waste, and the seed. */
import Table from 'cli-table3';
import {
  compareTiming,
  formatSet,
  type DiceSet,
  type GobbleUse,
  type OpposedOutcome,
  type RollNote,
} from '../../dice/ore';
import { fit } from '../layout/wrap';
import type { Style } from '../style';

export interface SideReport {
  readonly pool: string;
  /** What was actually rolled after penalty, actions and cap. */
  readonly rolledPool: string;
  readonly dice: number[];
  readonly rolled: number[];
  readonly expertDie: number | null;
  readonly masterDie: number | null;
  readonly read: DiceSet[];
  readonly waste: number[];
}

export interface RollReport extends SideReport {
  readonly penalty: number;
  readonly removed: { readonly dice: number; readonly expert: boolean; readonly master: boolean };
  readonly cap: number | null;
  readonly capped: number;
  readonly difficulty: number;
  /** Final sets in timing order: after difficulty, splitting, squishing and gobbling. */
  readonly sets: DiceSet[];
  /** Sets that counted before any gobbling. */
  readonly chosen: DiceSet[];
  readonly tooLow: DiceSet[];
  readonly changes: RollNote[];
  readonly actions: { readonly wanted: number; readonly got: number; readonly enough: boolean };
  readonly success: boolean;
  readonly vs?: VsReport;
  readonly seed?: string;
  readonly rng?: string;
}

export interface VsReport extends SideReport {
  readonly sets: DiceSet[];
  readonly timed: boolean;
  readonly outcome: OpposedOutcome;
  readonly gobbleSet: DiceSet | null;
  readonly gobbleUses: GobbleUse[];
  readonly spoiled: DiceSet[];
}

/** Table borders without a rule between every row. */
export const COMPACT = { mid: '', 'left-mid': '', 'mid-mid': '', 'right-mid': '' };

const faces = (side: SideReport, style: Style): string => {
  const special =
    side.expertDie !== null
      ? `  ${style.accent(`ED ${side.expertDie}`)}`
      : side.masterDie !== null
        ? `  ${style.accent(`MD ${side.masterDie}`)}`
        : '';
  return `${side.rolled.length ? side.rolled.join(' ') : style.dim('(none rolled)')}${special}`;
};

function poolLine(r: RollReport): string {
  const parts: string[] = [r.pool];
  if (r.penalty) parts.push(`penalty -${r.penalty}d`);
  if (r.actions.wanted > 1) parts.push(`${r.actions.wanted} actions (-${r.actions.wanted - 1}d)`);
  if (r.capped) parts.push(`cap ${r.cap}: ${r.capped} ${r.capped === 1 ? 'die' : 'dice'} not rolled`);
  return parts.length > 1 || r.rolledPool !== r.pool ? `${parts.join(', ')} → rolls ${r.rolledPool}` : r.pool;
}

function setsTable(r: RollReport, style: Style): string {
  const rows: { set: DiceSet; note: string }[] = [];
  const gobbled = new Map<string, DiceSet>();
  for (const u of r.vs?.gobbleUses ?? []) if (u.target !== null) gobbled.set(String(u.target), u.after);
  r.chosen.forEach((set, i) => {
    const after = gobbled.get(String(i));
    const by = r.vs?.gobbleSet ? ` by ${formatSet(r.vs.gobbleSet)}` : '';
    const note = !after
      ? style.good('counts')
      : after.width < 2
        ? style.bad(`spoiled${by}`)
        : style.warn(`gobbled to ${formatSet(after)}${by}`);
    rows.push({ set, note });
  });
  for (const set of r.tooLow) rows.push({ set, note: style.bad(`below difficulty ${r.difficulty}`) });
  const table = new Table({
    // The last column says whether the set counts (or was spoiled, gobbled, below difficulty).
    head: ['set', 'width', 'height', 'status'].map((h) => style.bold(h)),
    style: { head: [], border: [] },
    chars: COMPACT,
  });
  rows.sort((a, b) => compareTiming(a.set, b.set));
  for (const { set, note } of rows) table.push([style.bold(formatSet(set)), set.width, set.height, note]);
  return table.toString();
}

function changeLine(n: RollNote): string {
  return n.kind === 'split'
    ? `split ${formatSet(n.from)} into ${n.into.map(formatSet).join(' + ')}`
    : `squished ${formatSet(n.from)} into ${n.to.width < 2 ? `${formatSet(n.to)} (no longer a set)` : formatSet(n.to)}`;
}

function vsLines(v: VsReport, style: Style): string[] {
  const lines = [`vs      ${v.rolledPool}: ${faces(v, style)}`];
  lines.push(`        sets ${v.read.length ? v.read.map(formatSet).join(', ') : 'none'}`);
  if (v.gobbleSet) {
    lines.push(`gobble  ${formatSet(v.gobbleSet)} becomes gobble dice${v.timed ? '' : ' (timing ignored)'}`);
    for (const u of v.gobbleUses) {
      lines.push(
        u.target === null
          ? style.dim(`        ${u.die}: nothing in reach`)
          : `        ${u.die}: ${formatSet(u.before)} → ${u.after.width < 2 ? style.bad(`${formatSet(u.after)}, spoiled`) : formatSet(u.after)}`,
      );
    }
  }
  return lines;
}

const OUTCOME: Record<OpposedOutcome, string> = {
  'active-failed': 'nothing for the blocker to stop',
  unopposed: 'the blocker got no set',
  blocked: 'every set spoiled',
  'partly-blocked': 'some sets spoiled',
  'not-blocked': 'the gobble dice were too late or too low',
};

export function renderRoll(r: RollReport, style: Style): string {
  const lines: string[] = [];
  lines.push(`pool    ${poolLine(r)}${r.difficulty ? `, difficulty ${r.difficulty}` : ''}`);
  lines.push(`dice    ${faces(r, style)}`);
  for (const n of r.changes) lines.push(`        ${changeLine(n)}`);
  if (r.chosen.length + r.tooLow.length > 0) lines.push(setsTable(r, style));
  else lines.push(`sets    ${style.bad('none')}`);
  lines.push(`waste   ${r.waste.length ? r.waste.join(' ') : style.dim('none')}`);
  if (r.vs) lines.push(...vsLines(r.vs, style));
  if (r.actions.wanted > 1) {
    const text = `wanted ${r.actions.wanted} sets, got ${r.actions.got}`;
    lines.push(`actions ${r.actions.enough ? style.good(text) : style.bad(text)}`);
  }
  const standing = r.sets.length ? `${r.sets.map(formatSet).join(', ')}` : 'no set';
  const why = r.vs ? ` (${OUTCOME[r.vs.outcome]})` : '';
  lines.push(
    `result  ${r.success ? style.good(`success: ${standing}`) : style.bad(`failure: ${standing}`)}${why}`,
  );
  if (r.seed !== undefined) lines.push(style.dim(`seed: ${r.seed}`));
  return fit(lines.join('\n'), style.width);
}
