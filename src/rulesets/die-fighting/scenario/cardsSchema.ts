/**
 * The `cards:` option of a Die Fighting scenario file as a zod schema (schema.ts builds the file
 * from it): changes to a unit type's card ("Types of Units"), by unit type.
 */
import * as z from 'zod';
import { once } from '../../../core/once';
import { UNIT_TYPE_NAMES } from '../cards';

/** A card's attacks a battle: no battle lasts a hundred of one unit's attacks. */
export const MAX_USES = 100;

const cardSchema = once(() =>
  z
    .strictObject({
      speed: z.number().int().min(0).max(50).optional().describe('Squares of movement'),
      range: z.number().int().min(1).max(50).optional().describe('Squares to a target'),
      targets: z.number().int().min(1).max(10).optional().describe('Units one attack may target'),
      attack: z.number().int().min(-10).max(10).optional().describe('Added to the attack roll'),
      defence: z.number().int().min(-10).max(10).optional().describe('Added to the defence roll'),
      damage: z.number().int().min(-10).max(20).optional().describe('Added to the damage roll'),
      breakAway: z.number().int().min(-10).max(10).optional().describe('Added to a Break Away roll'),
      uses: z
        .number()
        .int()
        .min(0)
        .max(MAX_USES)
        .nullable()
        .optional()
        .describe('Attacks a battle; null: no limit'),
    })
    .describe("Changes to a unit type's card; the rest keeps the default"),
);

export const cardsSchema = once(() =>
  z
    .strictObject(
      Object.fromEntries(UNIT_TYPE_NAMES.map((t) => [t, cardSchema().optional()])) as Record<
        string,
        z.ZodOptional<ReturnType<typeof cardSchema>>
      >,
    )
    .describe('Card changes by unit type: { archers: { uses: 6, range: 5 } }'),
);
