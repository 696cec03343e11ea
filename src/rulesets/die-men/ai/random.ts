/**
 * The random general's answers (the engine's randomGeneral.ts), for tests and benchmarks: the
 * baseline the computer general must beat. Where the rules core lists whole answers (`legal*`),
 * one is picked uniformly; an answer made of parts is drawn part by part, as before the engine's
 * general existed: a declaration's strategy and then its goal, each set kept whole or split, each
 * hex's free move and Command Interference. Each decision is a pure function of (request, state,
 * seed), so one seed gives one battle.
 */
import { randomGeneral as fromAnswers, type RandomSpec } from '../../../engine/randomGeneral';
import { needsGoal } from '../declare';
import { standing } from '../deployment';
import { mixedShare } from '../deployPlan';
import { totalUnits } from '../units';
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
import type { DieMenKinds, FreeMove, Request, SplitOrder } from '../types';
import { fingerprint, generator, hashString } from './hash';

type Req<K extends Request['kind']> = Extract<Request, { kind: K }>;

/** The draws of one decision: a generator started from the question and the seed. */
const draws = (seed: string, request: Request, state: BattleState): (() => number) =>
  generator(fingerprint(hashString(`random:${seed}`), request, state));

const pickWith =
  (next: () => number) =>
  <T>(xs: readonly T[]): T =>
    xs[Math.floor(next() * xs.length)]!;

/** Each hex's units either stay or all take one of its free moves, uniformly. */
function randomFree(state: BattleState, request: Req<'free'>, seed: string) {
  const next = draws(seed, request, state);
  const byFrom = new Map<string, FreeMove[]>();
  for (const o of legalFreeMoves(state, request.side)) {
    const list = byFrom.get(o.from) ?? [];
    list.push({ from: o.from, to: o.to, units: o.units });
    byFrom.set(o.from, list);
  }
  const moves: FreeMove[] = [];
  for (const options of byFrom.values()) {
    const i = Math.floor(next() * (options.length + 1));
    if (i < options.length) moves.push(options[i]!);
  }
  return { kind: 'free', side: request.side, moves } as const;
}

/** Each hex tries or not, with one of its ways to try, uniformly. */
function randomInterference(state: BattleState, request: Req<'interfere'>, seed: string) {
  const next = draws(seed, request, state);
  const all = legalInterference(request);
  const attempts = request.hexes.flatMap((at) => {
    const mine = all.filter((a) => a.at === at);
    const i = Math.floor(next() * (mine.length + 1));
    return i < mine.length ? [mine[i]!] : [];
  });
  return { kind: 'interfere', side: request.side, attempts } as const;
}

/** A hex of the zone, uniformly, and a number of the units left that may stand there (all in the last hex). */
function randomDeploy(state: BattleState, request: Req<'deploy'>, seed: string) {
  const pick = pickWith(draws(seed, request, state));
  const at = pick(request.cells);
  const here = standing(state.rules, at, request.left);
  const n =
    request.cells.length === 1
      ? totalUnits(here)
      : 1 + Math.floor((pick([0, 1, 2, 3]) * totalUnits(here)) / 4);
  return { kind: 'deploy', side: request.side, at, units: mixedShare(here, n) } as const;
}

export const randomAnswers: Required<RandomSpec<DieMenKinds, BattleState>> = {
  answers: {
    deploy: { pick: randomDeploy },
    declare: {
      pick(state, request, seed) {
        const pick = pickWith(draws(seed, request, state));
        const strategy = pick(legalStrategies());
        const declaration = needsGoal(strategy) ? { strategy, goal: pick(legalGoals(state)) } : { strategy };
        return { kind: 'declare', side: request.side, declaration };
      },
    },
    roll: { legal: (_s, request) => [{ kind: 'roll', side: request.side }] },
    split: {
      pick(state, request, seed) {
        const next = draws(seed, request, state);
        const splits: SplitOrder[] = [];
        for (const s of legalSplits(request)) {
          // Keeping the set whole is one choice among its ways to split.
          const i = Math.floor(next() * (s.into.length + 1));
          if (i < s.into.length) splits.push({ set: s.set, into: s.into[i]! });
        }
        return { kind: 'split', side: request.side, splits };
      },
    },
    assign: {
      legal: (state, request) =>
        legalTactics(state, request).map((tactic) => ({
          kind: 'assign',
          side: request.side,
          set: request.set.id,
          tactic,
        })),
    },
    gobble: {
      legal: (_s, request) =>
        legalGobbleCounts(request).map((dice) => ({ kind: 'gobble', side: request.side, dice })),
    },
    casualties: {
      legal: (_s, request) =>
        legalCasualties(request).map((losses) => ({
          kind: 'casualties',
          side: request.side,
          at: request.at,
          losses,
        })),
    },
    knock: {
      legal: (_s, request) => legalKnocks(request).map((set) => ({ kind: 'knock', side: request.side, set })),
    },
    free: { pick: randomFree },
    gates: {
      legal: (_s, request) =>
        legalGates(request).map((open) => ({ kind: 'gates', side: request.side, open })),
    },
    interfere: { pick: randomInterference },
  },
  fraction: (seed, request, state) => draws(seed, request, state)(),
};

/** The random general of Die, Men! (also the game's `random`). */
export const randomGeneral = fromAnswers(randomAnswers);
