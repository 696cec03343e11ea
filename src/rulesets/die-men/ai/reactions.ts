/**
 * The computer general's answers to the enemy's attacks: how many gobble dice to spend, which
 * troops to lose, and which set loses a die to a knock.
 */
import type { BattleState } from '../state';
import { legalCasualties, legalGobbleCounts, legalKnocks } from '../legal';
import type { CellKey } from '../../../grid/types';
import type { QueuedSet, Request, UnitCounts } from '../types';
import { CASUALTY_ORDER } from '../units';
import { best } from './best';
import { attackValue, scoreDefend } from './scoreTactic';
import {
  afterGroup,
  canAttack,
  capLeft,
  currentIndex,
  facesHeld,
  KNOCK_COST,
  setsToCome,
  unitsLeft,
} from './threat';
import { isEnemy, touchesEnemy, unitsAt, viewOf } from './view';

type Req<K extends Request['kind']> = Extract<Request, { kind: K }>;

/**
 * Gobble dice: each die spent now saves what it cuts from this attack (nothing while the attack
 * is capped anyway), spoiling saves the knock too; a die kept is worth something against the
 * enemy sets still to come at this hex.
 */
export function chooseGobble(state: BattleState, request: Req<'gobble'>): number {
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
export function chooseCasualties(request: Req<'casualties'>): UnitCounts {
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
 * list of orders, and the answer is always one of `legalKnocks`. The scores are scoreTactic's,
 * read without a full assign context: an attack's needs none, and a defence's only the enemy sets
 * to come, made when a defence is scored at all (issue 23).
 */
export function chooseKnock(state: BattleState, request: Req<'knock'>, tie: () => number): string | null {
  const ids = legalKnocks(request);
  if (ids.length === 0) return null;
  const side = request.side;
  const v = viewOf(state, side);
  const declared = state.declarations[side]?.strategy;
  const defends = declared === 'hold' || declared === 'deploy';
  const attacks: CellKey[] = [];
  if (canAttack(state, side)) {
    for (const from of v.contact) {
      for (const to of v.grid.neighbours(from)) if (isEnemy(v, to)) attacks.push(from, to);
    }
  }
  // The enemy sets a defence counts, as assignContext lists them for the first candidate.
  let toCome: readonly QueuedSet[] | null = null;
  const enemyToCome = (): readonly QueuedSet[] => {
    if (toCome) return toCome;
    const g = state.group;
    const first = request.candidates[0]!.id;
    toCome = setsToCome(state, g ? g.start : currentIndex(state)).filter(
      (s) => s.side !== side && s.id !== first,
    );
    return toCome;
  };
  // A set's worth depends on its width and height alone, and the candidates share them (a set
  // one die narrower is often another candidate as it stands): each is scored once.
  const known = new Map<number, number>();
  const worth = (set: QueuedSet): number => {
    if (set.width < 2) return 0;
    const key = set.width * 64 + set.height;
    let value = known.get(key);
    if (value === undefined) {
      let top = 0;
      if (defends) {
        const ctx = { state, v, set, enemyToCome: enemyToCome() };
        for (const at of v.contact) top = Math.max(top, scoreDefend(ctx, at));
      }
      for (let i = 0; i < attacks.length; i += 2) {
        top = Math.max(top, attackValue(state, v, attacks[i]!, attacks[i + 1]!, set.width, set.height));
      }
      value = top + 0.1 * set.width + 0.01 * set.height;
      known.set(key, value);
    }
    return value;
  };
  const loss = (id: string): number => {
    const set = request.candidates.find((s) => s.id === id)!;
    return worth(set) - worth({ ...set, width: set.width - 1 });
  };
  return best(ids, (id) => -loss(id), tie);
}
