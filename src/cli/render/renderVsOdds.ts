/** Text and JSON for `diemen odds 5d --vs 3d`: an opposed ORE roll, both ways round. */
import { formatFraction, ratio, type Fraction } from '../../dice/fraction';
import type { VsOdds, VsSide } from '../../dice/ore';
import type { Style } from '../style';
import { pct } from './renderOdds';

const chance = (f: Fraction): number => ratio(f.num, f.den);

const ROWS: readonly [string, (s: VsSide) => Fraction, boolean][] = [
  ['rolls a set', (s) => s.hasSet, false],
  ['a set survives the gobble dice', (s) => s.getsThrough, true],
  ['  the blocker rolled no set', (s) => s.unopposed, false],
  ['  gobbled, but every set stands', (s) => s.notBlocked, false],
  ['  some sets spoiled, some stand', (s) => s.partlyBlocked, false],
  ['every set spoiled', (s) => s.blocked, false],
  ['no set rolled', (s) => s.noSet, false],
];

export function renderVsOdds(v: VsOdds, style: Style): string {
  // Two short lines: as one it was 85 columns, wider than the 80 everything else fits.
  const timing = v.timed
    ? "they reach only sets as fast as the blocker's or slower"
    : 'timing ignored (--untimed)';
  const lines = [
    style.bold(`odds for ${v.first} against ${v.second}, exact`),
    style.dim(`the blocker's most harmful set becomes gobble dice;`),
    style.dim(timing),
  ];
  const heads = v.sides.map((s) => `${s.active} acts, ${s.blocker} blocks`);
  const pad = Math.max(...ROWS.map(([label]) => label.length)) + 2;
  const col = Math.max(...heads.map((h) => h.length)) + 2;
  lines.push(`${''.padEnd(pad)}${heads.map((h) => h.padEnd(col)).join('')}`.trimEnd());
  for (const [label, get, accent] of ROWS) {
    const cells = v.sides.map((s) => pct(chance(get(s))).padEnd(col));
    const text = cells.join('').trimEnd();
    lines.push(`${label.padEnd(pad)}${accent ? style.accent(text) : text}`);
  }
  const mean = v.sides.map((s) => chance(s.expectedStanding).toFixed(4).padEnd(col)).join('');
  lines.push(`${'sets standing (mean)'.padEnd(pad)}${mean.trimEnd()}`);
  return lines.join('\n');
}

/** `probability` first (the first pool's chance of a set standing), then both sides in full. */
export function vsOddsJson(v: VsOdds): unknown {
  const side = (s: VsSide) => {
    const out: Record<string, unknown> = { active: s.active, blocker: s.blocker };
    for (const key of [
      'hasSet',
      'getsThrough',
      'unopposed',
      'notBlocked',
      'partlyBlocked',
      'blocked',
      'noSet',
    ] as const) {
      out[key] = chance(s[key]);
      out[`${key}Fraction`] = formatFraction(s[key]);
    }
    out.expectedStanding = chance(s.expectedStanding);
    out.expectedStandingFraction = formatFraction(s.expectedStanding);
    return out;
  };
  return {
    probability: chance(v.sides[0].getsThrough),
    kind: 'opposed',
    first: v.first,
    second: v.second,
    timed: v.timed,
    sides: v.sides.map(side),
  };
}
