/**
 * The computer general's answers to the enemy's attacks: how many gobble dice to spend, which
 * troops to lose. (Which set loses a die to a knock is the rules' default: computerGeneral.ts.)
 */
import type { BattleState } from '../state';
import { legalCasualties, legalGobbleCounts } from '../legal';
import type { Request, UnitCounts } from '../types';
import { CASUALTY_ORDER } from '../units';
import { afterGroup, capLeft, facesHeld, KNOCK_COST, setsToCome, unitsLeft } from './threat';
import { touchesEnemy, unitsAt, viewOf } from './view';

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
