/**
 * Where the computer general sends damage past blocking terrain (ruling DF7). It must say before
 * the damage is rolled, so it weighs each unit that could take the rest over every face of its
 * die, by the points value.ts counts (the share of the unit's cost the damage takes, its whole
 * cost again when destroyed). The rules' default decides after the roll, so the general names a
 * unit only when that is worth more on average than leaving it to the default.
 */
import { shares } from '../attack';
import { cardOf, maxHealth, pointsOf } from '../board';
import { bestReceiver, blockedShot, passCandidates } from '../passOn';
import type { BattleState } from '../state';
import type { Action, Unit } from '../types';

/** What `rest` points given to `c` are worth to the attacker. */
const worthOf = (c: Unit, rest: number): number =>
  rest <= 0
    ? 0
    : (Math.min(rest, c.health) / maxHealth(c)) * pointsOf(c) + (rest >= c.health ? pointsOf(c) : 0);

/** The rest past target `i` of `n` on each face of `u`'s damage die. */
function rests(s: BattleState, u: Unit, i: number, n: number): number[] {
  const bonus = cardOf(s, u).damage;
  const out: number[] = [];
  for (let f = 1; f <= maxHealth(u); f++) out.push(shares(f + bonus, n)[i]! - 1);
  return out;
}

/** The unit to name for blocked target `t` (the `i`th of `n`), or null to leave it to the default. */
function pick(s: BattleState, u: Unit, t: string, i: number, n: number): string | null {
  const can = passCandidates(s, u, t);
  if (can.length < 2) return null;
  const faces = rests(s, u, i, n);
  const mean = (f: (rest: number) => number) => faces.reduce((sum, r) => sum + f(r), 0) / faces.length;
  let best: string | null = null;
  let most = mean((r) => {
    const c = bestReceiver(can, r);
    return c ? worthOf(c, r) : 0;
  });
  for (const c of can) {
    const w = mean((r) => worthOf(c, r));
    if (w > most + 1e-9) {
      best = c.at;
      most = w;
    }
  }
  return best;
}

/** `a` with the general's passTo for each blocked target where naming a unit beats the default. */
export function withPassTo(s: BattleState, u: Unit, a: Extract<Action, { type: 'attack' }>): Action {
  const chosen: Record<string, string> = {};
  a.targets.forEach((t, i) => {
    if (!blockedShot(s, u, t)) return;
    const at = pick(s, u, t, i, a.targets.length);
    if (at !== null) chosen[t] = at;
  });
  return Object.keys(chosen).length > 0 ? { ...a, passTo: chosen } : a;
}
