/**
 * The Die, Men! scenario file format, as a zod schema: the single source of truth for the
 * TypeScript types, the validation and the JSON Schema editors use (`diemen schema`).
 * Checks the schema can't express (cells on the map, side ids that exist) live in check.ts.
 * Import-light on purpose: zod and the grammar in schemaParts.ts, nothing else.
 */
import * as z from 'zod';
import { once } from '../../../core/once';
import { describeValue as show } from '../../../scenario/issues';
import {
  casualtySchema,
  cell,
  complicationsSchema,
  EDGES,
  face,
  goal,
  interferenceSchema,
  MAX_MAP_SIZE,
  MAX_SIDES,
  MAX_UNIT_CELLS,
  MAX_POOL,
  MAX_ROUNDS,
  pcSkillsSchema,
  SCALES,
  setName,
  sideKeyed,
  STRATEGIES,
  TERRAIN_NAMES,
  TERRAIN_NOTES,
  unitsSchema,
} from './schemaParts';
import { atMostKeys, tooMany } from '../../../scenario/limits';
import { idField } from '../../../scenario/fieldPatterns';
import { jsonSchemaOf } from '../../../scenario/jsonSchema';
import {
  battleNameField,
  scenarioMeta,
  schemaRefField,
  scriptedRoundsField,
  seedField,
} from '../../../scenario/headerFields';

export * from './schemaParts';

export const mapSchema = once(() =>
  z
    .strictObject({
      cols: z.number().int().min(1).max(MAX_MAP_SIZE).describe('Columns: cells are "0,r" to "(cols-1),r"'),
      rows: z.number().int().min(1).max(MAX_MAP_SIZE).describe('Rows: cells are "c,0" to "c,(rows-1)"'),
      terrain: z
        .strictObject(
          Object.fromEntries(
            TERRAIN_NAMES.map((t) => [t, z.array(cell()).optional().describe(TERRAIN_NOTES[t])]),
          ) as Record<keyof typeof TERRAIN_NOTES, z.ZodOptional<z.ZodArray<ReturnType<typeof cell>>>>,
        )
        .prefault({})
        .describe('Cells that are not open, by terrain; unlisted cells are open'),
    })
    .describe('The battle map'),
);

export const sideSchema = once(() =>
  z
    .strictObject({
      id: idField('side id', 'Short id used in rounds and logs, e.g. "royal"'),
      name: z.string().min(1).max(100).optional().describe('Display name; defaults to the id'),
      units: z
        .record(cell(), unitsSchema())
        .refine(atMostKeys(MAX_UNIT_CELLS), { error: tooMany(MAX_UNIT_CELLS, 'cells of units for one side') })
        .optional()
        .describe('Starting units by cell: { "3,2": 4 }'),
      deploy: unitsSchema()
        .optional()
        .describe(
          'Units placed in play before round 1, a hex a turn ("Setting Up"): { infantry: 6, archer: 2 }',
        ),
      army: z
        .string()
        .min(1)
        .optional()
        .describe('An army file (or a ready-made army, armies/die-men/) whose units are placed in play'),
      zone: z
        .enum(EDGES)
        .optional()
        .describe(
          'The edge the side deploys from (a third of the map deep); default west, east, north, south',
        ),
      gates: z
        .array(cell())
        .optional()
        .describe('The drawbridges, portcullises and palisades this side owns (castle terrain)'),
      pcSkills: pcSkillsSchema().describe("The player characters' pools for Command Interference"),
    })
    .describe('An army'),
);

export const declarationSchema = once(() =>
  z
    .union([
      z.enum(['hold', 'retreat'], {
        error: (iss) =>
          iss.input === 'deploy' || iss.input === 'seize'
            ? `${iss.input} needs a goal: write { strategy: ${iss.input}, goal: "3,2" } (or an edge: north, south, east, west)`
            : `not a strategy: expected hold, retreat, or { strategy, goal } (got ${show(iss.input)})`,
      }),
      z.strictObject({
        strategy: z.enum(STRATEGIES).describe('deploy, seize, hold or retreat'),
        goal: goal().optional().describe('Deploy and Seize need a goal: a cell or an edge'),
      }),
    ])
    .describe('A strategy: hold, retreat, or { strategy: deploy | seize, goal }'),
);

const attackSchema = once(() =>
  z
    .strictObject({
      from: cell(),
      to: cell(),
      by: z
        .enum(['troops', 'archers', 'siege'])
        .optional()
        .describe(
          'troops (next door), archers (one unit within two hexes) or siege (two hexes away); inferred',
        ),
    })
    .describe('Attack an enemy cell (or a gate)'),
);
const moveSchema = once(() =>
  z
    .strictObject({
      from: cell(),
      to: cell(),
      units: unitsSchema().optional().describe('Defaults to every unit'),
    })
    .describe('Move units into an adjoining empty or friendly cell'),
);

export const TACTICS = ['attack', 'defend', 'move', 'pass'] as const;

export const orderSchema = once(() =>
  z
    .strictObject({
      set: setName(),
      attack: attackSchema().optional(),
      defend: cell().optional().describe('The cell whose units defend: the set becomes gobble dice'),
      move: moveSchema().optional(),
      pass: z.literal(true).optional().describe("Don't use the set"),
      pc: z
        .literal(true)
        .optional()
        .describe("A player character's Command Interference: the strategy doesn't limit the order"),
    })
    .meta({
      description: 'Spend a set: { set: "2x9", attack | defend | move | pass }',
      oneOf: TACTICS.map((t) => ({ required: [t] })),
    }),
);

export const splitSchema = once(() =>
  z
    .strictObject({
      set: setName(),
      into: z
        .array(z.number().int().min(2).max(MAX_POOL))
        .min(2)
        .describe('Widths of the new sets, adding up to the set width: [2, 3]'),
    })
    .describe('Break a wide set into narrower ones: { set: 5x10, into: [2, 3] }'),
);

export const freeMoveSchema = once(() =>
  z
    .strictObject({
      from: cell(),
      to: cell(),
      units: unitsSchema().optional().describe('Defaults to every unit'),
    })
    .describe('A Free Movement step into an adjoining open, unthreatened cell'),
);

export const roundSchema = once(() =>
  z
    .strictObject({
      declare: sideKeyed(declarationSchema(), 'Strategies'),
      dice: sideKeyed(
        z.array(face()).min(1).max(MAX_POOL).describe('Faces, one die per unit (at most 15)'),
        'Dice faces instead of the random roll',
      ),
      split: sideKeyed(z.array(splitSchema()), 'Set splits'),
      orders: sideKeyed(z.array(orderSchema()), 'Orders, matched to sets by name in order'),
      knock: sideKeyed(
        z.array(setName()),
        'When an enemy attack gets through: which of your sets loses a die, in order',
      ),
      gobble: sideKeyed(
        z.array(z.number().int().min(0).max(MAX_POOL)),
        'When a defended cell is attacked: how many gobble dice to spend, in order',
      ),
      free: sideKeyed(z.array(freeMoveSchema()), 'Free Movement'),
      casualties: sideKeyed(z.array(casualtySchema()), 'Casualty choices among mixed units, in order'),
      gates: sideKeyed(z.array(cell()), 'Gates the owner has standing open this round (the rest shut)'),
      interfere: sideKeyed(z.array(interferenceSchema()), 'Command Interference rolls'),
    })
    .describe('One scripted round; anything left out is decided by the defaults'),
);

export const ROUND_SECTIONS = [
  'declare',
  'dice',
  'split',
  'orders',
  'knock',
  'gobble',
  'free',
  'casualties',
  'gates',
  'interfere',
] as const;
export type RoundSection = (typeof ROUND_SECTIONS)[number];

export const optionsSchema = once(() =>
  z
    .strictObject({
      maxRounds: z
        .number()
        .int()
        .min(1)
        .max(MAX_ROUNDS)
        .default(20)
        .describe('The battle ends after this many rounds: more units wins'),
      damageCap: z
        .enum(['per-hex', 'per-attack'])
        .default('per-hex')
        .describe("per-hex: a hex's kills over the whole round can't exceed its units"),
      seed: seedField(),
      complications: complicationsSchema().optional(),
    })
    .prefault({})
    .describe('Battle options'),
);

export const dieMenScenarioSchema = once(() =>
  z
    .strictObject({
      $schema: schemaRefField(),
      ruleset: z.literal('die-men').optional().describe('The game: die-men (the default)'),
      name: battleNameField(),
      description: z.string().optional().describe('Free text'),
      scale: z
        .literal(SCALES, {
          error: (iss) =>
            `scale is soldiers per unit, one of 1, 2, 5, 10, 20, 50, 100 (got ${show(iss.input)})`,
        })
        .default(10)
        .describe('Soldiers per unit: 1, 2, 5, 10, 20, 50 or 100'),
      grid: z
        .enum(['hex', 'square'])
        .default('hex')
        .describe('hex (flat-topped, odd columns lower) or square'),
      map: mapSchema(),
      sides: z
        .array(sideSchema())
        .min(2)
        .max(MAX_SIDES, { error: tooMany(MAX_SIDES, 'sides') })
        .describe(`The armies, at least two (at most ${MAX_SIDES})`),
      options: optionsSchema(),
      rounds: scriptedRoundsField(roundSchema(), MAX_ROUNDS),
    })
    .meta(scenarioMeta('Die, Men!', 'the Die, Men! resolver', 'scenario-format.md')),
);

export type DieMenScenario = z.output<ReturnType<typeof dieMenScenarioSchema>>;
export type DieMenScenarioInput = z.input<ReturnType<typeof dieMenScenarioSchema>>;
export type ScenarioUnits = z.output<ReturnType<typeof unitsSchema>>;
export type ScenarioDeclaration = z.output<ReturnType<typeof declarationSchema>>;
export type ScenarioOrder = z.output<ReturnType<typeof orderSchema>>;
export type ScenarioRound = z.output<ReturnType<typeof roundSchema>>;
export type ScenarioComplications = z.output<ReturnType<typeof complicationsSchema>>;

/** The JSON Schema for scenario files (draft 2020-12), as shipped in docs/scenario.schema.json. */
export function dieMenJsonSchema(): Record<string, unknown> {
  return jsonSchemaOf(dieMenScenarioSchema());
}
