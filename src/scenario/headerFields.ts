/**
 * The fields every game's scenario file opens with, written once: the `$schema` line editors
 * read, the battle's name, its one-line description (`diemen scenarios`), and the seed.
 */
import * as z from 'zod';
import { once } from '../core/once';

export const schemaRefField = once(() =>
  z.string().optional().describe('Path or URL of this JSON Schema, for editors'),
);

export const battleNameField = once(() => z.string().min(1).max(200).describe('The battle'));

export const oneLineDescriptionField = once(() =>
  z
    .string()
    .min(1)
    .max(200)
    .regex(/^[^\n]*$/, { error: 'the description is one line (diemen scenarios shows it)' })
    .optional()
    .describe('One line: what the battle is'),
);

export const seedField = once(() =>
  z
    .union([z.string().min(1).max(200), z.number().int().min(0).max(999_999_999_999)])
    .optional()
    .describe('Seeds the dice; the --seed option overrides it'),
);

/** The rounds a file scripts, from round 1: at most `max`, none when left out. */
export const scriptedRoundsField = <Round extends z.ZodType>(
  round: Round,
  max: number,
): z.ZodDefault<z.ZodArray<Round>> =>
  z
    .array(round)
    .max(max)
    .default(() => [])
    .describe('Scripted rounds, from round 1');

/** What a scenario file's JSON Schema says of itself: the game, and where its format is told. */
export const scenarioMeta = (game: string, about: string, page: string) => ({
  title: `${game} scenario`,
  description: `A battle for diemen, ${about}: docs/${page}`,
});

/** The fields every game's army file opens with: `$schema`, the game, the army's name, free text. */
export const armyHeaderFields = <Game extends string>(game: Game) => ({
  $schema: schemaRefField(),
  ruleset: z.literal(game).describe(`The game: ${game}`),
  name: z.string().min(1).max(200).optional().describe('The army; defaults to the file name'),
  description: z.string().optional().describe('Free text'),
});
