/**
 * The Attack action ("Attack Action", "Attack Roll", "Defense Roll", "Damage Roll", "Terrain"):
 * one attack roll (2d6 + bonuses) against each target's defence roll (2d6 + bonuses), a hit only
 * when the attack is strictly higher; ranged attackers, and attacks on ranged units, hit without
 * rolls. One damage roll (the attacker's die + bonuses) is divided among the units hit (ruling
 * DF6). A ranged attack on a unit it can't see past blocking terrain does at most 1 to it; the
 * rest goes to an enemy beside it that the attacker can see, of the attacker's choosing (passOn.ts,
 * ruling DF7).
 */
import { plural } from '../../core/plural';
import { problem, type Problem } from '../../core/problem';
import type { CellKey } from '../../grid/types';
import { cardOf, grid, kindOf, maxHealth, refOf, unitAt, unitById } from './board';
import { remove, roll, setHealth, unitWith, view, type Draft } from './draft';
import type { Event, Hurt, Roll, TargetResult } from './events';
import { bestReceiver, checkPassTo, passCandidates } from './passOn';
import { sees } from './sight';
import type { CombatDice, Unit } from './types';

/** Where the rest past each blocked target goes: target cell → receiver cell. */
export type PassTo = Readonly<Record<CellKey, CellKey>>;

export { sees };

export const canSee = (d: Draft, from: CellKey, to: CellKey): boolean => sees(view(d), from, to);

/** Why `u` can't attack `targets` from where it stands, or null when it can. */
export function checkAttack(d: Draft, u: Unit, targets: readonly CellKey[], passTo?: PassTo): Problem | null {
  const s = view(d);
  const card = cardOf(s, u);
  const bad = (code: string, message: string, facts: Record<string, unknown> = {}) =>
    problem(code, message, { path: ['action', 'targets'], facts: { unit: u.at, ...facts } });
  if (u.uses !== null && u.uses <= 0)
    return bad('attack.no-uses', `the ${u.type} at ${u.at} have no shots left`);
  if (!Array.isArray(targets) || targets.length === 0)
    return bad('attack.no-target', 'name a unit to attack');
  if (targets.length > card.targets) {
    return bad(
      'attack.too-many',
      `the ${u.type} at ${u.at} may attack ${plural(card.targets, 'unit')} at once`,
      {
        targets: targets.length,
        max: card.targets,
      },
    );
  }
  if (new Set(targets).size !== targets.length) return bad('attack.twice', 'a unit is named twice');
  const ranged = kindOf(u) === 'ranged';
  for (const t of targets) {
    const target = unitAt(s, t);
    if (!target || target.side === u.side)
      return bad('attack.not-an-enemy', `no enemy unit stands at ${t}`, { target: t });
    const dist = grid(s).distance(u.at, t);
    if (dist > card.range) {
      return bad('attack.out-of-range', `${t} is ${dist} squares away; the ${u.type} reach ${card.range}`, {
        target: t,
        distance: dist,
        range: card.range,
      });
    }
    // Hand to hand across a corner both of whose squares block: no (G3, "Terrain").
    if (!ranged && !canSee(d, u.at, t)) {
      return bad('attack.blocked', `blocking terrain stands between ${u.at} and ${t}`, { target: t });
    }
  }
  return passTo === undefined ? null : checkPassTo(s, u, targets, passTo);
}

const total = (faces: readonly number[], bonus: number): Roll => ({
  faces,
  bonus,
  total: faces.reduce((a, b) => a + b, 0) + bonus,
});

/** The targets' defence rolls and hits; `attack` null for a ranged attacker. */
function defend(
  d: Draft,
  attack: Roll | null,
  targets: readonly Unit[],
  dice: CombatDice,
): TargetResult[] | Problem {
  const out: TargetResult[] = [];
  for (let i = 0; i < targets.length; i++) {
    const t = targets[i]!;
    const typed = dice.defence?.[i];
    if (attack === null || kindOf(t) === 'ranged') {
      if (typed) {
        return problem(
          'dice.no-defence-roll',
          `the unit at ${t.at} makes no defence roll (ranged units don't)`,
          {
            path: ['dice', 'defence', i],
          },
        );
      }
      out.push({ unit: refOf(t), defence: null, hit: true });
      continue;
    }
    const faces = roll(d, 2, 6, `defence of ${t.at}`, typed);
    if (!faces.ok) return { ...faces.error, path: ['dice', 'defence', i] };
    const defence = total(faces.value, cardOf(view(d), t).defence);
    out.push({ unit: refOf(t), defence, hit: attack.total > defence.total });
  }
  return out;
}

/** Shares of `amount` among `n` units: as even as it goes, the odd points to the first named. */
export function shares(amount: number, n: number): number[] {
  const base = Math.floor(amount / n);
  const odd = amount % n;
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(base + (i < odd ? 1 : 0));
  return out;
}

/**
 * The unit beside blocked `target` that takes `rest`: the one `passTo` names while it stands,
 * else the default (passOn.ts bestReceiver). A choice that can't be used is reported (`unused`).
 */
function receiver(
  d: Draft,
  u: Unit,
  target: CellKey,
  rest: number,
  passTo: PassTo | undefined,
  unused: Event[],
): Unit | undefined {
  const named = passTo?.[target];
  const candidates = rest > 0 ? passCandidates(view(d), u, target) : [];
  if (named !== undefined) {
    const chosen = candidates.find((c) => c.at === named);
    if (chosen) return chosen;
    const why = rest > 0 ? 'gone' : 'nothing-passed';
    unused.push({ type: 'unusedChoice', round: d.round, unit: refOf(u), choice: 'passTo', cell: named, why });
  }
  return bestReceiver(candidates, rest);
}

/** Deals `amount` to `target` (excess ignored), removing it at 0; `later` gets the destroyed event. */
function hurt(
  d: Draft,
  later: Event[],
  by: string,
  target: Unit,
  amount: number,
  extra: Partial<Hurt>,
): Hurt {
  const dealt = Math.min(amount, target.health);
  const left = target.health - dealt;
  if (left <= 0) remove(d, later, target, by);
  else setHealth(d, target, left);
  return { unit: refOf(target), damage: dealt, health: left, ...extra };
}

/**
 * The attack roll, or null when no target can resist it: a ranged attacker hits automatically,
 * and so does any attack on ranged units ("Defense Roll"), so no roll is made (or may be given).
 */
function attackRoll(d: Draft, u: Unit, targets: readonly Unit[], dice: CombatDice): Roll | null | Problem {
  if (kindOf(u) === 'ranged' || targets.every((t) => kindOf(t) === 'ranged')) {
    return dice.attack
      ? problem('dice.no-attack-roll', 'this attack hits automatically: no attack roll is made', {
          path: ['dice', 'attack'],
        })
      : null;
  }
  const faces = roll(d, 2, 6, `attack of ${u.at}`, dice.attack);
  if (!faces.ok) return { ...faces.error, path: ['dice', 'attack'] };
  return total(faces.value, cardOf(view(d), u).attack);
}

/** Splits the damage among the units hit and deals it. */
function dealDamage(
  d: Draft,
  u: Unit,
  hits: readonly Unit[],
  amount: number,
  passTo: PassTo | undefined,
  later: Event[],
): Hurt[] {
  const ranged = kindOf(u) === 'ranged';
  const parts = shares(amount, hits.length);
  const dealt: Hurt[] = [];
  hits.forEach((t, i) => {
    const share = parts[i]!;
    const blocked = ranged && !canSee(d, u.at, t.at);
    const direct = blocked ? Math.min(1, share) : share;
    const current = unitById(view(d), t.id);
    if (current && direct > 0)
      dealt.push(hurt(d, later, u.side, current, direct, blocked ? { blocked } : {}));
    const rest = share - direct;
    const beside = blocked ? receiver(d, u, t.at, rest, passTo, later) : undefined;
    if (beside && rest > 0) dealt.push(hurt(d, later, u.side, beside, rest, { passedFrom: t.at }));
  });
  return dealt;
}

/** Resolves an attack already checked by checkAttack. Returns a Problem only for bad typed dice. */
export function resolveAttack(
  d: Draft,
  ev: Event[],
  u: Unit,
  targetCells: readonly CellKey[],
  dice: CombatDice,
  passTo?: PassTo,
): Problem | null {
  const targets = targetCells.map((c) => unitAt(view(d), c)!);
  const attack = attackRoll(d, u, targets, dice);
  if (attack !== null && 'code' in attack) return attack;
  const results = defend(d, attack, targets, dice);
  if (!Array.isArray(results)) return results;
  const shooter = u.uses === null ? u : setHealth(d, unitWith(u, u.at, u.health, u.uses - 1), u.health);
  ev.push({
    type: 'attacked',
    round: d.round,
    unit: refOf(shooter),
    attack,
    targets: results,
    ...(shooter.uses !== null ? { usesLeft: shooter.uses } : {}),
  });
  const hits = targets.filter((_, i) => results[i]!.hit);
  if (hits.length === 0) {
    if (dice.damage) ev.push({ type: 'unusedDice', round: d.round, unit: refOf(u), dice: 'damage' });
    return null;
  }
  const faces = roll(d, 1, maxHealth(u), `damage of ${u.at}`, dice.damage);
  if (!faces.ok) return { ...faces.error, path: ['dice', 'damage'] };
  const damage = total(faces.value, cardOf(view(d), u).damage);
  const later: Event[] = [];
  const dealt = dealDamage(d, u, hits, damage.total, passTo, later);
  ev.push({ type: 'damage', round: d.round, unit: refOf(u), roll: damage, hurt: dealt }, ...later);
  return null;
}
