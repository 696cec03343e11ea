/**
 * Die, Men!'s script as the shared ledger (src/scenario/scriptLedger.ts) keeps it: each entry is
 * known by its round, side, section and place in the section (a whole section is its place 0), the
 * position is marked as each round and each round's Free Movement began, and every entry nothing
 * used can be listed afterwards and judged (leftovers.ts).
 */
import type { ScriptedEntry, ScriptLedger } from '../../../scenario/scriptLedger';
import type { Request } from '../types';
import type { DieMenScript, ScriptSource, SideScript } from './script';

/** Every part of a script: the list sections by entry, the others whole. */
export type UnusedKind =
  'declare' | 'roll' | 'split' | 'order' | 'knock' | 'gobble' | 'free' | 'casualty' | 'gates' | 'interfere';

export const SECTION_NAMES: Readonly<Record<UnusedKind, string>> = {
  declare: 'strategy',
  roll: 'dice',
  split: 'split',
  order: 'order',
  knock: 'knock',
  gobble: 'gobble',
  free: 'free moves',
  casualty: 'casualty',
  gates: 'gates',
  interfere: 'interference',
};

/** "order 2 (2x9)", "gobble 1", "free moves": the entry as the file has it. */
export function describeEntry(u: Pick<UnusedEntry, 'kind' | 'index' | 'set'>): string {
  const name = SECTION_NAMES[u.kind];
  if (u.kind === 'gobble' || u.kind === 'casualty') return `${name} ${u.index + 1}`;
  if (u.set !== undefined) return `${name} ${u.index + 1} (${u.set})`;
  return name;
}

/** An entry as the shared wording says it: "round 1, duke's scripted order 2 (2x9)". */
export function scriptedEntry(
  u: Pick<UnusedEntry, 'round' | 'side' | 'kind' | 'index' | 'set'>,
  where: ScriptSource,
): ScriptedEntry {
  const plural = u.kind === 'free' || u.kind === 'roll' || u.kind === 'gates';
  return {
    round: u.round,
    side: u.side,
    what: describeEntry(u),
    where: { path: where.path, ...(where.line !== undefined ? { line: where.line } : {}) },
    ...(plural ? { plural } : {}),
  };
}

/** A scripted entry that no request used. */
export interface UnusedEntry {
  readonly round: number;
  readonly side: string;
  readonly kind: UnusedKind;
  /** Index in the side's list for that round (`orders.duke[1]` → 1); 0 for a whole section. */
  readonly index: number;
  /** The set it named, "2x9" (orders, splits, knocks). */
  readonly set?: string;
  /** False when the battle never asked anything in that round (it ended earlier). */
  readonly reached: boolean;
  readonly path: readonly (string | number)[];
  readonly line?: number;
}

export type Ledger<State> = ScriptLedger<State>;

/** The ledger's key for an entry: its round, side, section and place. */
export const entryKey = (round: number, side: string, kind: UnusedKind, index: number): string =>
  `${round}\u0000${side}\u0000${kind}\u0000${index}`;

const roundMark = (round: number): string => `round ${round}`;
const freeMark = (round: number): string => `free ${round}`;

/** Notes a request: its round, and the position as its round (and its Free Movement) began. */
export function noteAsked<State>(ledger: Ledger<State>, request: Request, state: State): void {
  const marks = [roundMark(request.round)];
  if (request.kind === 'free') marks.push(freeMark(request.round));
  ledger.asked(request.round, state, marks);
}

/** The position at the round's first request (as the round began). */
export const roundStart = <State>(ledger: Ledger<State>, round: number): State | undefined =>
  ledger.startOf(roundMark(round));

/** The position at the round's first Free Movement request, if any side was asked. */
export const freeStart = <State>(ledger: Ledger<State>, round: number): State | undefined =>
  ledger.startOf(freeMark(round));

interface Listed {
  readonly index: number;
  readonly set?: string;
  readonly path: readonly (string | number)[];
  readonly line?: number;
}

/** A side's script for a round as entries by kind, in file order of the sections. */
function entriesOf(s: SideScript): [UnusedKind, readonly Listed[]][] {
  const whole = (kind: keyof NonNullable<SideScript['where']>, present: unknown): readonly Listed[] => {
    const where: ScriptSource | undefined = s.where?.[kind];
    return present !== undefined && where ? [{ index: 0, ...where }] : [];
  };
  return [
    ['gates', whole('gates', s.gates)],
    ['declare', whole('declare', s.declare)],
    ['roll', whole('roll', s.roll)],
    ['split', s.splits ?? []],
    ['interfere', whole('interfere', s.interfere)],
    ['order', s.orders],
    ['knock', s.knocks],
    ['gobble', s.gobbles],
    ['casualty', s.casualties ?? []],
    ['free', whole('free', s.free)],
  ];
}

/** Every scripted entry in rounds up to `throughRound` that nothing used, in file order. */
export function listUnused<State>(
  script: DieMenScript,
  ledger: Ledger<State>,
  throughRound = Infinity,
): UnusedEntry[] {
  const out: UnusedEntry[] = [];
  for (const r of script.rounds) {
    if (r.round > throughRound) break;
    for (const [side, s] of Object.entries(r.sides)) {
      for (const [kind, list] of entriesOf(s)) {
        for (const e of list) {
          if (ledger.isUsed(entryKey(r.round, side, kind, e.index))) continue;
          out.push({
            round: r.round,
            side,
            kind,
            index: e.index,
            ...(e.set !== undefined ? { set: e.set } : {}),
            reached: r.round <= ledger.lastRound,
            path: e.path,
            ...(e.line !== undefined ? { line: e.line } : {}),
          });
        }
      }
    }
  }
  // In file order: by round, then the line each entry was written on.
  return out
    .map((u, i) => ({ u, i }))
    .sort((a, b) => a.u.round - b.u.round || (a.u.line ?? 0) - (b.u.line ?? 0) || a.i - b.i)
    .map(({ u }) => u);
}
