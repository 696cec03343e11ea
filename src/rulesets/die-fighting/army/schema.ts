/**
 * The Die Fighting army file, as a zod schema: the single source of truth for its types, the shape
 * check and the JSON Schema editors use (docs/die-fighting-army.schema.json). An army is a list of
 * units ("Types of Units"), each perhaps led by one commander ("Commanders"), built for a mode's
 * points ("Building Your Army"). The shape only; the points are army.ts's, with their own codes.
 */
import * as z from 'zod';
import { once } from '../../../core/once';
import { armyHeaderFields } from '../../../scenario/headerFields';
import { jsonSchemaOf } from '../../../scenario/jsonSchema';
import { tooMany } from '../../../scenario/limits';
import { commanderSchema, MAX_UNITS, unitTypeSchema } from '../scenario/schema';

export { MAX_UNITS };

export const armyUnitSchema = once(() =>
  z
    // The mapping first: a mapping with a bad field is then reported at that field.
    .union([
      z.strictObject({
        type: unitTypeSchema().describe('The unit type'),
        commander: commanderSchema()
          .optional()
          .describe('sergeant (+2 points), lieutenant (+4) or captain (+6); one a unit at most'),
        count: z
          .number()
          .int()
          .min(1)
          .max(MAX_UNITS, { error: tooMany(MAX_UNITS, 'units in one army') })
          .default(1)
          .describe('How many such units, each with its own commander if one is given (default 1)'),
      }),
      unitTypeSchema(),
    ])
    .describe('A unit: its type ("archers"), or { type, commander, count }'),
);

export const armyFileSchema = once(() =>
  z
    .strictObject({
      ...armyHeaderFields('die-fighting'),
      mode: z
        .enum(['skirmish', 'battle', 'war'])
        .optional()
        .describe('The mode it is built for: skirmish 50 points, battle 150, war 200'),
      points: z
        .number()
        .int()
        .min(1)
        .max(10_000)
        .optional()
        .describe("The agreed points, instead of the mode's"),
      units: z
        .array(armyUnitSchema())
        .min(1)
        .max(MAX_UNITS, { error: tooMany(MAX_UNITS, 'entries in one army') })
        .describe('The units, one entry per unit type and commander (count: N for several alike)'),
    })
    .meta({
      title: 'Die Fighting army',
      description: 'An army list for `diemen df army`: docs/die-fighting.md',
    }),
);

export type ArmyFile = z.output<ReturnType<typeof armyFileSchema>>;
export type ArmyFileUnit = z.output<ReturnType<typeof armyUnitSchema>>;

/** The JSON Schema for army files (draft 2020-12), as shipped in docs/die-fighting-army.schema.json. */
export function armyJsonSchema(): Record<string, unknown> {
  return jsonSchemaOf(armyFileSchema());
}
