/**
 * The Tactical actions ("Tactical Action"): Break Away and Regroup, each with the text's
 * conditions (Charge is charge.ts). Checks return a Problem or null; the resolvers assume the
 * check passed.
 */
import { problem, type Problem } from '../../core/problem';
import type { CellKey } from '../../grid/types';
import { cardOf, enemiesAround, grid, holders, kindOf, maxHealth, refOf, unitAt } from './board';
import { place, roll, setHealth, view, type Draft } from './draft';
import type { Event, Roll, TargetResult } from './events';
import { moveCost } from './movement';
import type { CombatDice, Unit } from './types';

const at = (field: string) => ({ path: ['action', field] });

/**
 * Break Away (ruling DF5): a unit next to an enemy leaves it, moving up to its speed. It rolls an
 * attack against each enemy that holds it (board.ts `holds`: ranged units hold no one, and only
 * mounted units hold mounted ones) and goes only if it beats them all; with no holder beside it
 * (a mounted unit among foot or archers, anyone next to archers alone) it goes without a roll.
 * Ranged units may not break away.
 */
export function checkBreakAway(d: Draft, u: Unit, to: CellKey): Problem | null {
  if (kindOf(u) === 'ranged') {
    return problem('breakAway.ranged', 'ranged units may not break away ("Break Away")', at('type'));
  }
  if (enemiesAround(view(d), u.at, u.side).length === 0) {
    return problem('breakAway.not-engaged', `no enemy stands next to the unit at ${u.at}`, at('type'));
  }
  if (to === u.at || moveCost(view(d), u, to) === Infinity) {
    return problem('breakAway.bad-square', `the unit at ${u.at} can't move to ${to}`, {
      ...at('to'),
      facts: { to },
    });
  }
  return null;
}

export function resolveBreakAway(
  d: Draft,
  ev: Event[],
  u: Unit,
  to: CellKey,
  dice: CombatDice,
): Problem | null {
  const held = holders(view(d), u);
  if (held.length === 0) {
    if (dice.attack || dice.defence) {
      return problem(
        'dice.no-break-away-roll',
        `nothing holds the unit at ${u.at}: it breaks away without a roll`,
        {
          path: ['dice'],
        },
      );
    }
    place(d, u, to);
    ev.push({
      type: 'brokeAway',
      round: d.round,
      unit: refOf(u),
      attack: null,
      holders: [],
      success: true,
      to,
    });
    return null;
  }
  const card = cardOf(view(d), u);
  const faces = roll(d, 2, 6, `break away of ${u.at}`, dice.attack);
  if (!faces.ok) return { ...faces.error, path: ['dice', 'attack'] };
  const bonus = card.attack + card.breakAway;
  const attack: Roll = { faces: faces.value, bonus, total: faces.value[0]! + faces.value[1]! + bonus };
  const results: TargetResult[] = [];
  for (let i = 0; i < held.length; i++) {
    const h = held[i]!;
    const f = roll(d, 2, 6, `holding by ${h.at}`, dice.defence?.[i]);
    if (!f.ok) return { ...f.error, path: ['dice', 'defence', i] };
    const def = cardOf(view(d), h).defence;
    const defence: Roll = { faces: f.value, bonus: def, total: f.value[0]! + f.value[1]! + def };
    results.push({ unit: refOf(h), defence, hit: attack.total > defence.total });
  }
  const success = results.every((r) => r.hit);
  if (success) place(d, u, to);
  ev.push({
    type: 'brokeAway',
    round: d.round,
    unit: refOf(u),
    attack,
    holders: results,
    success,
    to: success ? to : null,
  });
  return null;
}

/**
 * Regroup: two units of one type, side by side, neither next to an enemy, act as one activation
 * and each gets one point of health back, never above its die.
 */
export function checkRegroup(d: Draft, u: Unit, partner: CellKey): Problem | null {
  const s = view(d);
  const p = unitAt(s, partner);
  const bad = (code: string, message: string) =>
    problem(code, message, { ...at('with'), facts: { with: partner } });
  if (!p || p.side !== u.side || p.id === u.id)
    return bad('regroup.no-partner', `no other unit of yours stands at ${partner}`);
  if (p.type !== u.type)
    return bad('regroup.other-type', `the units at ${u.at} and ${partner} are not of one type`);
  if (!grid(s).adjacent(u.at, partner))
    return bad('regroup.apart', `the units at ${u.at} and ${partner} are not side by side`);
  if (d.activated.includes(p.id))
    return bad('regroup.partner-done', `the unit at ${partner} has already acted this phase`);
  for (const x of [u, p]) {
    if (enemiesAround(s, x.at, x.side).length > 0)
      return bad('regroup.engaged', `the unit at ${x.at} is next to an enemy`);
  }
  return null;
}

export function resolveRegroup(d: Draft, ev: Event[], u: Unit, partner: CellKey): void {
  const p = unitAt(view(d), partner)!;
  const healed = [u, p].map((x) => setHealth(d, x, Math.min(maxHealth(x), x.health + 1)));
  d.activated.push(p.id);
  ev.push({
    type: 'regrouped',
    round: d.round,
    units: healed.map((x) => ({ unit: refOf(x), health: x.health })),
  });
}
