/**
 * The Die Fighting scenario file format as a zod schema: the single source of truth for the
 * TypeScript types, the validation and the JSON Schema editors use (`diemen schema --ruleset
 * die-fighting`). What a schema can't say (cells on the map, deployment, points, which side a
 * scripted entry names) is checked in check.ts. Import-light: zod and the rules' tables only.
 */
import * as z from 'zod';
import { once } from '../../../core/once';
import { guessOf, describeValue as show } from '../../../scenario/issues';
import { COMMANDER_NAMES, UNIT_TYPE_NAMES } from '../cards';
import { jsonSchemaOf } from '../../../scenario/jsonSchema';
import { atMostKeys, tooMany } from '../../../scenario/limits';
import {
  battleNameField,
  oneLineDescriptionField,
  schemaRefField,
  seedField,
  scenarioMeta,
  scriptedRoundsField,
} from '../../../scenario/headerFields';
import { cellField, idField } from '../../../scenario/fieldPatterns';
import { cardsSchema, MAX_USES } from './cardsSchema';

/** Larger than a war's 24x24 with room to spare; the simulator has its own, smaller limit. */
export const MAX_MAP_SIZE = 60;
export const MAX_ROUNDS = 100;
/** Units in one army: a war (200 points) fields a few dozen; every unit costs time each round. */
export const MAX_UNITS = 200;
export { MAX_USES };
/** A drawn map: `.` clear, `S` slow, `B` blocking ("Terrain"); spaces are ignored. */
export const TERRAIN_ROW = /^[.SBsb ]*$/;

const drawnTooBig = (rows: unknown): string =>
  `a drawn map has at most ${MAX_MAP_SIZE} rows (got ${Array.isArray(rows) ? rows.length : '?'})`;

export const cell = once(() =>
  cellField('cell', 'A square: "col,row", 0-based from the north-west corner, e.g. "3,2"'),
);

const d6 = once(() => z.number().int().min(1).max(6));
/** Two d6: an initiative, set-up, attack or defence roll. */
export const pair = once(() => z.array(d6()).length(2).describe('Two d6 faces: [5, 4]'));
/** The damage die: one face of the attacker's die (d4 to d20). */
const damageFace = once(() => z.number().int().min(1).max(20));

export const unitTypeSchema = once(() =>
  z.enum(UNIT_TYPE_NAMES as [string, ...string[]], {
    error: (iss) =>
      `not a unit type: expected one of ${UNIT_TYPE_NAMES.join(', ')} (got ${show(iss.input)}${guessOf(iss.input, UNIT_TYPE_NAMES)})`,
  }),
);
export const commanderSchema = once(() =>
  z.enum(COMMANDER_NAMES as [string, ...string[]], {
    error: (iss) =>
      `not a commander: expected one of ${COMMANDER_NAMES.join(', ')} (got ${show(iss.input)}${guessOf(iss.input, COMMANDER_NAMES)})`,
  }),
);

/** A unit's card and state, as a mapping. */
const unitFields = once(() => ({
  type: unitTypeSchema().describe('The unit type'),
  commander: commanderSchema().optional().describe('sergeant, lieutenant or captain'),
  health: z
    .number()
    .int()
    .min(1)
    .optional()
    .describe("Health to start with (a game in progress); default: the die's maximum"),
  uses: z
    .number()
    .int()
    .min(0)
    .max(MAX_USES)
    .optional()
    .describe("A ranged unit's attacks left; default: its card's uses"),
}));

export const unitSchema = once(() =>
  z
    // The mapping first: a mapping with a bad field is then reported at that field.
    .union([z.strictObject(unitFields()), unitTypeSchema()])
    .describe('A unit: its type ("archers"), or { type, commander, health, uses }'),
);

/** A unit of a list: placed with `at`, else deployed in play ("Set Up"). */
export const listedUnitSchema = once(() =>
  z
    .union([
      z.strictObject({
        ...unitFields(),
        at: cell().optional().describe('The square it starts on; left out, it is deployed in play'),
      }),
      unitTypeSchema(),
    ])
    .describe('A unit: its type ("archers": deployed in play), or { type, commander, health, uses, at }'),
);

export const sideSchema = once(() =>
  z
    .strictObject({
      id: idField('side id', 'Short id used in scripts, logs and --ai, e.g. "red"'),
      name: z.string().min(1).max(100).optional().describe('Display name; defaults to the id'),
      edge: z.enum(['north', 'south', 'east', 'west']).describe('The map edge the side deploys on'),
      army: z
        .string()
        .min(1)
        .optional()
        .describe(
          'An army file (a path, or a ready-made army by name, e.g. border-patrol) instead of units; they are deployed in play, as a list without squares is',
        ),
      units: z
        .union([
          z
            .record(cell(), unitSchema())
            .refine(atMostKeys(MAX_UNITS), { error: tooMany(MAX_UNITS, 'units in one army') })
            .describe('Units by the square they start on, within 2 of the edge'),
          z
            .array(listedUnitSchema())
            .max(MAX_UNITS, { error: tooMany(MAX_UNITS, 'units in one army') })
            .describe('A list of units: those without at: are deployed in play, within 2 of the edge'),
        ])
        .optional()
        .describe(
          'Units by their squares ({ "3,0": archers }), or a list ([archers, ...]) to deploy in play (or army: a file)',
        ),
    })
    .describe('An army: its units by square, or army: an army file'),
);

export const mapSchema = once(() =>
  z
    .strictObject({
      cols: z
        .number()
        .int()
        .min(1)
        .max(MAX_MAP_SIZE)
        .optional()
        .describe('Columns (from the drawing if left out)'),
      rows: z
        .number()
        .int()
        .min(1)
        .max(MAX_MAP_SIZE)
        .optional()
        .describe('Rows (from the drawing if left out)'),
      slow: z
        .array(cell())
        .default([])
        .describe('Slow squares: rubble, rocks, water (2 squares of movement)'),
      blocking: z.array(cell()).default([]).describe('Blocking squares: walls, thick woods (no way through)'),
      terrain: z
        .array(
          z.string().regex(TERRAIN_ROW, {
            error: (iss) => `a map row is drawn with . S B only (got ${show(iss.input)})`,
          }),
        )
        // The widest row is checked in check.ts (one line, not one per row).
        .max(MAX_MAP_SIZE, { error: (iss) => drawnTooBig(iss.input) })
        .optional()
        .describe('The map drawn row by row, north first: "." clear, "S" slow, "B" blocking'),
    })
    .describe('The battle map: square, cells "col,row"'),
);

const sideKeyed = <T extends z.ZodType>(value: T, description: string) =>
  z.record(z.string(), value).optional().describe(`${description}, by side id`);

export const moveEntrySchema = once(() =>
  z
    .strictObject({
      side: z.string().describe('The side activating'),
      unit: cell().optional().describe('The square the unit stands on when its turn comes'),
      to: cell().optional().describe('Where it moves'),
      stay: z.literal(true).optional().describe('It stays where it is'),
      rest: z.literal('stay').optional().describe('Every unit of the side not yet activated stays'),
    })
    .describe(
      'A Movement activation: { side, unit, to } or { side, unit, stay: true } or { side, rest: stay }',
    ),
);

export const diceSchema = once(() =>
  z
    .strictObject({
      attack: pair().optional().describe('The attack roll (a Break Away roll too)'),
      defence: z
        .union([pair(), z.array(pair()).min(1).max(10)])
        .optional()
        .describe('The defence rolls: [2, 2] for one target, [[2, 2], [3, 1]] for each target in order'),
      damage: z
        .union([damageFace(), z.array(damageFace()).length(1)])
        .optional()
        .describe("The damage roll: one face of the attacker's die"),
    })
    .describe('Faces for the rolls; what is left out is rolled'),
);

export const combatEntrySchema = once(() =>
  z
    .strictObject({
      side: z.string().describe('The side activating'),
      unit: cell().optional().describe('The square the unit stands on when its turn comes'),
      attack: z
        .union([cell(), z.array(cell()).min(1).max(10)])
        .optional()
        .describe('Attack one or more targets'),
      passTo: z
        .union([cell(), z.record(cell(), cell())])
        .optional()
        .describe(
          'With a ranged attack on a target behind blocking terrain: the unit beside it that takes the damage past the first point ("4,1"; with several targets { target: unit })',
        ),
      charge: cell().optional().describe('Charge the enemy on this square: a move, then an attack on it'),
      chargeTo: cell()
        .optional()
        .describe('With charge: which of the equally nearest squares beside the target it ends on'),
      breakAway: cell().optional().describe('Break Away to this square'),
      regroup: cell().optional().describe('Regroup with the allied unit on this square'),
      hold: z.literal(true).optional().describe('Do nothing'),
      rest: z.literal('hold').optional().describe('Every unit of the side not yet activated holds'),
      dice: diceSchema().optional(),
    })
    .describe(
      'A Combat activation: { side, unit, attack | charge | breakAway | regroup | hold } or { side, rest: hold }',
    ),
);

export const deployEntrySchema = once(() =>
  z
    .strictObject({
      side: z.string().describe('The side deploying'),
      edge: z
        .enum(['north', 'south', 'east', 'west'])
        .optional()
        .describe("The set-up roll's loser: the edge it starts on"),
      unit: z
        .string()
        .optional()
        .describe('The unit it places: its type, with +commander if it has one ("heavy-infantry+captain")'),
      at: cell().optional().describe('Its square'),
    })
    .describe("A deployment choice: { side, edge } for the set-up roll's loser, or { side, unit, at }"),
);

export const roundSchema = once(() =>
  z
    .strictObject({
      deploy: z
        .array(deployEntrySchema())
        .max(2 * MAX_UNITS + 1)
        .optional()
        .describe('Round 1 only: the deployment, each side taking its entries in order'),
      setup: sideKeyed(pair(), 'The set-up roll-off (first round only, with setupRoll: true)'),
      initiative: sideKeyed(pair(), "The initiative roll-off's faces"),
      movement: z
        .array(moveEntrySchema())
        .optional()
        .describe('Movement activations, each side in its order'),
      combat: z.array(combatEntrySchema()).optional().describe('Combat activations, each side in its order'),
    })
    .describe('One scripted round; what it leaves out is decided by the fallback (the defaults in step)'),
);

export const optionsSchema = once(() =>
  z
    .strictObject({
      game: z
        .enum(['elimination', 'timed'])
        .default('elimination')
        .describe('elimination: until one side is gone; timed: most points destroyed at the round limit'),
      maxRounds: z
        .number()
        .int()
        .min(1)
        .max(MAX_ROUNDS)
        .optional()
        .describe(
          'The last round; default: 30 for elimination, for timed by mode: skirmish 6, battle 8, war 12',
        ),
      deployment: z
        .enum(['edge', 'free'])
        .default('edge')
        .describe(
          'edge: each side within two squares of its own edge ("Set Up"); free: units start where the file puts them (a game in progress)',
        ),
    })
    .prefault({})
    .describe('How the battle is won'),
);

export const dieFightingScenarioSchema = once(() =>
  z
    .strictObject({
      $schema: schemaRefField(),
      ruleset: z.literal('die-fighting').describe('The game: die-fighting'),
      name: battleNameField(),
      description: oneLineDescriptionField(),
      seed: seedField(),
      map: mapSchema(),
      mode: z
        .enum(['skirmish', 'battle', 'war'])
        .optional()
        .describe('skirmish 50 points, battle 150, war 200'),
      points: z
        .number()
        .int()
        .min(1)
        .max(10_000)
        .optional()
        .describe("Each army's points (default: the mode's)"),
      sides: z.array(sideSchema()).length(2).describe('The two armies'),
      cards: cardsSchema().optional(),
      options: optionsSchema(),
      setupRoll: z.boolean().default(false).describe('Roll off for who chooses the map before round 1'),
      rounds: scriptedRoundsField(roundSchema(), MAX_ROUNDS),
    })
    .meta(scenarioMeta('Die Fighting', 'Die Fighting', 'die-fighting.md')),
);

export type DieFightingScenario = z.output<ReturnType<typeof dieFightingScenarioSchema>>;
export type ScenarioRound = z.output<ReturnType<typeof roundSchema>>;
export type MoveEntry = z.output<ReturnType<typeof moveEntrySchema>>;
export type DeployEntry = z.output<ReturnType<typeof deployEntrySchema>>;
export type CombatEntry = z.output<ReturnType<typeof combatEntrySchema>>;
export type ScenarioDice = z.output<ReturnType<typeof diceSchema>>;

/** The JSON Schema for scenario files (draft 2020-12), as shipped in docs/die-fighting.schema.json. */
export function dieFightingJsonSchema(): Record<string, unknown> {
  return jsonSchemaOf(dieFightingScenarioSchema());
}
