/**
 * The computer general: answers any request for any side with a heuristic read of the position
 * (see docs/computer-general.md). It only ever chooses among the answers the rules core lists
 * (`legal*`), so new choices (unit types, terrain, ...) are picked up as they are added. Pure: a
 * decision is a function of (request, state, options) alone; ties are broken by a hash of the
 * request, the state and the seed, never by a clock or Math.random.
 */
import type { SyncDecisionSource } from '../../../engine/decisionSource';
import type { CellKey } from '../../../grid/types';
import { needsGoal } from '../declare';
import { defaultDecision } from '../defaults';
import { checkTactic } from '../tactics';
import {
  legalCasualties,
  legalFreeMoves,
  legalGobbleCounts,
  legalKnocks,
  legalSplits,
  legalStrategies,
  legalTactics,
} from '../legal';
import type { BattleState } from '../state';
import type {
  Decision,
  FreeMove,
  QueuedSet,
  Request,
  SplitOrder,
  Strategy,
  Tactic,
  UnitCounts,
} from '../types';
import { CASUALTY_ORDER } from '../units';
import { fingerprint, generator, hashString } from './hash';
import { lawfulOrders } from './legalCache';
import {
  afterGroup,
  canAttack,
  capLeft,
  currentIndex,
  danger,
  facesHeld,
  gobbleReaching,
  hexThreat,
  type HexThreat,
  KNOCK_COST,
  knockGain,
  setsToCome,
  unitsLeft,
} from './threat';
import { chooseTarget, isEnemy, isMine, unitsAt, viewOf, walk, type View } from './view';

export { randomGeneral } from './randomGeneral';

export interface ComputerGeneralOptions {
  /** Varies the tie-breaks between equally good choices; the same seed gives the same battle. */
  readonly seed?: string;
}

type Req<K extends Request['kind']> = Extract<Request, { kind: K }>;
type Source = SyncDecisionSource<BattleState, Request, Decision>;

export function computerGeneral(options: ComputerGeneralOptions = {}): Source {
  const seedHash = hashString(`computer:${options.seed ?? ''}`);
  return { decide: (request, state) => decideFor(request, state, seedHash) };
}

/** The computer general's answer, as a plain function. */
export function decideFor(
  request: Request,
  state: BattleState,
  seedHash = hashString('computer:'),
): Decision {
  const tie = generator(fingerprint(seedHash, request, state));
  const side = request.side;
  switch (request.kind) {
    case 'declare':
      return { kind: 'declare', side, declaration: declare(state, side) };
    case 'roll':
      return { kind: 'roll', side };
    case 'split':
      return { kind: 'split', side, splits: chooseSplits(state, request) };
    case 'assign':
      return { kind: 'assign', side, set: request.set.id, tactic: chooseTactic(state, request, tie) };
    case 'gobble':
      return { kind: 'gobble', side, dice: chooseGobble(state, request) };
    case 'casualties':
      return { kind: 'casualties', side, at: request.at, losses: chooseCasualties(request) };
    case 'knock':
      return { kind: 'knock', side, set: chooseKnock(state, request, tie) };
    case 'free':
      return { kind: 'free', side, moves: chooseFreeMoves(state, side) };
    case 'gates':
    case 'interfere':
      // The complications' gates and Command Interference: the documented defaults for now.
      return defaultDecision(state, request);
  }
}

/** The best of `items` by `score`; equal scores are broken by `tie`. */
function best<T>(items: readonly T[], score: (x: T) => number, tie: () => number): T {
  let top: T[] = [];
  let topScore = -Infinity;
  for (const x of items) {
    const s = score(x);
    if (s > topScore + 1e-9) {
      topScore = s;
      top = [x];
    } else if (s > topScore - 1e-9) top.push(x);
  }
  return top.length === 1 ? top[0]! : top[Math.floor(tie() * top.length)]!;
}

// ---------------------------------------------------------------------------------------------
// Strategy

export interface Plan {
  readonly strategy: Strategy;
  /** The enemy hex to go for (the Seize goal), null when there is none. */
  readonly target: CellKey | null;
}

/**
 * The target is chosen once per round and side, on the positions when the round began: the goal
 * declared then stays the aim of the round's moves, and the choice costs one scan a round.
 */
const targets = new WeakMap<object, Map<string, CellKey | null>>();

function targetOf(state: BattleState, side: string): CellKey | null {
  let bySide = targets.get(state.roundStart);
  if (!bySide) {
    bySide = new Map();
    targets.set(state.roundStart, bySide);
  }
  if (!bySide.has(side)) {
    const v = viewOf(state, side);
    bySide.set(
      side,
      v.pos === state.roundStart ? chooseTarget(state, v) : chooseTarget(state, roundStartView(state, side)),
    );
  }
  return bySide.get(side)!;
}

/** The view of the positions when the round began. */
function roundStartView(state: BattleState, side: string): View {
  return viewOf({ ...state, occupants: state.roundStart }, side);
}

/**
 * From the balance of forces: hopeless → retreat; most of the army already fighting → hold
 * (attack and defend); well ahead with nobody in reach, or ahead at the end → hold and let them
 * come; otherwise seize the weakest enemy hex within reach.
 */
export function plan(state: BattleState, side: string): Plan {
  const v = viewOf(state, side);
  const target = targetOf(state, side);
  if (v.enemyTotal === 0 || target === null) return { strategy: 'hold', target: null };
  const ratio = v.myTotal / v.enemyTotal;
  const roundsLeft = state.rules.options.maxRounds - state.round + 1;
  if (ratio < 0.3 && v.contact.length > 0) return { strategy: 'retreat', target };
  if (v.contact.length > 0 && v.engaged >= 0.6 * v.myTotal) return { strategy: 'hold', target };
  if (v.contact.length === 0 && ratio > 1 && (ratio >= 1.25 || roundsLeft <= 2)) {
    return { strategy: 'hold', target };
  }
  return { strategy: 'seize', target };
}

function declare(state: BattleState, side: string) {
  const legal = legalStrategies();
  const p = plan(state, side);
  const strategy = legal.includes(p.strategy) ? p.strategy : legal[0]!;
  if (!needsGoal(strategy)) return { strategy };
  const at = p.target ?? viewOf(state, side).grid.cells[0]!;
  return { strategy, goal: { kind: 'cell' as const, at } };
}

// ---------------------------------------------------------------------------------------------
// Orders

/** Value of one unit-step toward the target, in units. */
const W_APPROACH = 0.15;
/** Weight of the expected losses a move exposes units to. */
const W_DANGER = 0.5;
/**
 * Share of the enemy's sets assumed to attack: some defend, move or pass, so a hex under threat
 * expects half the attacks that could reach it (measured against randomGeneral and itself).
 */
const ATTACK_SHARE = 0.5;

interface AssignContext {
  readonly state: BattleState;
  readonly v: View;
  readonly set: QueuedSet;
  /** Enemy sets that resolve with or after this one (the group's defends come first). */
  readonly enemyToCome: readonly QueuedSet[];
  /** Enemy sets after this group: they act on the positions this group leaves. */
  readonly enemyAfter: readonly QueuedSet[];
  /** My sets after this one that could still attack this round. */
  readonly myLaterAttacks: number;
  readonly target: CellKey | null;
  /** hexThreat per hex, worked out once per decision. */
  readonly threats: Map<CellKey, HexThreat>;
}

function threatAt(ctx: AssignContext, at: CellKey): HexThreat {
  let t = ctx.threats.get(at);
  if (!t) {
    t = hexThreat(ctx.state, ctx.v, at);
    ctx.threats.set(at, t);
  }
  return t;
}

function chooseTactic(state: BattleState, request: Req<'assign'>, tie: () => number): Tactic {
  const ctx = assignContext(state, request.side, request.set);
  const tactics = withPartialMoves(ctx, lawfulOrders(state, request));
  return best(tactics, (t) => scoreTactic(ctx, t), tie);
}

function assignContext(state: BattleState, side: string, set: QueuedSet): AssignContext {
  const v = viewOf(state, side);
  const g = state.group;
  const idx = currentIndex(state);
  const enemyToCome = setsToCome(state, g ? g.start : idx).filter((s) => s.side !== side && s.id !== set.id);
  const enemyAfter = setsToCome(state, afterGroup(state)).filter((s) => s.side !== side);
  let myLaterAttacks = 0;
  if (canAttack(state, side)) {
    for (const s of setsToCome(state, idx + 1)) if (s.side === side && s.id !== set.id) myLaterAttacks++;
  }
  return {
    state,
    v,
    set,
    enemyToCome,
    enemyAfter,
    myLaterAttacks,
    target: targetOf(state, side),
    threats: new Map(),
  };
}

/**
 * legalTactics lists moves with all of a hex's units; a move with half of them is lawful too.
 * Half a big stack stepping next to the target adds a face of encirclement while the rest fights.
 */
function withPartialMoves(ctx: AssignContext, tactics: readonly Tactic[]): readonly Tactic[] {
  if (ctx.myLaterAttacks === 0) return tactics;
  const extra: Tactic[] = [];
  for (const t of tactics) {
    if (t.type !== 'move' || isMine(ctx.v, t.to)) continue;
    if (unitsAt(ctx.v, t.from) < 4 || !touchesEnemy(ctx.v, t.to)) continue;
    const half = halfOf(t.units ?? ctx.v.pos[t.from]!.units);
    if (!half) continue;
    const partial: Tactic = { type: 'move', from: t.from, to: t.to, units: half };
    // With the complications not every part of a group may go (siege engines need an escort).
    const verdict = checkTactic(ctx.state, ctx.v.side, partial, ctx.set);
    if (verdict.ok && verdict.value === null) extra.push(partial);
  }
  return extra.length > 0 ? [...tactics, ...extra] : tactics;
}

function halfOf(units: UnitCounts): UnitCounts | null {
  const out: Record<string, number> = {};
  let n = 0;
  for (const [t, c] of Object.entries(units)) {
    const h = Math.floor((c ?? 0) / 2);
    if (h > 0) {
      out[t] = h;
      n += h;
    }
  }
  return n > 0 ? (out as UnitCounts) : null;
}

function touchesEnemy(v: View, key: CellKey): boolean {
  for (const k of v.grid.neighbours(key)) if (isEnemy(v, k)) return true;
  return false;
}

function scoreTactic(ctx: AssignContext, t: Tactic): number {
  switch (t.type) {
    case 'attack':
      return scoreAttack(ctx, t.from, t.to, ctx.set.width, ctx.set.height);
    case 'defend':
      return scoreDefend(ctx, t.at);
    case 'move':
      return scoreMove(ctx, t.from, t.to, t.units);
    default:
      return 0;
  }
}

/** Units an attack is expected to kill, plus the knock it causes and a hex wiped out. */
export function attackValue(
  state: BattleState,
  v: View,
  from: CellKey,
  to: CellKey,
  width: number,
  height: number,
): number {
  const o = v.pos[to];
  if (!o) return 0;
  const defender = o.side;
  const gobble = gobbleReaching(state, to, defender, height);
  if (gobble >= width - 1) return 0.2 * (width - 1); // spoiled; it drains their gobble dice
  const w = width - gobble;
  const enc = Math.max(0, facesHeld(v, to, v.side) - 1);
  const left = unitsLeft(state, v, to);
  const kills = Math.max(0, Math.min(w + enc, capLeft(state, from, unitsAt(v, from)), left));
  let value = kills + knockGain(state, defender);
  if (kills >= left && left > 0) value += 0.5;
  return value;
}

function scoreAttack(ctx: AssignContext, from: CellKey, to: CellKey, width: number, height: number): number {
  return attackValue(ctx.state, ctx.v, from, to, width, height);
}

/** Kills (and knocks) the set's gobble dice are expected to save in `at`. */
function scoreDefend(ctx: AssignContext, at: CellKey): number {
  const { state, v, set } = ctx;
  const mine = unitsAt(v, at);
  const share = ATTACK_SHARE / Math.max(1, v.contact.length);
  let saved = 0;
  // Expected dice used: the set's dice can't be spent on more attacks than they cover.
  let used = 0;
  for (const s of ctx.enemyToCome) {
    if (s.height > set.height || !canAttack(state, s.side)) continue;
    let adjacent = 0;
    let cap = 0;
    for (const k of v.grid.neighbours(at)) {
      const o = v.pos[k];
      if (!o || o.side !== s.side || unitsAt(v, k) === 0) continue;
      adjacent++;
      cap = Math.max(cap, capLeft(state, k, unitsAt(v, k)));
    }
    if (adjacent === 0) continue;
    const loss = (e: number): number => {
      const w = s.width - Math.min(e, s.width - 1);
      return w < 2 ? 0 : Math.min(w + adjacent - 1, cap, mine) + KNOCK_COST;
    };
    const e0 = gobbleReaching(state, at, v.side, s.height);
    const gain = loss(e0) - loss(e0 + set.width);
    if (gain <= 0) continue;
    saved += gain * share;
    used += Math.min(set.width, Math.max(0, s.width - 1 - e0)) * share;
  }
  return used > set.width ? (saved * set.width) / used : saved;
}

function scoreMove(ctx: AssignContext, from: CellKey, to: CellKey, units?: UnitCounts): number {
  const { state, v } = ctx;
  const have = unitsAt(v, from);
  let n = have;
  if (units) {
    n = 0;
    for (const c of Object.values(units)) n += c ?? 0;
    n = Math.min(n, have);
  }
  const emptied = n >= have;
  const declared = state.declarations[v.side]?.strategy;
  let value = 0;
  if (declared === 'retreat') {
    value += (nearestEnemy(v, to) - nearestEnemy(v, from)) * n * 0.3;
  } else if (ctx.target !== null) {
    const grid = v.grid;
    value +=
      (walk(state.rules, grid, from, ctx.target) - walk(state.rules, grid, to, ctx.target)) * n * W_APPROACH;
  }
  if (ctx.myLaterAttacks > 0 && canAttack(state, v.side) && !isMine(v, to)) {
    // Faces of enemy hexes gained (and lost, if the hex is emptied): encirclement for later sets.
    let gained = 0;
    for (const k of v.grid.neighbours(to)) if (isEnemy(v, k)) gained++;
    if (emptied) for (const k of v.grid.neighbours(from)) if (isEnemy(v, k)) gained--;
    value += 0.6 * gained * Math.min(2, ctx.myLaterAttacks);
  }
  const there = isMine(v, to) ? unitsAt(v, to) : 0;
  const tTo = threatAt(ctx, to);
  const tFrom = threatAt(ctx, from);
  const after = ctx.enemyAfter;
  const risk =
    danger(v, tTo, there + n, after) -
    danger(v, tTo, there, after) -
    (danger(v, tFrom, have, after) - danger(v, tFrom, have - n, after));
  // Behind on units, time favours the enemy: accept risk to get into the fight.
  const weight = v.myTotal > v.enemyTotal ? W_DANGER : W_DANGER / 2;
  return value - weight * risk;
}

function nearestEnemy(v: View, key: CellKey): number {
  let d = Infinity;
  for (const e of v.enemy) d = Math.min(d, v.grid.distance(key, e));
  return d === Infinity ? 0 : d;
}

// ---------------------------------------------------------------------------------------------
// Splits, gobble dice, casualties, knocks, free moves

/**
 * Splits a set when its parts, spread over the attacks open to the army, are expected to kill
 * clearly more than it would whole (caps per hex, more encirclement bonuses, more knocks).
 */
function chooseSplits(state: BattleState, request: Req<'split'>): SplitOrder[] {
  const side = request.side;
  if (!canAttack(state, side)) return [];
  const v = viewOf(state, side);
  if (v.contact.length === 0) return [];
  const mineSets = (state.sets[side] ?? []).map((s) => ({ id: s.id, width: s.width, height: s.height }));
  const out: SplitOrder[] = [];
  let current = mineSets;
  for (const s of legalSplits(request)) {
    const base = plannedKills(state, v, current);
    let bestGain = 0.5;
    let bestInto: number[] | null = null;
    let bestSets = current;
    for (const into of s.into) {
      const whole = current.find((x) => x.id === s.set)!;
      const parts = into.map((w, i) => ({ id: `${s.set}#${i}`, width: w, height: whole.height }));
      const next = [...current.filter((x) => x.id !== s.set), ...parts];
      const gain = plannedKills(state, v, next) - base;
      if (gain > bestGain) {
        bestGain = gain;
        bestInto = into;
        bestSets = next;
      }
    }
    if (bestInto) {
      out.push({ set: s.set, into: bestInto });
      current = bestSets;
    }
  }
  return out;
}

/** Greedy: each set, widest first, takes the attack that kills most with the caps left. */
function plannedKills(
  state: BattleState,
  v: View,
  sets: readonly { width: number; height: number }[],
): number {
  const sorted = [...sets].sort((a, b) => b.width - a.width || b.height - a.height);
  const cap = new Map<CellKey, number>();
  const left = new Map<CellKey, number>();
  let total = 0;
  for (const s of sorted) {
    let top = 0;
    let topFrom: CellKey | null = null;
    let topTo: CellKey | null = null;
    for (const from of v.contact) {
      const c = cap.get(from) ?? capLeft(state, from, unitsAt(v, from));
      for (const to of v.grid.neighbours(from)) {
        if (!isEnemy(v, to)) continue;
        const l = left.get(to) ?? unitsAt(v, to);
        if (l <= 0) continue;
        const enc = Math.max(0, facesHeld(v, to, v.side) - 1);
        const k = Math.min(s.width + enc, c, l) + 0.6;
        if (k > top) {
          top = k;
          topFrom = from;
          topTo = to;
        }
      }
    }
    if (topFrom === null || topTo === null) continue;
    const kills = top - 0.6;
    cap.set(topFrom, (cap.get(topFrom) ?? capLeft(state, topFrom, unitsAt(v, topFrom))) - kills);
    left.set(topTo, (left.get(topTo) ?? unitsAt(v, topTo)) - kills);
    total += top;
  }
  return total;
}

/**
 * Gobble dice: each die spent now saves what it cuts from this attack (nothing while the attack
 * is capped anyway), spoiling saves the knock too; a die kept is worth something against the
 * enemy sets still to come at this hex.
 */
function chooseGobble(state: BattleState, request: Req<'gobble'>): number {
  const v = viewOf(state, request.side);
  const attacker = request.attack.set;
  const width = request.toSpoil + 1;
  const enc = Math.max(0, facesHeld(v, request.at, attacker.side) - 1);
  const from = request.attack.from;
  const cap = capLeft(state, from, unitsAt(v, from));
  const left = unitsLeft(state, v, request.at);
  const loss = (k: number): number => {
    const w = width - k;
    return w < 2 ? 0 : Math.min(w + enc, cap, left) + KNOCK_COST;
  };
  const top = request.eligible[request.eligible.length - 1] ?? 0;
  let later = false;
  for (const s of setsToCome(state, afterGroup(state))) {
    if (s.side !== v.side && s.height <= top) later = true;
  }
  const keep = later && touchesEnemy(v, request.at) ? 0.5 : 0;
  let bestK = 0;
  let bestScore = -Infinity;
  for (const k of legalGobbleCounts(request)) {
    const score = -loss(k) - keep * k;
    if (score > bestScore + 1e-9) {
      bestScore = score;
      bestK = k;
    }
  }
  return bestK;
}

/** The cheapest troops: CASUALTY_ORDER lists unit types cheapest first. */
function chooseCasualties(request: Req<'casualties'>): UnitCounts {
  const cost = (t: string): number => {
    const i = (CASUALTY_ORDER as readonly string[]).indexOf(t);
    return i < 0 ? 100 : 1 + i;
  };
  let top: UnitCounts | null = null;
  let topCost = Infinity;
  for (const losses of legalCasualties(request)) {
    let c = 0;
    for (const [t, n] of Object.entries(losses)) c += (n ?? 0) * cost(t);
    if (c < topCost) {
      topCost = c;
      top = losses;
    }
  }
  return top ?? {};
}

/**
 * The set that loses least: each candidate's best attack or defence now, with and without the die
 * (a pair loses everything). Worked out on the side's contact hexes only: a knock needs no full
 * list of orders, and the answer is always one of `legalKnocks`.
 */
function chooseKnock(state: BattleState, request: Req<'knock'>, tie: () => number): string | null {
  const ids = legalKnocks(request);
  if (ids.length === 0) return null;
  const v = viewOf(state, request.side);
  const tactics: Tactic[] = [];
  const declared = state.declarations[request.side]?.strategy;
  for (const from of v.contact) {
    if (declared === 'hold' || declared === 'deploy') tactics.push({ type: 'defend', at: from });
    if (canAttack(state, request.side)) {
      for (const to of v.grid.neighbours(from))
        if (isEnemy(v, to)) tactics.push({ type: 'attack', from, to });
    }
  }
  // One context for all candidates: only the set's width and height change the scores.
  const base = assignContext(state, request.side, request.candidates[0]!);
  const worth = (set: QueuedSet): number => {
    if (set.width < 2) return 0;
    const ctx = { ...base, set };
    let top = 0;
    for (const t of tactics) top = Math.max(top, scoreTactic(ctx, t));
    return top + 0.1 * set.width + 0.01 * set.height;
  };
  const loss = (id: string): number => {
    const set = request.candidates.find((s) => s.id === id)!;
    return worth(set) - worth({ ...set, width: set.width - 1 });
  };
  return best(ids, (id) => -loss(id), tie);
}

/** Each hex steps toward the target (or away from the enemy when retreating), all together. */
function chooseFreeMoves(state: BattleState, side: string): FreeMove[] {
  const v = viewOf(state, side);
  const p = plan(state, side);
  // The round is over: aim at the enemy as it stands now, not as it stood when the round began.
  const target = chooseTarget(state, v);
  if (target === null) return [];
  const standOff = p.strategy === 'hold' && v.contact.length === 0 && v.myTotal > v.enemyTotal;
  if (standOff) return [];
  const byFrom = new Map<CellKey, { to: CellKey; gain: number; units: UnitCounts }>();
  for (const o of legalFreeMoves(state, side)) {
    const gain =
      p.strategy === 'retreat'
        ? nearestEnemy(v, o.to) - nearestEnemy(v, o.from)
        : walk(state.rules, v.grid, o.from, target) - walk(state.rules, v.grid, o.to, target);
    const prev = byFrom.get(o.from);
    if (gain > 0 && (!prev || gain > prev.gain)) byFrom.set(o.from, { to: o.to, gain, units: o.units });
  }
  return [...byFrom].map(([from, m]) => ({ from, to: m.to, units: m.units }));
}

/** Every order the set could be given now, best first, with the computer general's score. */
export function rankTactics(state: BattleState, request: Req<'assign'>): { tactic: Tactic; score: number }[] {
  const ctx = assignContext(state, request.side, request.set);
  return withPartialMoves(ctx, legalTactics(state, request))
    .map((tactic) => ({ tactic, score: scoreTactic(ctx, tactic) }))
    .sort((a, b) => b.score - a.score);
}
