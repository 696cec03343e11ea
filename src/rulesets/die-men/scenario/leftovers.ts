/**
 * Every scripted entry the battle did not use is reported, with its round, side and line: as an
 * error when it was wrong for the battle (unlawful then, or it never fitted: an order for a set
 * the side didn't roll, a free move out of a threatened hex), as a warning when events made it
 * pointless (the battle ended before its round, its side was wiped out, its set was spoiled
 * first, fewer attacks came than it answered, its units or gates were gone by then).
 */
import { hasOwn } from '../../../core/plainData';
import { neverAsked, roundNotReached, sayLeftovers, type Leftovers } from '../../../scenario/scriptLedger';
import type { Event } from '../events';
import { checkFreeMoves } from '../freeMovement';
import type { BattleState } from '../state';
import { unitsOf } from '../board';
import { TERRAIN_RULES } from '../terrain';
import { entryKey, freeStart, roundStart, scriptedEntry, type Ledger, type UnusedEntry } from './ledger';
import type { DieMenScript } from './script';

interface Judged {
  readonly level: 'error' | 'warning';
  readonly code: string;
  readonly message: string;
}

/** What happened in the battle that the judging needs, read from its events once. */
interface Story {
  /** Per round, per side, the units left when it ended. */
  readonly unitsAfter: ReadonlyMap<number, Readonly<Record<string, number>>>;
  /** `round side set` → how many of the side's sets of that name were spoiled before their turn. */
  readonly spoiled: Map<string, number>;
  /** The same for sets skipped because the side had no units left when their turn came. */
  readonly orphaned: Map<string, number>;
}

const setKey = (round: number, side: string, set: string) => `${round} ${side} ${set}`;

function readStory(events: readonly Event[]): Story {
  const unitsAfter = new Map<number, Readonly<Record<string, number>>>();
  const spoiled = new Map<string, number>();
  const orphaned = new Map<string, number>();
  const bump = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);
  for (const e of events) {
    if (e.type === 'roundEnded') unitsAfter.set(e.round, e.units);
    else if (e.type === 'spoiled')
      bump(spoiled, setKey(e.round, e.side, `${e.set.rolledWidth}x${e.set.height}`));
    else if (e.type === 'skipped' && e.reason === 'no-units' && e.tactic.type === 'pass') {
      // Not asked: the side was wiped out earlier in the round (resolve.ts).
      bump(orphaned, setKey(e.round, e.set.side, `${e.set.rolledWidth}x${e.set.height}`));
    }
  }
  return { unitsAfter, spoiled, orphaned };
}

/** Counts one off `m[k]`; false when there is none left. */
function takeOne(m: Map<string, number>, k: string): boolean {
  const n = m.get(k) ?? 0;
  if (n === 0) return false;
  m.set(k, n - 1);
  return true;
}

/** True when `side` had no units left as round `round` began. */
function goneBy(story: Story, round: number, side: string): boolean {
  const before = story.unitsAfter.get(round - 1);
  return before !== undefined && hasOwn(before, side) && before[side] === 0;
}

/** The position when Free Movement of `round` began, as far as the battle showed it. */
function freeMovementState(
  ledger: Ledger<BattleState>,
  round: number,
  final: BattleState | undefined,
): BattleState | undefined {
  // Nobody moved freely unless someone was asked: the next round starts from the same positions.
  return freeStart(ledger, round) ?? roundStart(ledger, round + 1) ?? final;
}

/** Scripted free moves the battle never asked for: the side had no lawful one. Which rule said no? */
function judgeFree(
  u: UnusedEntry,
  script: DieMenScript,
  ledger: Ledger<BattleState>,
  final: BattleState | undefined,
): Judged {
  const moves = script.rounds[u.round - 1]?.sides[u.side]?.free?.moves ?? [];
  const state = freeMovementState(ledger, u.round, final);
  const start = roundStart(ledger, u.round);
  const unlawful = (why: string): Judged => ({
    level: 'error',
    code: 'scenario.unused-free',
    message: `${u.side} had no lawful free move: ${why}`,
  });
  if (!state) return unlawful('the battle never asked for one');
  for (const [i, m] of moves.entries()) {
    const checked = checkFreeMoves(state, u.side, [m]);
    if (checked.ok) continue;
    const p = checked.error;
    const heldAtStart = start !== undefined && unitsOf(start.occupants, m.from, u.side) > 0;
    if (p.code === 'free.no-units' && heldAtStart) {
      return {
        level: 'warning',
        code: 'scenario.free-overtaken',
        message: `its units in ${m.from} were gone by Free Movement`,
      };
    }
    return unlawful(`move ${i + 1} (${m.from} → ${m.to}): ${p.message}`);
  }
  const together = checkFreeMoves(state, u.side, moves);
  return unlawful(together.ok ? 'the battle never asked for one' : together.error.message);
}

/** Knocks and casualties: wrong if tried for a request they didn't fit; else never needed. */
function judgeMatched(u: UnusedEntry, ledger: Ledger<BattleState>, wrong: string, idle: string): Judged {
  return ledger.wasSkipped(entryKey(u.round, u.side, u.kind, u.index))
    ? { level: 'error', code: `scenario.unused-${u.kind}`, message: wrong }
    : { level: 'warning', code: 'scenario.not-needed', message: idle };
}

/** Gates the battle never asked about: all broken by then (pointless), or the side never had one. */
function judgeGates(u: UnusedEntry, ledger: Ledger<BattleState>, final: BattleState | undefined): Judged {
  const state = roundStart(ledger, u.round) ?? final;
  const owned = Object.values(state?.gates ?? {}).some(
    (g) => g.owner === u.side && TERRAIN_RULES[g.kind].openable,
  );
  return owned || !state
    ? { level: 'warning', code: 'scenario.not-needed', message: `${u.side} had no gate left to open or shut` }
    : {
        level: 'error',
        code: 'scenario.unused-gates',
        message: `${u.side} owns no drawbridge or portcullis to open or shut`,
      };
}

function judge(
  u: UnusedEntry,
  script: DieMenScript,
  ledger: Ledger<BattleState>,
  story: Story,
  final: BattleState | undefined,
): Judged {
  const pointless = (code: string, message: string): Judged => ({ level: 'warning', code, message });
  if (!u.reached) return pointless('scenario.round-not-reached', roundNotReached(u.round));
  if (goneBy(story, u.round, u.side)) {
    return pointless('scenario.side-gone', `${u.side} had no units left by round ${u.round}`);
  }
  const error = (message: string): Judged => ({ level: 'error', code: `scenario.unused-${u.kind}`, message });
  switch (u.kind) {
    case 'order': {
      const k = setKey(u.round, u.side, u.set ?? '');
      if (takeOne(story.spoiled, k)) {
        return pointless('scenario.order-overtaken', 'the set was spoiled before its turn');
      }
      if (takeOne(story.orphaned, k)) {
        return pointless('scenario.order-overtaken', `${u.side} had no units left when its turn came`);
      }
      return error(`${u.side} had no ${u.set} set left to spend on it`);
    }
    case 'split':
      return error(`${u.side} had no ${u.set} set to split`);
    case 'knock':
      return judgeMatched(
        u,
        ledger,
        `no ${u.set} set of ${u.side}'s could lose the die`,
        `${u.side} was not asked that many times which set loses a die`,
      );
    case 'casualty':
      return judgeMatched(
        u,
        ledger,
        `${u.side} never chose casualties there`,
        `${u.side} was not asked that many times which units die`,
      );
    case 'gobble':
      return pointless('scenario.not-needed', `${u.side} was asked fewer times`);
    case 'free':
      return judgeFree(u, script, ledger, final);
    case 'gates':
      return judgeGates(u, ledger, final);
    case 'interfere': {
      const any = roundStart(ledger, u.round) ?? final;
      const side = any?.rules.sides.find((s) => s.id === u.side);
      if (any && !side?.pcSkills) return error(`${u.side} has no pcSkills, so it never rolls for it`);
      return pointless('scenario.not-needed', `${u.side} had no player characters on the map`);
    }
    case 'declare':
    case 'roll':
      return error(neverAsked(u.side));
  }
}

/**
 * Sorts what the script left unused into errors and warnings, each with its round, side, file,
 * line and path. `events` are the battle's; `final` its last position (for a last round nothing
 * was asked after).
 */
export function judgeLeftovers(
  script: DieMenScript,
  ledger: Ledger<BattleState>,
  entries: readonly UnusedEntry[],
  events: readonly Event[],
  final?: BattleState,
): Leftovers {
  const story = readStory(events);
  return sayLeftovers(script.file, (say) => {
    for (const u of entries) {
      const j = judge(u, script, ledger, story, final);
      const facts = { kind: u.kind, index: u.index, set: u.set, reached: u.reached };
      // An order whose set events took away first was skipped, not wrong.
      const verb = j.code === 'scenario.order-overtaken' ? 'skipped' : 'not used';
      say(j.level, j.code, scriptedEntry(u, u), j.message, facts, verb);
    }
  });
}
