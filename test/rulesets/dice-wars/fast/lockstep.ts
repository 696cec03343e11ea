/**
 * The lockstep check of Dice Wars' fast path (src/rulesets/dice-wars/fast/): the reference battle
 * (the ruleset and the computer general, as `play` and `replay` run them) and the fast battle
 * stepped together, every decision compared, and after every step the fast position projected to
 * the reference state's essential fields and compared. On a divergence it says the step, both
 * decisions and the first field that differs.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { diceWarsGame } from '../../../../src/rulesets/dice-wars/game';
import { loadDiceWarsScenario } from '../../../../src/rulesets/dice-wars/scenario';
import type { BattleState } from '../../../../src/rulesets/dice-wars/state';
import type { BattleSetup, Decision, Request } from '../../../../src/rulesets/dice-wars/types';
import type { FastDecision } from '../../../../src/rulesets/dice-wars/fast/decision';
import { decideFast } from '../../../../src/rulesets/dice-wars/fast/general';
import { ASK, PHASE, type Position } from '../../../../src/rulesets/dice-wars/fast/position';
import { applyFast } from '../../../../src/rulesets/dice-wars/fast/rules';
import { fastSupports, giveBack, startFast } from '../../../../src/rulesets/dice-wars/fast/trial';

/** The set-up of a scenario file with `seed`. */
export function setupOf(file: string, seed: string): BattleSetup {
  const loaded = loadDiceWarsScenario(readFileSync(file, 'utf8'), file);
  if (!loaded.ok) throw new Error(`${file} did not load`);
  return loaded.value.setup({ seed, fallback: seed });
}

export const supported = (setup: BattleSetup): boolean =>
  fastSupports({ label: '', setup, report: {}, fixed: null }, setup);

/** A fast decision as the reference writes it. */
export function referenceOf(p: Position, req: Request, d: FastDecision): Decision {
  const side = req.side;
  const keys = (xs: readonly number[]) => xs.map((x) => p.map.keys[x]!);
  switch (d.kind) {
    case 'roll':
    case 'save':
      return { kind: d.kind, side };
    case 'activate':
      return { kind: 'activate', side, unit: d.unit < 0 ? null : p.units[d.unit]!.id };
    case 'freeMove':
      return { kind: 'act', side, action: { type: 'freeMove', to: keys(d.to ?? p.units[p.act]!.at) } };
    case 'attack': {
      const target = p.units[d.target]!.id;
      const action =
        d.piece < 0
          ? { type: 'melee' as const, target }
          : { type: 'equipment' as const, piece: d.piece, target };
      return { kind: 'act', side, action };
    }
    case 'end':
      return { kind: 'act', side, action: { type: 'end' } };
    case 'damage':
      return d.members
        ? { kind: 'damage', side, members: keys(d.members) }
        : { kind: 'damage', side, remove: d.remove! };
  }
}

const PHASES = ['first', 'activations', 'damage', 'over'];
const ASKS = ['roll', 'activate', 'act', 'save', 'damage'];

/** The reference state's essential fields. */
export function projectState(s: BattleState): unknown {
  return {
    round: s.round,
    phase: s.phase,
    rng: { c: s.rng.c, s0: s.rng.s0, s1: s.rng.s1, s2: s.rng.s2 },
    units: s.units.map((u) => ({
      id: u.id,
      models: u.models,
      core: u.core,
      passive: u.passive?.dice ?? 0,
      equipment: u.equipment.map((e) => e.dice),
      damage: u.damage,
      coverLost: u.coverLost,
      carried: u.carried,
    })),
    rolls: s.rolls,
    order: s.order,
    turn: s.turn,
    activated: [...s.activated].sort(),
    activation: s.activation,
    pending: s.pending,
    unsaved: s.unsaved,
    awaiting: s.awaiting ? { kind: s.awaiting.kind, side: s.awaiting.side } : null,
    winner: s.outcome ? s.outcome.winner : undefined,
  };
}

/** The fast position projected to the same fields. */
export function projectFast(p: Position): unknown {
  const live = p.units.filter((u) => u.alive);
  const rolls: Record<string, number> = {};
  p.rolls.forEach((r, i) => {
    if (r > 0) rolls[p.sides[i]!] = r;
  });
  return {
    round: p.round,
    phase: PHASES[p.phase],
    rng: { c: p.c, s0: p.s0, s1: p.s1, s2: p.s2 },
    units: live.map((u) => ({
      id: u.id,
      models: u.at.map((x) => p.map.keys[x]!),
      core: u.core,
      passive: u.passive,
      equipment: u.dice.slice(),
      damage: u.damage,
      coverLost: u.coverLost,
      carried: u.carried,
    })),
    rolls,
    order: p.order.map((s) => p.sides[s]!),
    turn: p.turn,
    activated: p.units
      .filter((u) => u.activated)
      .map((u) => u.id)
      .sort(),
    activation:
      p.act < 0
        ? null
        : {
            unit: p.units[p.act]!.id,
            freeMove: p.freeMove,
            actions: p.actions,
            moves: p.moves,
            melee: p.melee,
            used: p.used,
          },
    pending: p.pending.map((i) => p.units[i]!.id),
    unsaved: p.unsaved < 0 ? null : p.unsaved,
    awaiting: p.ask === ASK.over ? null : { kind: ASKS[p.ask], side: p.sides[p.askSide]! },
    winner: p.phase === PHASE.over ? (p.winner < 0 ? null : p.sides[p.winner]) : undefined,
  };
}

/** The first path where a and b differ, with both values; null when equal. */
export function firstDifference(a: unknown, b: unknown, path = '$'): string | null {
  if (Object.is(a, b)) return null;
  // Equal as text is equal (the usual case, and cheap): the walk is for finding where they differ.
  if (path === '$' && JSON.stringify(a) === JSON.stringify(b)) return null;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null)
    return `${path}: reference ${JSON.stringify(a)}, fast ${JSON.stringify(b)}`;
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  for (const k of keys) {
    const d = firstDifference(
      (a as Record<string, unknown>)[k],
      (b as Record<string, unknown>)[k],
      `${path}.${k}`,
    );
    if (d) return d;
  }
  return null;
}

export interface Lockstep {
  readonly steps: number;
  readonly divergence: string | null;
  readonly winner: string | null | undefined;
}

/**
 * Steps the reference and the fast battle of `setup` together to the end or the first divergence.
 * The position is given back as a trial's is (trial.ts giveBack), so the next lockstep of a set-up
 * differing only in its seed plays the position put back to the opening.
 */
export function lockstep(setup: BattleSetup): Lockstep {
  const p = startFast(setup);
  try {
    return stepTogether(setup, p);
  } finally {
    giveBack(p);
  }
}

function stepTogether(setup: BattleSetup, p: Position): Lockstep {
  const { ruleset } = diceWarsGame;
  const init = ruleset.init(setup);
  if (!init.ok) throw new Error('the set-up did not start');
  let s = init.value.state;
  const general = diceWarsGame.computer(setup.seed);
  let steps = 0;
  let diff = firstDifference(projectState(s), projectFast(p));
  if (diff) return { steps, divergence: `at the start: ${diff}`, winner: undefined };
  for (let req = ruleset.pending(s); req !== null; req = ruleset.pending(s)) {
    const want = general.decide(req, s) as Decision;
    const fast = decideFast(p);
    const got = referenceOf(p, req, fast);
    diff = firstDifference(want, got);
    if (diff)
      return {
        steps,
        divergence: `step ${steps} (round ${s.round}, ${req.kind} of ${req.side}): decision ${JSON.stringify(want)} against fast ${JSON.stringify(got)}: ${diff}`,
        winner: undefined,
      };
    const r = ruleset.apply(s, want, { events: false });
    if (!r.ok)
      throw new Error(`step ${steps}: the reference refused ${JSON.stringify(want)}: ${r.error.message}`);
    s = r.value.state;
    applyFast(p, fast);
    steps++;
    diff = firstDifference(projectState(s), projectFast(p));
    if (diff)
      return {
        steps,
        divergence: `after step ${steps} (${JSON.stringify(want)}): state ${diff}`,
        winner: undefined,
      };
  }
  return { steps, divergence: null, winner: s.outcome?.winner };
}

const ROOT = join(__dirname, '../../../..');
/** The bundled Dice Wars scenarios. */
export const BUNDLED = ['scenarios/dw-battle.yaml', 'scenarios/dw-mek-shop.yaml'];
const FIXTURES = 'test/fixtures/scenarios/dice-wars';

/** The Dice Wars test scenarios that load, and whether the fast path plays each. */
export function fixtures(): { file: string; plays: boolean }[] {
  const out: { file: string; plays: boolean }[] = [];
  for (const f of readdirSync(join(ROOT, FIXTURES)).sort()) {
    const file = `${FIXTURES}/${f}`;
    let plays: boolean;
    try {
      plays = supported(setupOf(join(ROOT, file), 'x'));
    } catch {
      continue; // a scenario written to be refused
    }
    out.push({ file, plays });
  }
  return out;
}
