/**
 * A general that picks uniformly among lawful answers (legal.ts): the baseline the computer
 * general must beat (the engine's randomGeneral.ts picks among the units to activate). An action
 * is picked in two draws, its type (end, free move, move, attack) and then one of that type, so
 * the many squares a move may end on don't crowd out everything else: a uniform pick over every
 * action would play otherwise. Deployment and losses are drawn part by part too. Each decision is
 * a pure function of (request, state, seed).
 */
import { unitFraction, type RandomSpec } from '../../../engine/randomGeneral';
import { unitById } from '../board';
import { edgeOf, OPPOSITE, reserveOf } from '../deployment';
import { placements } from '../placements';
import { actOptions, unactivated } from '../legal';
import type { BattleState, Unit } from '../state';
import type { Decision, DiceWarsKinds, DieRef, Request } from '../types';

function pickFrom<T>(xs: readonly T[], key: string): T {
  return xs[Math.floor(unitFraction(key) * xs.length)]!;
}

/** Losses drawn one die at a time among the dice left. */
function randomLoss(u: Unit, count: number, key: string): DieRef[] {
  const have = new Map<DieRef, number>([
    ['core', u.core],
    ['passive', u.passive?.dice ?? 0],
  ]);
  u.equipment.forEach((p, i) => have.set(i, p.dice));
  const out: DieRef[] = [];
  for (let k = 0; k < count; k++) {
    const refs = [...have.entries()].filter(([, n]) => n > 0).map(([r]) => r);
    const r = pickFrom(refs, `${key}|${k}`);
    have.set(r, have.get(r)! - 1);
    out.push(r);
  }
  return out;
}

function randomMembers(u: Unit, count: number, key: string): string[] {
  const left = [...u.models];
  const out: string[] = [];
  for (let k = 0; k < count; k++)
    out.push(left.splice(Math.floor(unitFraction(`${key}|${k}`) * left.length), 1)[0]!);
  return out;
}

/** Keyed by the position and the RNG: a seed gives one battle, another seed another. */
const keyOf = (seed: string, request: Request, state: BattleState): string =>
  `${seed}|${request.kind}|${request.round}|${state.activated.length}|${JSON.stringify(state.activation)}|${state.rng.s0}|${state.rng.s1}`;

type Req<K extends Request['kind']> = Extract<Request, { kind: K }>;

function randomDeploy(
  state: BattleState,
  request: Req<'deploy'>,
  seed: string,
): Decision & { kind: 'deploy' } {
  const k = `${keyOf(seed, request, state)}|${state.reserve.length}`;
  const own = edgeOf(state.rules, request.side);
  if (request.choose === 'edge')
    return { kind: 'deploy', side: request.side, edge: pickFrom([own, OPPOSITE[own]], k) };
  const u = pickFrom(reserveOf(state, request.side), k);
  return { kind: 'deploy', side: request.side, unit: u.id, at: pickFrom(placements(state, u), `${k}|at`) };
}

function randomDamage(
  state: BattleState,
  request: Req<'damage'>,
  seed: string,
): Decision & { kind: 'damage' } {
  const key = keyOf(seed, request, state);
  const u = unitById(state, request.unit)!;
  return request.squad
    ? { kind: 'damage', side: request.side, members: randomMembers(u, request.count, key) }
    : { kind: 'damage', side: request.side, remove: randomLoss(u, request.count, key) };
}

export const randomAnswers: RandomSpec<DiceWarsKinds, BattleState> = {
  answers: {
    roll: { legal: (_s, request) => [{ kind: 'roll', side: request.side }] },
    save: { legal: (_s, request) => [{ kind: 'save', side: request.side }] },
    deploy: { pick: randomDeploy },
    activate: {
      legal: (state, request) =>
        [...unactivated(state, request.side).map((u) => u.id), null].map((unit) => ({
          kind: 'activate',
          side: request.side,
          unit,
        })),
    },
    act: {
      pick(state, request, seed) {
        const key = keyOf(seed, request, state);
        const group = pickFrom(actOptions(state), `${key}|type`);
        return { kind: 'act', side: request.side, action: pickFrom(group.actions, key) };
      },
    },
    damage: { pick: randomDamage },
  },
  fraction: (seed, request, state) => unitFraction(keyOf(seed, request, state)),
};
