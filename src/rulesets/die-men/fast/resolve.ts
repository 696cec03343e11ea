/**
 * The fast path's Resolve (issue 23): resolve.ts, attack.ts, damage.ts, gobbleDice.ts, knock.ts
 * and groupActions.ts over the mutable position, for infantry and cavalry on open, rough and
 * impassable ground, hills, forests and rivers: no archers, threat ratings or gates.
 */
import { advantageWorks } from '../terrain';
import { addTo, clearPool, Ord, put, Req, Stage, type Fast, type FSet } from './position';
import { moveRange, pathLength } from './paths';

const hasUnits = (f: Fast, side: number): boolean => f.total[side]! > 0;

/** resolve.ts stepResolve: true when a decision is wanted (f.req set). */
export function stepResolve(f: Fast): boolean {
  for (;;) {
    if (!f.group) {
      if (f.cursor >= f.queue.length) return false;
      openGroup(f);
      continue;
    }
    if (f.gStage === 0) {
      if (f.nOrders < f.gSize) {
        const set = f.queue[f.gStart + f.nOrders]!;
        if (!hasUnits(f, set.side)) {
          addOrder(f, Ord.Pass, -1, -1, -1, -1);
          continue;
        }
        f.req = Req.Assign;
        f.reqSide = set.side;
        return true;
      }
      runDefends(f);
      f.gStage = 1;
      f.gNext = 0;
      continue;
    }
    if (f.attack) {
      if (stepAttack(f)) return true;
      continue;
    }
    let i = f.gNext;
    while (i < f.gSize && f.oType[i] !== Ord.Attack) i++;
    if (i >= f.gSize) {
      closeGroup(f);
      continue;
    }
    f.gNext = i + 1;
    const to = f.oTo[i]!;
    if (f.owner[to]! < 0) continue; // the target emptied: skipped
    f.attack = true;
    f.aIndex = i;
    f.aStage = Stage.Gobble;
    f.aTarget = f.owner[to]!;
    f.aWidth = f.queue[f.gStart + i]!.width;
    f.aGobbled.length = 0;
    f.aKills = 0;
  }
}

/** sets.ts groupSize: the sets from the cursor of the same width (as rolled) and height. */
function openGroup(f: Fast): void {
  const q = f.queue;
  const first = q[f.cursor]!;
  let n = 1;
  while (
    f.cursor + n < q.length &&
    q[f.cursor + n]!.rolledWidth === first.rolledWidth &&
    q[f.cursor + n]!.height === first.height
  )
    n++;
  f.group = true;
  f.gStart = f.cursor;
  f.gSize = n;
  f.gStage = 0;
  f.gNext = 0;
  f.nOrders = 0;
  f.attack = false;
  clearLosses(f);
}

function clearLosses(f: Fast): void {
  for (const c of f.lossCells) {
    f.loss[c] = 0;
    f.lossCav[c] = 0;
  }
  f.lossCells.length = 0;
}

/** resolve.ts applyAssign, for an order the rules already hold lawful (the fast general's). */
export function addOrder(f: Fast, type: Ord, from: number, to: number, units: number, cav: number): void {
  const k = f.nOrders++;
  f.oType[k] = type;
  f.oFrom[k] = from;
  f.oTo[k] = to;
  f.oUnits[k] = units;
  f.oCav[k] = cav;
}

/**
 * groupActions.ts runDefends: each Defend's dice join its hex's pool (a pool of another side goes),
 * with a forest's free die.
 */
function runDefends(f: Fast): void {
  for (let k = 0; k < f.gSize; k++) {
    if (f.oType[k] !== Ord.Defend) continue;
    const set = f.queue[f.gStart + k]!;
    const at = f.oFrom[k]!;
    if (f.gobSide[at] !== set.side) clearPool(f, at);
    f.gobSide[at] = set.side;
    f.gob[at * 11 + set.height] = f.gob[at * 11 + set.height]! + set.width;
    if (f.m.freeDie[at]) f.gobFree[at] = f.gobFree[at]! + 1;
  }
}

/**
 * ai/threat.ts gobbleReaching: the side's dice in `at` whose rolled face is `height` or more (the
 * general's reckoning, which reads neither high ground nor free dice).
 */
export function eligibleCount(f: Fast, at: number, side: number, height: number): number {
  if (f.gobSide[at] !== side) return 0;
  let n = 0;
  for (let h = height; h <= 10; h++) n += f.gob[at * 11 + h]!;
  return n;
}

/**
 * terrain.ts advantageWorks for high ground at `high` against troops on foot at `low` next door
 * (the covered attacks are all next door, and no unit flies).
 */
const works = (f: Fast, high: number, low: number): boolean =>
  advantageWorks(f.m.rule[high]!, f.m.rule[low]!, true, false);

/** gobbleDice.ts poolFaces' raise: the height `at`'s dice gain against an attack from `from`. */
export const raiseAgainst = (f: Fast, at: number, from: number): number =>
  f.m.raise[at]! > 0 && works(f, at, from) ? f.m.raise[at]! : 0;

/**
 * gobbleDice.ts reaching, for the current attack: the defender's dice in the target whose face,
 * raised by high ground that works against the attacker, is the set's height or more, and its
 * free height-10 dice (a forest's: they always reach).
 */
export function reachCount(f: Fast): number {
  const at = f.oTo[f.aIndex]!;
  if (f.gobSide[at] !== f.aTarget) return 0;
  const low = Math.max(1, f.queue[f.gStart + f.aIndex]!.height - raiseAgainst(f, at, f.oFrom[f.aIndex]!));
  let n = f.gobFree[at]!;
  for (let h = low; h <= 10; h++) n += f.gob[at * 11 + h]!;
  return n;
}

/** attack.ts stepAttack: true when it stops for a gobble or knock decision. */
function stepAttack(f: Fast): boolean {
  for (;;) {
    const set = f.queue[f.gStart + f.aIndex]!;
    if (f.aStage === Stage.Gobble) {
      if (reachCount(f) > 0 && f.aWidth - 1 > 0) {
        f.req = Req.Gobble;
        f.reqSide = f.aTarget;
        return true;
      }
      f.aStage = Stage.Hit;
    } else if (f.aStage === Stage.Hit) {
      hit(f, set);
    } else if (f.aStage === Stage.Casualties) {
      f.req = Req.Casualties;
      f.reqSide = f.aTarget;
      return true;
    } else {
      const cands = knockCandidates(f, f.aTarget);
      if (cands > 1) {
        f.req = Req.Knock;
        f.reqSide = f.aTarget;
        return true;
      }
      applyKnock(f, cands === 1 ? firstCandidate(f, f.aTarget) : null);
      return false;
    }
    if (!f.attack) return false;
  }
}

/**
 * attack.ts spendGobble: the `n` lowest dice that reach the attack are spent (their faces kept);
 * free dice come after rolled ones of the same face (gobbleDice.ts poolFaces), so they go last.
 */
export function spendGobble(f: Fast, n: number): void {
  const set = f.queue[f.gStart + f.aIndex]!;
  const at = f.oTo[f.aIndex]!;
  const raise = raiseAgainst(f, at, f.oFrom[f.aIndex]!);
  let left = n;
  for (let h = Math.max(1, set.height - raise); left > 0 && h <= 10; h++) {
    for (; left > 0 && f.gob[at * 11 + h]! > 0; left--) {
      f.gob[at * 11 + h] = f.gob[at * 11 + h]! - 1;
      f.aGobbled.push(Math.min(10, h + raise));
    }
  }
  for (; left > 0; left--) {
    f.gobFree[at] = f.gobFree[at]! - 1;
    f.aGobbled.push(10);
  }
  f.aWidth -= n;
  f.aStage = Stage.Hit;
}

/**
 * attack.ts hit and damage.ts damageOf: width, encirclement, high ground and cavalry, capped. The
 * kills are marked cheapest first, or, when they leave some of a hex of both types, the defender is
 * asked which (casualties).
 */
function hit(f: Fast, set: FSet): void {
  if (f.aWidth < 2) {
    f.attack = false;
    return;
  }
  const from = f.oFrom[f.aIndex]!;
  const to = f.oTo[f.aIndex]!;
  const held = f.owner[to] === f.aTarget;
  const left = held ? f.count[to]! - f.loss[to]! : 0;
  const leftCav = held ? f.cav[to]! - f.lossCav[to]! : 0;
  const fromUnits = f.owner[from] === set.side ? f.count[from]! : 0;
  const cap = f.perAttack ? fromUnits : Math.max(0, fromUnits - f.dealt[from]!);
  const { nbrStart, nbr } = f.m;
  let faces = 0;
  for (let j = nbrStart[to]!; j < nbrStart[to + 1]!; j++) if (f.owner[nbr[j]!] === set.side) faces++;
  // damage.ts attackBonuses: high ground adds to the kills where it works against the target,
  // cavalry in the attacking hex one more.
  const bonus = f.m.bonus[from]! > 0 && works(f, from, to) ? f.m.bonus[from]! : 0;
  const damage = f.aWidth + Math.max(0, faces - 1) + bonus + (f.cav[from]! > 0 ? 1 : 0);
  const kills = Math.min(damage, cap, left);
  f.dealt[from] = f.dealt[from]! + kills;
  f.aKills = kills;
  if (kills > 0 && kills < left && leftCav > 0 && leftCav < left) {
    f.aStage = Stage.Casualties;
    return;
  }
  // units.ts takeCheapest: infantry before cavalry.
  if (kills > 0) takeLosses(f, kills, Math.max(0, kills - (left - leftCav)));
  f.aStage = Stage.Knock;
}

/** attack.ts takeLosses: `n` of the target's units, `cav` of them cavalry, marked as killed. */
export function takeLosses(f: Fast, n: number, cav: number): void {
  const to = f.oTo[f.aIndex]!;
  if (f.loss[to] === 0 && f.lossCav[to] === 0) f.lossCells.push(to);
  f.loss[to] = f.loss[to]! + n;
  f.lossCav[to] = f.lossCav[to]! + cav;
  f.aStage = Stage.Knock;
}

/** knock.ts knockCandidates: how many of the defender's sets wait after the group. */
export function knockCandidates(f: Fast, side: number): number {
  let n = 0;
  for (let i = f.gStart + f.gSize; i < f.queue.length; i++) if (f.queue[i]!.side === side) n++;
  return n;
}

function firstCandidate(f: Fast, side: number): FSet | null {
  for (let i = f.gStart + f.gSize; i < f.queue.length; i++) if (f.queue[i]!.side === side) return f.queue[i]!;
  return null;
}

/** knock.ts applyKnock and attack.ts knockAndFinish: one die less; a pair knocked leaves the queue. */
export function applyKnock(f: Fast, set: FSet | null): void {
  if (set !== null) {
    set.width -= 1;
    if (set.width < 2) f.queue.splice(f.queue.indexOf(set), 1);
  }
  f.attack = false;
}

/** groupActions.ts closeGroup and move: the group's kills removed, then its moves made. */
function closeGroup(f: Fast): void {
  for (const at of f.lossCells)
    put(f, at, f.owner[at]!, f.count[at]! - f.loss[at]!, f.cav[at]! - f.lossCav[at]!);
  for (let k = 0; k < f.gSize; k++) if (f.oType[k] === Ord.Move) move(f, k);
  f.cursor = f.gStart + f.gSize;
  f.group = false;
  clearLosses(f);
}

/** groupActions.ts move: skipped with no units left, an enemy in the target or the way blocked. */
function move(f: Fast, k: number): void {
  const set = f.queue[f.gStart + k]!;
  const side = set.side;
  const from = f.oFrom[k]!;
  const to = f.oTo[k]!;
  if (f.owner[from] !== side) return;
  if (f.owner[to]! >= 0 && f.owner[to] !== side) return;
  const have = f.count[from]!;
  const haveCav = f.cav[from]!;
  // The units named, clamped type by type to those there (units.ts clampUnits), else all.
  const named = f.oUnits[k]! >= 0;
  const cav = named ? Math.min(f.oCav[k]!, haveCav) : haveCav;
  const n = named ? Math.min(f.oUnits[k]! - f.oCav[k]!, have - haveCav) + cav : have;
  if (n === 0) return;
  const range = moveRange(n, cav, set.width);
  if (pathLength(f, side, from, to, range) > range) return;
  put(f, from, side, have - n, haveCav - cav);
  addTo(f, to, side, n, cav);
}
