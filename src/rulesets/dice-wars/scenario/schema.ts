/**
 * The Dice Wars scenario file format as a zod schema: the single source of truth for the types,
 * the shape check and the JSON Schema editors use (`diemen schema --ruleset dice-wars`). A unit is
 * an army file's stat card (army/schema.ts) placed on the table. What a schema can't say (squares
 * on the table, deployment, the cards' limits, which unit a script names) is checked in check.ts.
 */
import * as z from 'zod';
import { once } from '../../../core/once';
import { jsonSchemaOf } from '../../../scenario/jsonSchema';
import { armyUnitSchema, MAX_UNITS } from '../army/schema';
import { tooMany } from '../../../scenario/limits';
import { SIZE_NAMES, type SizePreset } from '../army/sizes';
import {
  battleNameField,
  oneLineDescriptionField,
  schemaRefField,
  seedField,
  scenarioMeta,
  scriptedRoundsField,
} from '../../../scenario/headerFields';
import { cellField, idField } from '../../../scenario/fieldPatterns';

/** Epic's 60x60 with room to spare. */
export const MAX_TABLE = 120;
export const MAX_ROUNDS = 100;
/** "Game End": five rounds unless the players agree otherwise (a scenario's default). */
const DEFAULT_MAX_ROUNDS = 5;
/** Terrain pieces on one table: a crowded epic table has a few dozen (dw-battle has 11). */
export const MAX_PIECES = 200;
/**
 * Squares the pieces cover, added up over the pieces (overlaps count twice): the whole largest
 * table once. The rules work per covered square; 1,000 table-wide pieces took a gigabyte.
 */
export const MAX_COVERED = MAX_TABLE * MAX_TABLE;

export const cell = once(() =>
  cellField('square', 'A 1" square: "col,row", 0-based from the north-west corner, e.g. "3,2"'),
);

const id = (what: string) => idField('id', what);

const d6 = once(() => z.number().int().min(1).max(6));
const cells = once(() => z.union([cell(), z.array(cell()).min(1).max(5)]));

export const pieceSchema = once(() =>
  z
    .strictObject({
      id: id('Names the piece in problems, e.g. "mek-shop"'),
      cells: z.array(cell()).min(1).max(MAX_COVERED).optional().describe('The squares it stands on'),
      from: cell().optional().describe('One corner of a rectangle of squares (with to)'),
      to: cell().optional().describe('The opposite corner (with from)'),
      height: z.number().min(0).max(100).describe('Inches tall; flat on top'),
      blocksSight: z
        .boolean()
        .optional()
        .describe(
          'true (the default): blocks sight as high as it stands; false: sight passes through it (a hedge, a fence), though it still gives cover and is climbed',
        ),
    })
    .describe('A terrain piece: cells: [...] or a rectangle from: "10,10", to: "13,12"; its height'),
);

export const tableSchema = once(() =>
  z
    .strictObject({
      cols: z.number().int().min(1).max(MAX_TABLE).optional().describe('Inches wide; default by size'),
      rows: z.number().int().min(1).max(MAX_TABLE).optional().describe('Inches deep; default by size'),
      terrain: z
        .array(pieceSchema())
        .max(MAX_PIECES, {
          error: (iss) =>
            `at most ${MAX_PIECES} terrain pieces (got ${Array.isArray(iss.input) ? iss.input.length : '?'})`,
        })
        .default([])
        .describe(
          `The terrain pieces (at most ${MAX_PIECES}, covering at most ${MAX_COVERED} squares in all)`,
        ),
    })
    .describe('The table: 1" squares "col,row"; 24x24 skirmish, 48x36 battle, 60x60 epic'),
);

export const unitSchema = once(() =>
  armyUnitSchema()
    .extend({
      id: id('Unique in the battle: how scripts and logs name the unit'),
      at: cells()
        .optional()
        .describe('Its square, or one square per member for a squad; left out, it is deployed in play'),
      height: z.number().positive().max(100).optional().describe('Inches tall; 1.5 by default'),
    })
    .describe('A unit: its stat card (as in an army file), its id and where it stands'),
);

export const sideSchema = once(() =>
  z
    .strictObject({
      id: id('Short id used in scripts, logs and --ai, e.g. "red"'),
      name: z.string().min(1).max(100).optional().describe('Display name; defaults to the id'),
      edge: z.enum(['north', 'south', 'east', 'west']).describe('The table edge the side deploys on'),
      army: z
        .string()
        .min(1)
        .optional()
        .describe(
          'An army file (a path, or a ready-made army by name, e.g. skirmish-warband) instead of units',
        ),
      units: z
        .array(unitSchema())
        .min(1)
        .max(MAX_UNITS, { error: tooMany(MAX_UNITS, 'units in one army') })
        .optional()
        .describe('Its units and squads (or army: a file)'),
    })
    .describe('An army: its units, or army: an army file whose units deploy in play'),
);

const faces = once(() => z.union([d6(), z.array(d6()).min(1).max(20)]));
const sideFaces = (what: string) =>
  z.record(z.string(), faces()).optional().describe(`${what}: a d6 by side id, a list when ties roll again`);

export const diceSchema = once(() =>
  z
    .strictObject({
      hit: z.array(d6()).max(5).optional().describe('One d6 per attacking model, in member order'),
      damage: z.array(d6()).max(10).optional().describe('One d6 per hit, for D3 or D6 damage'),
    })
    .describe('Faces for the attack; what is left out is rolled'),
);

export const actionSchema = once(() =>
  z
    .strictObject({
      freeMove: cells()
        .optional()
        .describe('The free move: a square (a squad: where its first member goes), or one per member'),
      move: cells().optional().describe('A Move action, as freeMove'),
      melee: z.string().optional().describe('Basic Melee at this unit (its id)'),
      use: z
        .enum(['melee', 'ranged', 'indirect'])
        .optional()
        .describe('Use a piece of equipment of this kind'),
      piece: z
        .number()
        .int()
        .min(1)
        .max(10)
        .optional()
        .describe('Which piece of that kind, from 1 (default: the first not yet used)'),
      target: z.string().optional().describe("The target of use (a unit's id)"),
      dice: diceSchema().optional(),
      end: z.literal(true).optional().describe('End the activation now'),
    })
    .describe('One action: { freeMove }, { move }, { melee: target }, { use: kind, target }, { end: true }'),
);

export const activationSchema = once(() =>
  z
    .strictObject({
      side: z.string().describe('The side activating'),
      unit: z.string().optional().describe('The unit it activates (its id)'),
      rest: z.literal('idle').optional().describe('Every unit of the side not yet activated does nothing'),
      actions: z
        .array(actionSchema())
        .max(12)
        .default([])
        .describe('Its actions in order; the activation ends after them'),
    })
    .describe('An activation: { side, unit, actions: [...] } or { side, rest: idle }'),
);

export const dieRefSchema = once(() =>
  z
    .union([
      z.enum(['core', 'armor', 'speed', 'melee', 'ranged', 'indirect']),
      z.number().int().min(0).max(20),
    ])
    .describe('A die to give up: core, armor, speed, an equipment kind, or a piece by index'),
);

export const damageSchema = once(() =>
  z
    .strictObject({
      unit: z.string().describe('The unit (its id)'),
      saves: z.array(d6()).min(1).max(40).optional().describe('Its armour saves, one d6 per die rolled'),
      remove: z
        .array(dieRefSchema())
        .min(1)
        .max(40)
        .optional()
        .describe("A unit's losses, one die per entry"),
      members: z
        .array(cell())
        .min(1)
        .max(5)
        .optional()
        .describe("A squad's losses: the squares of the members removed"),
    })
    .describe("A unit's Damage Phase: { unit, saves, remove } or { unit, members }"),
);

export const deploySchema = once(() =>
  z
    .strictObject({
      side: z.string().describe('The side deploying'),
      edge: z.enum(['north', 'south', 'east', 'west']).optional().describe("The roll-off winner's edge"),
      unit: z.string().optional().describe('The unit it places (its id)'),
      at: cells().optional().describe('Its square, or one per member for a squad'),
    })
    .describe('A deployment choice: { side, edge } for the roll-off winner, or { side, unit, at }'),
);

export const roundSchema = once(() =>
  z
    .strictObject({
      deploy: z
        .array(deploySchema())
        .max(400)
        .optional()
        .describe('Round 1 only: the deployment, each side taking its entries in order'),
      edges: sideFaces('The roll-off for edges (round 1 only, with setupRoll: true)'),
      first: sideFaces('The roll-off for who activates first'),
      activations: z
        .array(activationSchema())
        .max(200)
        .optional()
        .describe('Activations, each side in its turn'),
      damage: z.array(damageSchema()).max(200).optional().describe('Damage Phase choices'),
    })
    .describe('One scripted round; what it leaves out is decided by the fallback (the defaults in step)'),
);

export const optionsSchema = once(() =>
  z
    .strictObject({
      maxRounds: z
        .number()
        .int()
        .min(1)
        .max(MAX_ROUNDS)
        .default(DEFAULT_MAX_ROUNDS)
        .describe('The last round ("Game End": 5)'),
      deployment: z
        .enum(['edge', 'free'])
        .default('edge')
        .describe(
          'edge: each unit within 6" of its side\'s edge (12" in Epic); free: anywhere (a game in progress)',
        ),
      setupRoll: z.boolean().default(false).describe('Roll off for edges before round 1'),
    })
    .prefault({})
    .describe('How the battle is played'),
);

export const diceWarsScenarioSchema = once(() =>
  z
    .strictObject({
      $schema: schemaRefField(),
      ruleset: z.literal('dice-wars').describe('The game: dice-wars'),
      name: battleNameField(),
      description: oneLineDescriptionField(),
      seed: seedField(),
      size: z
        .enum(SIZE_NAMES as [SizePreset, ...SizePreset[]])
        .optional()
        .describe('skirmish (20-40 dice), battle (60-80) or epic (120-200)'),
      points: z.number().int().min(1).max(10_000).optional().describe("Each army's dice pool"),
      table: tableSchema().prefault({}),
      sides: z.array(sideSchema()).length(2).describe('The two armies'),
      options: optionsSchema(),
      rounds: scriptedRoundsField(roundSchema(), MAX_ROUNDS),
    })
    .meta(scenarioMeta('Dice Wars', 'Dice Wars', 'dice-wars.md')),
);

export type DiceWarsScenario = z.output<ReturnType<typeof diceWarsScenarioSchema>>;
export type ScenarioRound = z.output<ReturnType<typeof roundSchema>>;
export type ActionEntry = z.output<ReturnType<typeof actionSchema>>;
export type ActivationEntry = z.output<ReturnType<typeof activationSchema>>;
export type DamageEntry = z.output<ReturnType<typeof damageSchema>>;
export type DeployEntry = z.output<ReturnType<typeof deploySchema>>;
export type PieceDoc = z.output<ReturnType<typeof pieceSchema>>;
export type UnitDoc = z.output<ReturnType<typeof unitSchema>>;

/** The JSON Schema for scenario files (draft 2020-12), as shipped in docs/dice-wars.schema.json. */
export function diceWarsJsonSchema(): Record<string, unknown> {
  return jsonSchemaOf(diceWarsScenarioSchema());
}
