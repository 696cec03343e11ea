/**
 * The JSON Schema (draft 2020-12) editors read for a file format, from its zod schema: the one
 * source of truth. Input shapes (defaults optional), and anything JSON Schema can't say as "any".
 */
import * as z from 'zod';

export const jsonSchemaOf = (schema: z.ZodType): Record<string, unknown> =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
