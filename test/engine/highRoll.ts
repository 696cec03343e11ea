/**
 * High Roll, the smallest game there is, written only against the plug-in contract: two sides
 * each roll a d6 every round, the higher scores a point (a tie scores nothing), most points after
 * the last round wins. It has no code of its own in the CLI, the log or the simulator; the tests
 * run it through the real binary as a DIEMEN_PLUGINS plug-in, and through the engine in-process.
 */
import * as z from 'zod';
import { fail, ok, problem, type Problem, type Result } from '../../src/core/problem';
import { rollDice, seedRng, type RngState } from '../../src/core/rng';
import { stableHash } from '../../src/core/stableHash';
import { defineGame } from '../../src/engine/defineGame';
import type { KindsOf } from '../../src/engine/kinds';
import type { Applied, Outcome } from '../../src/engine/ruleset';
import { defineScenarioKit } from '../../src/scenario/scenarioKit';
import { sideRounds } from '../../src/scenario/sideRounds';

export interface Setup {
  readonly name: string;
  readonly sides: readonly { readonly id: string; readonly name: string }[];
  readonly rounds: number;
  readonly seed: string;
}

export type Request = { readonly kind: 'roll'; readonly side: string; readonly round: number };
export type Decision = { readonly kind: 'roll'; readonly side: string; readonly face?: number };
export type Kinds = KindsOf<Request, Decision>;

export type Event =
  | { readonly type: 'rolled'; readonly round: number; readonly side: string; readonly face: number }
  | { readonly type: 'scored'; readonly round: number; readonly side: string | null }
  | { readonly type: 'roundEnded'; readonly round: number }
  | { readonly type: 'battleEnded'; readonly outcome: Outcome };

export interface State {
  readonly setup: Setup;
  readonly round: number;
  readonly rng: RngState;
  /** This round's rolls so far, by side. */
  readonly rolls: Readonly<Record<string, number>>;
  readonly points: Readonly<Record<string, number>>;
  readonly awaiting: Request | null;
  readonly outcome: Outcome | null;
}

/** Who rolls next: the first side without a roll this round. */
const next = (s: Omit<State, 'awaiting'>): Request | null => {
  if (s.outcome) return null;
  const side = s.setup.sides.find((x) => s.rolls[x.id] === undefined);
  return side ? { kind: 'roll', side: side.id, round: s.round } : null;
};

function endRound(s: State, events: Event[]): State {
  const [a, b] = s.setup.sides;
  const ra = s.rolls[a!.id]!;
  const rb = s.rolls[b!.id]!;
  const winner = ra === rb ? null : ra > rb ? a!.id : b!.id;
  const points = winner === null ? s.points : { ...s.points, [winner]: (s.points[winner] ?? 0) + 1 };
  events.push({ type: 'scored', round: s.round, side: winner }, { type: 'roundEnded', round: s.round });
  if (s.round < s.setup.rounds) {
    const after = { ...s, round: s.round + 1, rolls: {}, points };
    return { ...after, awaiting: next(after) };
  }
  const pa = points[a!.id] ?? 0;
  const pb = points[b!.id] ?? 0;
  const outcome: Outcome =
    pa === pb
      ? { winner: null, reason: `level on ${pa} points` }
      : { winner: pa > pb ? a!.id : b!.id, reason: `${Math.max(pa, pb)} points to ${Math.min(pa, pb)}` };
  events.push({ type: 'battleEnded', outcome });
  return { ...s, points, outcome, awaiting: null };
}

/** The opening: round 1, no points, the first side to roll. */
function opening(setup: Setup): Result<Applied<State, Event>, Problem[]> {
  if (setup.sides.length !== 2) return fail([problem('setup.two-sides', 'High Roll is for two sides')]);
  const base = {
    setup,
    round: 1,
    rng: seedRng(setup.seed),
    rolls: {},
    points: Object.fromEntries(setup.sides.map((s) => [s.id, 0])),
    outcome: null,
  };
  return ok({ state: { ...base, awaiting: next(base) }, events: [] });
}

/** A roll: the face the decision brings (a script's, or real dice), else the seeded d6's. */
function roll(state: State, decision: Decision): Result<Applied<State, Event>> {
  let face: number;
  let rng = state.rng;
  if (decision.face === undefined) {
    const r = rollDice(rng, 1, 6);
    face = r.faces[0]!;
    rng = r.rng;
  } else if (Number.isInteger(decision.face) && decision.face >= 1 && decision.face <= 6) {
    face = decision.face;
  } else {
    return fail(problem('roll.bad-face', `a d6 shows 1 to 6, not ${decision.face}`, { path: ['face'] }));
  }
  const events: Event[] = [{ type: 'rolled', round: state.round, side: decision.side, face }];
  const rolled = { ...state, rng, rolls: { ...state.rolls, [decision.side]: face } };
  const waiting = next(rolled);
  const after = waiting ? { ...rolled, awaiting: waiting } : endRound(rolled, events);
  return ok({ state: after, events });
}

/** Everything else (sides, seeds, rounds, the computer, the simulator's one plan) is defineGame's. */
export const highRoll = defineGame<Setup, State, Kinds, Event>({
  meta: { id: 'high-roll', title: 'High Roll', summary: 'each side rolls a d6 a round; the higher scores' },
  // The rules, written whole: each decision builds the next state; `awaiting` and `outcome` are read.
  version: '1',
  init: opening,
  applyTo: roll,
  defaults: { roll: (_state, request) => ({ kind: 'roll', side: request.side }) },
  log: {
    outcome: (e) =>
      e.type === 'rolled' ? { kind: 'roll', round: e.round, side: e.side, faces: [e.face] } : null,
    roundHash: (state, round) => stableHash({ round, points: state.points, rng: state.rng }),
  },
  final: (state) => ({
    points: state.points,
    winner: state.outcome?.winner ?? null,
    ended: state.outcome !== null,
  }),
  random: { answers: { roll: { legal: (_s, request) => [{ kind: 'roll', side: request.side }] } } },
  sim: {
    measure: 'points',
    start: (setup) => setup.sides.map(() => 0),
    tally: (setup, state) => ({
      rounds: state.round,
      left: setup.sides.map((s) => state.points[s.id] ?? 0),
      byRoundLimit: false,
    }),
    maxRounds: (setup) => setup.rounds,
    map: () => ({ cols: 1, rows: 1 }),
  },
});

export const highRollRuleset = highRoll.ruleset;

/** A file: the sides, the round limit, and the faces it scripts round by round (`[{ red: 6, blue: 2 }]`). */
const fileSchema = z.strictObject({
  ruleset: z.literal('high-roll'),
  name: z.string().min(1),
  sides: z.array(z.strictObject({ id: z.string().min(1), name: z.string().optional() })).length(2),
  seed: z.string().optional(),
  options: z.strictObject({ maxRounds: z.number().int().min(1).max(20) }),
  rounds: z.array(z.record(z.string(), z.number().int())).default([]),
});

export const highRollScenarios = defineScenarioKit<Setup, State, Kinds, Event>()({
  spec: { schema: fileSchema },
  ...sideRounds<State, Kinds, number>('roll', (face, request) => ({
    kind: 'roll',
    side: request.side,
    face,
  })),
  summarize: (doc) => ({ rounds: doc.options.maxRounds, scripted: doc.rounds.length }),
  describe: (s) => `${s.rounds} rounds, ${s.scripted} scripted`,
  toBattleSetup: (doc, choice) => ({
    name: doc.name,
    sides: doc.sides.map((s) => ({ id: s.id, name: s.name ?? s.id })),
    rounds: doc.options.maxRounds,
    seed: choice.seed ?? doc.seed ?? choice.fallback,
  }),
  jsonSchema: () => z.toJSONSchema(fileSchema, { io: 'input' }) as object,
});

/** What a DIEMEN_PLUGINS module exports. */
export const plugin = { rules: highRoll, scenario: highRollScenarios };
