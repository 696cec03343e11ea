/**
 * What a game's scripted decision source has given, kept the same way for every game: which
 * entries of the file it used (or how many parts of one: a roll's faces, an activation's actions),
 * which it tried for a request and skipped because they didn't fit, the highest round asked about,
 * the position as marked moments began (a round, a phase), and where each scripted decision was
 * written, so that a refused one is said at its file line (`locate`). The game's leftovers judging
 * reads it afterwards and words what was not used with `unusedProblem`, in one wording for all.
 */
import { problem, type PathSegment, type Problem } from '../core/problem';

/** Where in the file a scripted entry (or one of its fields) was written. */
export interface ScriptWhere {
  readonly path: readonly PathSegment[];
  readonly line?: number;
}

/** A scripted entry as a person reads it: "round 2, red's scripted activation of gunner". */
export interface ScriptedEntry {
  readonly round: number;
  /** The side it is for; left out where the file doesn't say (a Damage Phase entry names its unit). */
  readonly side?: string;
  /** What it is, as the file has it: "order 2 (2x9)", "free moves", "action 1 of gunner". */
  readonly what: string;
  readonly where: ScriptWhere;
  /** Said "were" rather than "was" ("free moves were not used"). */
  readonly plural?: boolean;
  /**
   * Where the entry wrote the parts of its decision, by the decision's field ("action.passTo",
   * "dice", "at"): a refusal of one part is said at that field's line.
   */
  readonly fields?: Readonly<Record<string, ScriptWhere>>;
}

export interface ScriptLedger<State> {
  readonly file: string | undefined;
  /** The highest round any request has named (0 before the first). */
  readonly lastRound: number;
  /** Notes a request of `round`; each of `marks` not seen before keeps `state` as its start. */
  asked(round: number, state: State, marks?: readonly string[]): void;
  /** The position when `mark` was first asked about, if the battle got there. */
  startOf(mark: string): State | undefined;
  /** Marks an entry (or one part of it) used; false if it already was. */
  use(entry: unknown, part?: string): boolean;
  isUsed(entry: unknown, part?: string): boolean;
  /** How many times an entry's part was given (a roll's faces, an activation's actions). */
  given(entry: unknown, part?: string): number;
  /** Counts one more given; returns how many were given before. */
  give(entry: unknown, part?: string): number;
  /** Notes that an unused entry was tried for a request and skipped: it didn't fit. */
  skip(entry: unknown): void;
  wasSkipped(entry: unknown): boolean;
  /** `decision`, remembered as coming from `entry`. */
  from<D extends object>(decision: D, entry: ScriptedEntry): D;
  /** The entry a decision came from; undefined if the fallback gave it. */
  origin(decision: object): ScriptedEntry | undefined;
  /**
   * A problem the rules raised against a scripted decision, re-pointed at the entry it came from
   * (file, line, path; the decision's own path moves to `facts.decisionPath`). Problems about
   * decisions the script didn't give come back unchanged.
   */
  locate(decision: object, p: Problem): Problem;
}

/** What a game's leftovers judge finds: entries wrong for the battle, and entries events made pointless. */
export interface Leftovers {
  readonly errors: Problem[];
  readonly warnings: Problem[];
}

/** "round 2, red's scripted activation of gunner": how every game names a scripted entry. */
export const scriptedName = (e: Pick<ScriptedEntry, 'round' | 'side' | 'what'>): string =>
  `round ${e.round}, ${e.side === undefined ? 'the' : `${e.side}'s`} scripted ${e.what}`;

/** Why an entry was never used when the battle did not get that far. */
export const roundNotReached = (round: number): string => `the battle ended before round ${round}`;

/** Why an entry was never used when nothing asked its side for it. */
export const neverAsked = (side: string): string => `the battle never asked ${side} for it`;

/** Where a problem about a decision's field was written: that field's line, else the entry's. */
function whereOf(e: ScriptedEntry, p: Problem): ScriptWhere {
  const path = p.path ?? [];
  const two = path.slice(0, 2).join('.');
  return e.fields?.[two] ?? e.fields?.[String(path[0])] ?? e.where;
}

export function locateAt(e: ScriptedEntry | undefined, file: string | undefined, p: Problem): Problem {
  if (!e) return p;
  const at = whereOf(e, p);
  return {
    ...p,
    message: `${scriptedName(e)}: ${p.message}`,
    path: at.path,
    ...(file !== undefined ? { file } : {}),
    ...(at.line !== undefined ? { line: at.line } : {}),
    facts: {
      ...p.facts,
      round: e.round,
      ...(e.side !== undefined ? { side: e.side } : {}),
      ...(p.path ? { decisionPath: p.path } : {}),
    },
  };
}

/**
 * A scripted entry nothing used, as a problem at the line it was written on: "round 1, red's
 * scripted order 2 (2x9) was not used: WHY", or "was skipped: WHY" for one events passed by.
 */
export function unusedProblem(
  code: string,
  e: ScriptedEntry,
  why: string,
  file: string | undefined,
  facts: Readonly<Record<string, unknown>> = {},
  verb: 'not used' | 'skipped' = 'not used',
): Problem {
  return problem(code, `${scriptedName(e)} ${e.plural ? 'were' : 'was'} ${verb}: ${why}`, {
    path: e.where.path,
    ...(file !== undefined ? { file } : {}),
    ...(e.where.line !== undefined ? { line: e.where.line } : {}),
    facts: { round: e.round, ...(e.side !== undefined ? { side: e.side } : {}), ...facts },
  });
}

/** A game's judge of what its script left unused, over the ledger its scripted source kept. */
export type LeftoversJudge<Script, Ledger, State, Event> = (
  script: Script,
  ledger: Ledger,
  throughRound: number,
  events: readonly Event[],
  final?: State,
) => Leftovers;

/** Says one unused entry, at its line, as an error (wrong for the battle) or a warning (made pointless). */
export type SayUnused = (
  level: 'error' | 'warning',
  code: string,
  e: ScriptedEntry,
  why: string,
  facts?: Readonly<Record<string, unknown>>,
  verb?: 'not used' | 'skipped',
) => void;

/** What a judge says of the unused entries of `file`, sorted into errors and warnings in the one wording. */
export function sayLeftovers(file: string | undefined, judge: (say: SayUnused) => void): Leftovers {
  const errors: Problem[] = [];
  const warnings: Problem[] = [];
  judge((level, code, e, why, facts, verb) =>
    (level === 'error' ? errors : warnings).push(unusedProblem(code, e, why, file, facts, verb)),
  );
  return { errors, warnings };
}

export function scriptLedger<State>(file: string | undefined): ScriptLedger<State> {
  // Maps keyed by the entries themselves (or a game's key for them), never by plain objects' keys.
  const counts = new Map<unknown, Map<string, number>>();
  const skipped = new Set<unknown>();
  const starts = new Map<string, State>();
  const origins = new WeakMap<object, ScriptedEntry>();
  let lastRound = 0;
  const given = (entry: unknown, part = ''): number => counts.get(entry)?.get(part) ?? 0;
  const give = (entry: unknown, part = ''): number => {
    const n = given(entry, part);
    let parts = counts.get(entry);
    if (!parts) counts.set(entry, (parts = new Map()));
    parts.set(part, n + 1);
    return n;
  };
  return {
    file,
    get lastRound() {
      return lastRound;
    },
    asked(round, state, marks = []) {
      if (round > lastRound) lastRound = round;
      for (const m of marks) if (!starts.has(m)) starts.set(m, state);
    },
    startOf: (mark) => starts.get(mark),
    use: (entry, part) => given(entry, part) === 0 && give(entry, part) === 0,
    isUsed: (entry, part) => given(entry, part) > 0,
    given,
    give,
    skip: (entry) => void skipped.add(entry),
    wasSkipped: (entry) => skipped.has(entry),
    from(decision, entry) {
      origins.set(decision, entry);
      return decision;
    },
    origin: (decision) => origins.get(decision),
    locate: (decision, p) => locateAt(origins.get(decision), file, p),
  };
}
