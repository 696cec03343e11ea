/**
 * The Dice Wars army file, as a zod schema: the single source of truth for its types, the shape
 * check and the JSON Schema editors use (docs/dice-wars-army.schema.json). It checks the shape
 * only (whole numbers, known fields); the game's limits are checkCard's, with their own codes.
 */
import * as z from 'zod';
import { once } from '../../../core/once';
import { SIZE_NAMES, type SizePreset } from './sizes';
import { armyHeaderFields } from '../../../scenario/headerFields';
import { jsonSchemaOf } from '../../../scenario/jsonSchema';
import { tooMany } from '../../../scenario/limits';

/**
 * Units in one army: an epic army is at most 200 dice and every unit at least one (issue #22: an
 * army of 50,000 printed 50,003 lines).
 */
export const MAX_UNITS = 200;

const dice = (what: string) => z.number().int().min(0).describe(what);

/** One equipment (its dice) or several of a kind: `ranged: 2`, `ranged: [2, 3]`. */
const equipment = (kind: string) =>
  z
    .union([z.number().int().min(0), z.array(z.number().int().min(0)).min(1)])
    .optional()
    .describe(
      `${kind} equipment: its dice (0-4; a squad's at most its Core), or a list, one entry per ${kind} equipment`,
    );

export const armyUnitSchema = once(() =>
  z
    .strictObject({
      name: z.string().min(1).max(100).describe('The unit or squad, as the players call it'),
      members: z
        .number()
        .int()
        .min(0)
        .default(1)
        .describe('1 for a single unit (the default); 2 to 5 alike models make a squad'),
      core: dice('Core dice of each member: 1-4 for a unit, 1-2 for a squad'),
      armor: dice('Armor Passive dice, 0-4 (a squad: 0-2); not with speed').optional(),
      speed: dice('Speed Passive dice, 0-4 (a squad: 0-2); not with armor').optional(),
      melee: equipment('Melee'),
      ranged: equipment('Ranged'),
      indirect: equipment('Indirect'),
    })
    .describe('A stat card: a unit, or a squad of up to 5 alike members'),
);

export const armyFileSchema = once(() =>
  z
    .strictObject({
      ...armyHeaderFields('dice-wars'),
      size: z
        .enum(SIZE_NAMES as [SizePreset, ...SizePreset[]])
        .optional()
        .describe('skirmish (20-40 dice), battle (60-80) or epic (120-200)'),
      points: z
        .number()
        .int()
        .min(1)
        .optional()
        .describe("The agreed dice pool; with size, inside the size's range"),
      units: z
        .array(armyUnitSchema())
        .min(1)
        .max(MAX_UNITS, { error: tooMany(MAX_UNITS, 'units in one army') })
        .describe('The stat cards, one entry per unit or squad'),
    })
    .meta({
      title: 'Dice Wars army',
      description: 'An army list for `diemen dw army`: docs/dice-wars.md',
    }),
);

export type ArmyFile = z.output<ReturnType<typeof armyFileSchema>>;
export type ArmyFileUnit = z.output<ReturnType<typeof armyUnitSchema>>;

/** The JSON Schema for army files (draft 2020-12), as shipped in docs/dice-wars-army.schema.json. */
export function armyJsonSchema(): Record<string, unknown> {
  return jsonSchemaOf(armyFileSchema());
}
