/**
 * What the scripted source saw of the battle, so that every scripted entry it didn't use can be
 * listed and judged afterwards (leftovers.ts): which entries were used, which were tried for a
 * request and didn't fit it, and the position when each round began and when its Free Movement
 * began.
 */
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
export function describeEntry(u: UnusedEntry): string {
  const name = SECTION_NAMES[u.kind];
  if (u.kind === 'gobble' || u.kind === 'casualty') return `${name} ${u.index + 1}`;
  if (u.set !== undefined) return `${name} ${u.index + 1} (${u.set})`;
  return name;
}

/** "order 2 (2x9) was not used", "free moves were not used". */
export function wasNotUsed(u: UnusedEntry): string {
  const plural = u.kind === 'free' || u.kind === 'roll' || u.kind === 'gates';
  return `${describeEntry(u)} ${plural ? 'were' : 'was'} not used`;
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

export interface Ledger<State> {
  /** The highest round any request has named so far (0 before the first). */
  readonly lastRound: number;
  /** Notes a request before it is answered. */
  asked(request: Request, state: State): void;
  /** Marks an entry used; false if it already was. */
  use(round: number, side: string, kind: UnusedKind, index: number): boolean;
  isUsed(round: number, side: string, kind: UnusedKind, index: number): boolean;
  /** Notes that an unused entry was tried for a request and didn't fit it. */
  passOver(round: number, side: string, kind: UnusedKind, index: number): void;
  /** Whether an entry was ever tried and found not to fit. */
  wasPassedOver(round: number, side: string, kind: UnusedKind, index: number): boolean;
  /** The position at the round's first request (as the round began). */
  roundStart(round: number): State | undefined;
  /** The position at the round's first Free Movement request, if any side was asked. */
  freeStart(round: number): State | undefined;
}

export function createLedger<State>(): Ledger<State> {
  // Maps, not objects: the keys hold side ids.
  const used = new Set<string>();
  const passed = new Set<string>();
  const starts = new Map<number, State>();
  const frees = new Map<number, State>();
  let lastRound = 0;
  const key = (...parts: readonly (string | number)[]) => parts.join('\u0000');
  return {
    get lastRound() {
      return lastRound;
    },
    asked(request, state) {
      if (request.round > lastRound) lastRound = request.round;
      if (!starts.has(request.round)) starts.set(request.round, state);
      if (request.kind === 'free' && !frees.has(request.round)) frees.set(request.round, state);
    },
    use(round, side, kind, index) {
      const k = key(round, side, kind, index);
      if (used.has(k)) return false;
      used.add(k);
      return true;
    },
    isUsed: (round, side, kind, index) => used.has(key(round, side, kind, index)),
    passOver: (round, side, kind, index) => void passed.add(key(round, side, kind, index)),
    wasPassedOver: (round, side, kind, index) => passed.has(key(round, side, kind, index)),
    roundStart: (round) => starts.get(round),
    freeStart: (round) => frees.get(round),
  };
}

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
          if (ledger.isUsed(r.round, side, kind, e.index)) continue;
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
