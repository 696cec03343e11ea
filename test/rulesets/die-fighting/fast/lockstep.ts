/**
 * The fast path (src/rulesets/die-fighting/fast) and the reference stepped together: the
 * reference battle plays up to the take-over, then at every request both generals decide, the
 * decisions must be the same, both are applied, and the two positions must project alike. A
 * divergence throws with the step, the request, both decisions and the first differing field.
 * The fast side opens as the simulator's trial does (fast/opening.ts), so a set-up's later seeds
 * start from its kept take-over position. Each battle gives its buffers and its position back at
 * the end, so the next one on the same map with as many units reuses them, as the simulator's
 * trials do: a field left from the last battle shows.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { dieFightingGame } from '../../../../src/rulesets/die-fighting/game';
import { dieFightingScenarios } from '../../../../src/rulesets/die-fighting/scenario/kit';
import { DEFAULT_MAX } from '../../../../src/engine/runBattle';
import { apply, decide, release } from '../../../../src/rulesets/die-fighting/fast/battle';
import { giveBack, openFast } from '../../../../src/rulesets/die-fighting/fast/opening';
import { canTakeOver, moveUnit, type Fast } from '../../../../src/rulesets/die-fighting/fast/position';
import {
  decisionOf,
  firstDifference,
  projectFast,
  projectState,
} from '../../../../src/rulesets/die-fighting/fast/project';
import type { BattleSetup } from '../../../../src/rulesets/die-fighting/types';
import type { BattleState } from '../../../../src/rulesets/die-fighting/state';

export const DF_SCENARIOS = [
  'df-battle.yaml',
  'df-forests-edge.yaml',
  'df-open-field.yaml',
  'df-ruined-tower.yaml',
  'df-stream.yaml',
  'df-war.yaml',
];

/**
 * Each scenario set up once (as the simulator does), its seeds' battles made from that one set-up:
 * they share the map, so each battle reuses the fast path's buffers the last one gave back.
 */
const setups = new Map<string, BattleSetup>();

/** The scenario's battle set up with `seed`. */
export function setupFor(file: string, seed: string): BattleSetup {
  let base = setups.get(file);
  if (base === undefined) {
    const path = join(__dirname, '..', '..', '..', '..', 'scenarios', file);
    const loaded = dieFightingScenarios.load(readFileSync(path, 'utf8'), path);
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.error));
    setups.set(file, (base = loaded.value.setup({ fallback: 'lockstep' })));
  }
  return dieFightingGame.withSeed(base, seed);
}

type FastRules = Parameters<typeof openFast>[0];

export interface Lockstep {
  /** Decisions before the take-over, and after it (compared). */
  readonly before: number;
  readonly compared: number;
  readonly winner: string | null;
  readonly round: number;
}

/** Plays `setup` by both paths in lockstep; throws at the first divergence. */
export function lockstep(setup: BattleSetup, label: string): Lockstep {
  const rules = dieFightingGame.ruleset;
  const source = dieFightingGame.computer(setup.seed);
  const init = rules.init(setup);
  if (!init.ok) throw new Error(JSON.stringify(init.error));
  let s = init.value.state as BattleState;
  let before = 0;
  const step = (): void => {
    const decision = source.decide(s.awaiting!, s);
    const r = rules.apply(s, decision, { events: false });
    if (!r.ok) throw new Error(`${label}: the reference refused ${JSON.stringify(decision)}`);
    s = r.value.state as BattleState;
  };
  while (s.awaiting !== null && !canTakeOver(s)) {
    step();
    before++;
  }
  if (s.awaiting === null) throw new Error(`${label}: the battle ended before the take-over`);
  // The fast side opens as the simulator's trial does: the reference's opening, or a copy of the
  // set-up's kept take-over position (opening.ts).
  const opened = openFast(rules as FastRules, setup, DEFAULT_MAX);
  if (opened === null || opened === 'stopped') throw new Error(`${label}: the fast path did not open`);
  if (opened.before !== before)
    throw new Error(`${label}: ${opened.before} decisions before the take-over, the reference ${before}`);
  const { b } = opened;
  const diff0 = firstDifference(projectState(s), projectFast(b.f));
  if (diff0) throw new Error(`${label}: at the take-over: ${diff0}`);
  let compared = 0;
  while (s.awaiting !== null) {
    const request = s.awaiting;
    const want = source.decide(request, s);
    decide(b);
    const got = decisionOf(b.f);
    if (!isDeepStrictEqual(got, want)) {
      throw new Error(
        `${label}: step ${compared} (${JSON.stringify(request)}): reference ${JSON.stringify(want)}, fast ${JSON.stringify(got)}`,
      );
    }
    const r = rules.apply(s, want, { events: false });
    if (!r.ok) throw new Error(`${label}: the reference refused ${JSON.stringify(want)}`);
    const prev = s;
    s = r.value.state as BattleState;
    apply(b);
    compared++;
    const diff = firstDifference(projectState(s), projectFast(b.f));
    if (diff) {
      throw new Error(
        `${label}: after step ${compared - 1} (${JSON.stringify(want)} in round ${prev.round}): ${diff}`,
      );
    }
  }
  // The next battle (as the simulator's next trial) plays with these buffers when it can.
  release(b);
  giveBack(b.f);
  return { before, compared, winner: s.outcome?.winner ?? null, round: s.round };
}

/** The reference's state at the fast path's take-over of `file`'s battle with `seed`. */
export function takeOverState(file: string, seed: string): BattleState {
  const setup = setupFor(file, seed);
  const rules = dieFightingGame.ruleset;
  const source = dieFightingGame.computer(setup.seed);
  const init = rules.init(setup);
  if (!init.ok) throw new Error(JSON.stringify(init.error));
  let s = init.value.state as BattleState;
  while (s.awaiting !== null && !canTakeOver(s)) {
    const r = rules.apply(s, source.decide(s.awaiting, s), { events: false });
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    s = r.value.state as BattleState;
  }
  return s;
}

/** A free square beside unit k's (-1: none). */
function freeBeside(f: Fast, k: number): number {
  const i = f.cell[k]!;
  for (let e = f.ix.nbrStart[i]!; e < f.ix.nbrStart[i + 1]!; e++)
    if (f.occ[f.ix.nbrs[e]!] === 0) return f.ix.nbrs[e]!;
  return -1;
}

/** Moves units of both sides, each to a free square beside it, `moves` times. */
export function moveMany(f: Fast, moves: number): void {
  for (let x = 0, done = 0; done < moves; x++) {
    const k = (x * 7) % f.n;
    const to = freeBeside(f, k);
    if (f.alive[k] === 1 && to >= 0) {
      moveUnit(f, k, to);
      done++;
    }
  }
}
