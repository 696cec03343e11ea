/**
 * A general that picks uniformly among the lawful answers the rules core lists (`legal*`), for
 * tests and benchmarks: the baseline the computer general must beat. Each decision is a pure
 * function of (request, state, seed), so one seed gives one battle.
 */
import type { SyncDecisionSource } from '../../../engine/decisionSource';
import { needsGoal } from '../declare';
import {
  legalCasualties,
  legalFreeMoves,
  legalGates,
  legalGoals,
  legalGobbleCounts,
  legalInterference,
  legalKnocks,
  legalSplits,
  legalStrategies,
  legalTactics,
} from '../legal';
import type { BattleState } from '../state';
import type { Decision, FreeMove, Request, SplitOrder } from '../types';
import { fingerprint, generator, hashString } from './hash';

// eslint-disable-next-line max-lines-per-function -- one short answer per request kind
export function randomGeneral(seed: string): SyncDecisionSource<BattleState, Request, Decision> {
  const seedHash = hashString(`random:${seed}`);
  return {
    decide(request, state) {
      const next = generator(fingerprint(seedHash, request, state));
      const pick = <T>(xs: readonly T[]): T => xs[Math.floor(next() * xs.length)]!;
      const side = request.side;
      switch (request.kind) {
        case 'declare': {
          const strategy = pick(legalStrategies());
          return {
            kind: 'declare',
            side,
            declaration: needsGoal(strategy) ? { strategy, goal: pick(legalGoals(state)) } : { strategy },
          };
        }
        case 'roll':
          return { kind: 'roll', side };
        case 'split': {
          const splits: SplitOrder[] = [];
          for (const s of legalSplits(request)) {
            // Keeping the set whole is one choice among its ways to split.
            const i = Math.floor(next() * (s.into.length + 1));
            if (i < s.into.length) splits.push({ set: s.set, into: s.into[i]! });
          }
          return { kind: 'split', side, splits };
        }
        case 'assign':
          return { kind: 'assign', side, set: request.set.id, tactic: pick(legalTactics(state, request)) };
        case 'gobble':
          return { kind: 'gobble', side, dice: pick(legalGobbleCounts(request)) };
        case 'casualties':
          return { kind: 'casualties', side, at: request.at, losses: pick(legalCasualties(request)) };
        case 'knock':
          return { kind: 'knock', side, set: pick(legalKnocks(request)) };
        case 'free': {
          // Each hex's units either stay or all take one of its free moves, uniformly.
          const byFrom = new Map<string, FreeMove[]>();
          for (const o of legalFreeMoves(state, side)) {
            const list = byFrom.get(o.from) ?? [];
            list.push({ from: o.from, to: o.to, units: o.units });
            byFrom.set(o.from, list);
          }
          const moves: FreeMove[] = [];
          for (const options of byFrom.values()) {
            const i = Math.floor(next() * (options.length + 1));
            if (i < options.length) moves.push(options[i]!);
          }
          return { kind: 'free', side, moves };
        }
        case 'gates':
          return { kind: 'gates', side, open: pick(legalGates(request)) };
        case 'interfere': {
          // Each hex tries or not, with one of its ways to try, uniformly.
          const all = legalInterference(request);
          const attempts = request.hexes.flatMap((at) => {
            const mine = all.filter((a) => a.at === at);
            const i = Math.floor(next() * (mine.length + 1));
            return i < mine.length ? [mine[i]!] : [];
          });
          return { kind: 'interfere', side, attempts };
        }
      }
    },
  };
}
