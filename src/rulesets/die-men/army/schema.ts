/**
 * The Die, Men! army file, as a zod schema: the single source of truth for its types, the shape
 * check and the JSON Schema editors use (docs/die-men-army.schema.json). An army list is what a
 * side brings to a pickup war ("Setting Up"): its units by type, counted at the battle's scale, as
 * a scenario side writes a stack (`{ infantry: 8, archer: 2 }`, or a bare number of infantry), and
 * its player characters' pools for Command Interference. Where the units stand is not the army's:
 * they are placed in play (ruling 33, docs/rules.md).
 */
import * as z from 'zod';
import { once } from '../../../core/once';
import { armyHeaderFields } from '../../../scenario/headerFields';
import { jsonSchemaOf } from '../../../scenario/jsonSchema';
import { pcSkillsSchema, unitsSchema } from '../scenario/schemaParts';

export const armyFileSchema = once(() =>
  z
    .strictObject({
      ...armyHeaderFields('die-men'),
      units: unitsSchema().describe(
        "The units by type, counted at the battle's scale: { infantry: 8, archer: 2 }, or a number of infantry",
      ),
      pcSkills: pcSkillsSchema().describe("The player characters' pools for Command Interference (pc units)"),
    })
    .meta({
      title: 'Die, Men! army',
      description: 'An army list for `diemen dm army` and `--army`: docs/scenario-format.md, "Armies"',
    }),
);

export type ArmyFile = z.output<ReturnType<typeof armyFileSchema>>;

/** The JSON Schema for army files (draft 2020-12), as shipped in docs/die-men-army.schema.json. */
export function armyJsonSchema(): Record<string, unknown> {
  return jsonSchemaOf(armyFileSchema());
}
