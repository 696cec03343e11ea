/**
 * A general that picks uniformly among lawful answers (legal.ts): the baseline the computer
 * general must beat. An action is picked in two draws, its type (end, free move, move, attack)
 * and then one of that type, so the many squares a move may end on don't crowd out everything
 * else. Each decision is a pure function of (request, state, seed).
 */
import { stableHash } from '../../../core/stableHash';
import type { SyncDecisionSource } from '../../../engine/decisionSource';
import { unitById } from '../board';
import { edgeOf, OPPOSITE, reserveOf } from '../deployment';
import { placements } from '../placements';
import { actOptions, unactivated } from '../legal';
import type { BattleState, Unit } from '../state';
import type { Decision, DieRef, Request } from '../types';

/** A number in [0, 1) from a string, for picks that a seed repeats. */
export function unitFraction(text: string): number {
  return parseInt(stableHash(text).slice(0, 8), 16) / 0x100000000;
}

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

export function randomGeneral(seed: string): SyncDecisionSource<BattleState, Request, Decision> {
  return {
    decide(request, state) {
      // Keyed by the position and the RNG: a seed gives one battle, another seed another.
      const key = `${seed}|${request.kind}|${request.round}|${state.activated.length}|${JSON.stringify(state.activation)}|${state.rng.s0}|${state.rng.s1}`;
      switch (request.kind) {
        case 'roll':
        case 'save':
          return { kind: request.kind, side: request.side };
        case 'deploy': {
          const k = `${key}|${state.reserve.length}`;
          const own = edgeOf(state.rules, request.side);
          if (request.choose === 'edge')
            return { kind: 'deploy', side: request.side, edge: pickFrom([own, OPPOSITE[own]], k) };
          const u = pickFrom(reserveOf(state, request.side), k);
          return {
            kind: 'deploy',
            side: request.side,
            unit: u.id,
            at: pickFrom(placements(state, u), `${k}|at`),
          };
        }
        case 'activate': {
          const options = [...unactivated(state, request.side).map((u) => u.id), null];
          return { kind: 'activate', side: request.side, unit: pickFrom(options, key) };
        }
        case 'act': {
          const group = pickFrom(actOptions(state), `${key}|type`);
          return { kind: 'act', side: request.side, action: pickFrom(group.actions, key) };
        }
        case 'damage': {
          const u = unitById(state, request.unit)!;
          return request.squad
            ? { kind: 'damage', side: request.side, members: randomMembers(u, request.count, key) }
            : { kind: 'damage', side: request.side, remove: randomLoss(u, request.count, key) };
        }
      }
    },
  };
}
