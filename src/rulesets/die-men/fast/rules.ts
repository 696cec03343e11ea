/**
 * The fast path's rules (issue 23): the reference's advance.ts and appliers written once more
 * over the mutable position, for the battles trial.ts `fastSupports` covers. Each step
 * names the reference function it stands for; a rules change there must change this file too
 * (docs/adding-a-game.md), and test/rulesets/die-men/fast/lockstep.test.ts compares the two after
 * every decision.
 */
import { MAX_POOL, MIN_SPLIT_WIDTH } from '../sets';
import { addTo, clearPool, Phase, put, Req, Strat, type Fast, type FSet } from './position';
import { stepResolve } from './resolve';
import { hasFreeMove } from './freeMoves';

/** Units of `side` now (`rs` false) or when the round began. */
export const unitsOfSide = (f: Fast, side: number, rs: boolean): number => (rs ? f.rsTotal : f.total)[side]!;

/** round.ts activeSides: the first side (in the rules' order) with units that `want` picks. */
function firstActive(f: Fast, rs: boolean, want: (s: number) => boolean): number {
  for (let s = 0; s < f.nSides; s++) if (want(s) && unitsOfSide(f, s, rs) > 0) return s;
  return -1;
}

/** advance.ts advance: the automatic steps up to the next request (f.req, f.reqSide). */
export function advance(f: Fast): void {
  f.req = Req.None;
  for (;;) {
    switch (f.phase) {
      case Phase.Declare: {
        const s = firstActive(f, true, (x) => f.strat[x] === Strat.None);
        if (s >= 0) return ask(f, Req.Declare, s);
        f.phase = Phase.Roll;
        break;
      }
      case Phase.Roll: {
        const s = firstActive(f, true, (x) => f.sets[x] === null);
        if (s >= 0) return ask(f, Req.Roll, s);
        f.phase = Phase.Split;
        break;
      }
      case Phase.Split:
        for (; f.splitAsked < f.nSides; f.splitAsked++) {
          if (splittable(f, f.splitAsked).length > 0) return ask(f, Req.Split, f.splitAsked);
        }
        buildQueue(f);
        f.phase = Phase.Resolve;
        break;
      case Phase.Resolve:
        if (stepResolve(f)) return;
        f.phase = Phase.Free;
        break;
      case Phase.Free: {
        const s = firstActive(f, false, (x) => f.free[x] === null);
        if (s >= 0) {
          if (hasFreeMove(f, s)) return ask(f, Req.Free, s);
          f.free[s] = [];
          break;
        }
        applyFreeMoves(f);
        endRound(f);
        break;
      }
      case Phase.Ended:
        return;
    }
  }
}

function ask(f: Fast, req: Req, side: number): void {
  f.req = req;
  f.reqSide = side;
}

/** sets.ts splittable: the side's sets of width 4 or more, in its order. */
export function splittable(f: Fast, side: number): FSet[] {
  return (f.sets[side] ?? []).filter((s) => s.width >= MIN_SPLIT_WIDTH);
}

/** sets.ts applyRoll with the battle's RNG (core/rng.ts rollDice, Alea's step written out). */
export function applyRoll(f: Fast, side: number): void {
  const pool = Math.min(MAX_POOL, unitsOfSide(f, side, false));
  const counts = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
  let { c, s0, s1, s2 } = f;
  for (let i = 0; i < pool; i++) {
    const t = 2091639 * s0 + c * 2.3283064365386963e-10;
    s0 = s1;
    s1 = s2;
    s2 = t - (c = t | 0);
    counts[Math.floor(s2 * 10) + 1]! += 1;
  }
  f.c = c;
  f.s0 = s0;
  f.s1 = s1;
  f.s2 = s2;
  // dice/ore/readSets.ts: wider first, then higher.
  const sets: FSet[] = [];
  for (let h = 10; h >= 1; h--)
    if (counts[h]! >= 2) sets.push({ side, width: counts[h]!, height: h, rolledWidth: counts[h]! });
  sets.sort((a, b) => b.width - a.width || b.height - a.height);
  f.sets[side] = sets;
}

/** sets.ts applySplits: each set replaced by its parts where it stood, then all in timing order. */
export function applySplits(
  f: Fast,
  side: number,
  splits: readonly { set: FSet; into: readonly number[] }[],
): void {
  const sets = (f.sets[side] ?? []).slice();
  for (const sp of splits) {
    const at = sets.indexOf(sp.set);
    const parts = sp.into
      .map((w) => ({ side, width: w, height: sp.set.height, rolledWidth: w }))
      .sort((a, b) => b.width - a.width);
    sets.splice(at, 1, ...parts);
  }
  sets.sort((a, b) => b.width - a.width || b.height - a.height);
  f.sets[side] = sets;
  f.splitAsked += 1;
}

/** sets.ts buildQueue: every side's sets in timing order (by the width rolled), side order kept. */
function buildQueue(f: Fast): void {
  const all: FSet[] = [];
  for (let s = 0; s < f.nSides; s++) for (const set of f.sets[s] ?? []) all.push(set);
  all.sort((a, b) => b.rolledWidth - a.rolledWidth || b.height - a.height);
  f.queue = all;
  f.cursor = 0;
}

/** freeMovement.ts applyFreeMoves: every side's free moves, in the rules' side order. */
function applyFreeMoves(f: Fast): void {
  for (let s = 0; s < f.nSides; s++) {
    for (const mv of f.free[s] ?? []) {
      put(f, mv.from, s, f.count[mv.from]! - mv.n, f.cav[mv.from]! - mv.cav);
      addTo(f, mv.to, s, mv.n, mv.cav);
    }
  }
}

/** round.ts endRound and decideOutcome. */
function endRound(f: Fast): void {
  let standing = 0;
  let last = -1;
  let best = -1;
  let top = 0;
  for (let s = 0; s < f.nSides; s++) {
    const u = unitsOfSide(f, s, false);
    if (u <= 0) continue;
    standing++;
    last = s;
    if (u > best) {
      best = u;
      top = 1;
    } else if (u === best) top++;
  }
  let ended = true;
  if (standing === 0) f.winner = -1;
  else if (standing === 1) f.winner = last;
  else if (f.round < f.maxRounds) ended = false;
  else f.winner = top === 1 ? topSide(f, best) : -1;
  resetRound(f);
  if (ended) {
    f.phase = Phase.Ended;
    return;
  }
  f.round += 1;
  f.phase = Phase.Declare;
}

function topSide(f: Fast, best: number): number {
  for (let s = 0; s < f.nSides; s++) if (unitsOfSide(f, s, false) === best) return s;
  return -1;
}

function resetRound(f: Fast): void {
  f.strat.fill(Strat.None);
  f.goal.fill(-1);
  f.nDecl = 0;
  f.sets.fill(null);
  f.splitAsked = 0;
  f.queue = [];
  f.cursor = 0;
  f.group = false;
  f.attack = false;
  for (let i = 0; i < f.m.n; i++) {
    if (f.gobSide[i]! >= 0) clearPool(f, i);
    f.dealt[i] = 0;
    f.rsOwner[i] = f.owner[i]!;
    f.rsCount[i] = f.count[i]!;
    f.rsCav[i] = f.cav[i]!;
  }
  f.free.fill(null);
  f.rsOrder.length = 0;
  for (const i of f.order) f.rsOrder.push(i);
  for (let s = 0; s < f.nSides; s++) f.rsTotal[s] = f.total[s]!;
}
