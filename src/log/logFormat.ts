/**
 * Battle logs: JSON lines, append-only, written as the battle goes so an interrupted battle loses
 * nothing. Modelled on Wesnoth replays: ordered decisions plus recorded outcomes (dice faces, round
 * hashes), so a replay re-runs the same code path as play and stops at the first divergence.
 * The log format, the rules and the RNG are versioned separately.
 */
import { z } from 'zod';

/**
 * 2 added the header's `dice` (who rolls real dice). Format 1 logs (without it) still replay, as
 * they always did: their typed faces are taken from any side.
 */
export const LOG_FORMAT = 2;

export const logHeaderSchema = z.strictObject({
  type: z.literal('header'),
  format: z.union([z.literal(1), z.literal(LOG_FORMAT)]),
  tool: z.string(),
  ruleset: z.string(),
  rules: z.string(),
  rng: z.string(),
  seed: z.string(),
  /** Where the scenario came from, for people; the replay uses the embedded copy. */
  scenarioFile: z.string().optional(),
  scenario: z.unknown(),
  scenarioHash: z.string(),
  /** How each side was played (e.g. `human`, `ai`), for people reading the log. */
  players: z.record(z.string(), z.string()).optional(),
  /**
   * Per side, whether its player rolls real dice and types the faces in (`play --dice`): only those
   * sides, and the scenario's script, may bring faces to a decision (typedDice.ts). Written from
   * format 2 on; absent in format 1 logs, where who may is unknown.
   */
  dice: z.record(z.string(), z.boolean()).optional(),
  /** Checksum of the header; when present, every line carries one chained to it (checksum.ts). */
  sum: z.string().optional(),
});

/** Every line's checksum, chained to the line before (checksum.ts); absent in unsealed logs. */
const sum = z.string().optional();

const decisionLine = z.strictObject({
  type: z.literal('decision'),
  seq: z.number().int().min(1),
  decision: z.looseObject({ kind: z.string(), side: z.string() }),
  sum,
});

/** Something the battle produced that a replay must reproduce exactly (e.g. dice faces). */
const outcomeLine = z.strictObject({
  type: z.literal('outcome'),
  seq: z.number().int().min(0),
  outcome: z.looseObject({ kind: z.string() }),
  sum,
});

const roundLine = z.strictObject({
  type: z.literal('round'),
  round: z.number().int().min(1),
  hash: z.string(),
  sum,
});

const endLine = z.strictObject({
  type: z.literal('end'),
  winner: z.string().nullable(),
  reason: z.string(),
  sum,
});

/**
 * Who plays each side from here on: written by a resume that hands a side to someone else (`play
 * --resume LOG --ai all`), just before the next decision. The header's `players` hold until the
 * first such line; each one holds until the next.
 */
const playersLine = z.strictObject({
  type: z.literal('players'),
  players: z.record(z.string(), z.string()),
  sum,
});

export const logLineSchema = z.discriminatedUnion('type', [
  decisionLine,
  outcomeLine,
  roundLine,
  endLine,
  playersLine,
]);

export type LogHeader = z.infer<typeof logHeaderSchema>;
export type LogLine = z.infer<typeof logLineSchema>;
export type LogDecisionLine = z.infer<typeof decisionLine>;
export type LogOutcomeLine = z.infer<typeof outcomeLine>;
export type LogRoundLine = z.infer<typeof roundLine>;
export type LogPlayersLine = z.infer<typeof playersLine>;
