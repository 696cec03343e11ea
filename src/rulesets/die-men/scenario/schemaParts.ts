/**
 * The grammar of scenario files as zod pieces: cells, goals, set names, unit counts and faces, the
 * unit types and terrains with what each does, and the complications block. schema.ts builds the
 * file format from them.
 */
import * as z from 'zod';
import { once } from '../../../core/once';
import { describeValue as show } from '../../../scenario/issues';
import { cellField } from '../../../scenario/fieldPatterns';

export const EDGES = ['north', 'south', 'east', 'west'] as const;
const GOAL_PATTERN = /^((0|[1-9]\d{0,2}),(0|[1-9]\d{0,2})|north|south|east|west)$/;
/** A set is named width x height: "2x9"; "×" and "X" work too. */
export const SET_PATTERN = /^(\d{1,2})[x×X](\d{1,2})$/;
export const SCALES = [1, 2, 5, 10, 20, 50, 100] as const;
export const STRATEGIES = ['deploy', 'seize', 'hold', 'retreat'] as const;
/** One d10 per unit, at most 15 ("Roll"). */
export const MAX_POOL = 15;
export const MAX_MAP_SIZE = 100;
export const MAX_UNITS_PER_CELL = 10_000;
export const MAX_ROUNDS = 1000;
/**
 * Sides in one battle: every side's orders are weighed against every other's each round; 16
 * sides played two rounds in under a second of CPU, 50 took 48-115 s in issue #22's attack.
 */
export const MAX_SIDES = 16;
/** Cells one side's units start on: 1,000 a side played two rounds in 2.5 s of CPU, 5,000 in 7 s. */
export const MAX_UNIT_CELLS = 1000;

/** A cell is "col,row", 0-based, no spaces or leading zeros: "3,2" (fieldPatterns.ts). */
export const cell = once(() => cellField('cell', 'A cell: "col,row", 0-based, e.g. "3,2"'));

export const goal = once(() =>
  z
    .string()
    .regex(GOAL_PATTERN, {
      error: (iss) =>
        `not a goal: write a cell "col,row" or an edge north/south/east/west (got ${show(iss.input)})`,
    })
    .describe('A cell "col,row" or a map edge: north, south, east or west'),
);

export const setName = once(() =>
  z
    .string()
    .regex(SET_PATTERN, {
      error: (iss) => `not a set name: write width x height, e.g. "2x9" (got ${show(iss.input)})`,
    })
    .describe('A set, named width x height: "2x9" (× works too)'),
);

export const count = once(() =>
  z
    .number()
    .int()
    .min(1, { error: (iss) => `needs at least 1 unit, got ${show(iss.input)}` })
    .max(MAX_UNITS_PER_CELL),
);

/** Unit types and what each is, for the schema's descriptions (unitRules.ts has the rules). */
export const UNIT_TYPE_NOTES = {
  infantry: 'Infantry: no special rules',
  cavalry:
    'Cavalry (unit types): +1 damage, a Move set carries them its width, Rough is open in Free Movement',
  bloc: 'Defensive bloc (unit types): a free height-10 gobble die for the hex every round',
  flier: 'Fliers (unit types): ignore the negative effects of terrain',
  archer: 'Archers (unit types): +1 damage to nearby attacks; an Attack set kills one unit within two hexes',
  chariot: 'Chariots (unit types): a Move set carries them its width; never on forest, hill or mountain',
  pc: 'Player characters (unit types): +1 damage each to attacks from their hex; Command Interference',
  siege: 'Siege engines (unit types): attack exactly two hexes away, uncapped; move only with an escort',
  ram: 'A battering ram (castle terrain): its group breaks gates with an Attack',
} as const;
export const UNIT_TYPE_NAMES = Object.keys(UNIT_TYPE_NOTES) as (keyof typeof UNIT_TYPE_NOTES)[];

/** A bare number means infantry. */
export const unitsSchema = once(() =>
  z
    .union([
      count(),
      z.strictObject(
        Object.fromEntries(
          UNIT_TYPE_NAMES.map((t) => [t, count().optional().describe(UNIT_TYPE_NOTES[t])]),
        ) as Record<keyof typeof UNIT_TYPE_NOTES, z.ZodOptional<ReturnType<typeof count>>>,
      ),
    ])
    .describe('Units: a number of infantry, or units by type: { infantry: 3, cavalry: 2 }'),
);

/** Terrain lists of the map, and what each terrain is. */
export const TERRAIN_NOTES = {
  rough: "Rough: can't be entered during Free Movement",
  impassable: "Impassable: can't be entered at all",
  hill: 'Hill (terrain: hill): +1 damage from it, +1 height to its gobble dice',
  mountain: 'Mountain (terrain: mountain): as a hill, plus a free height-10 gobble die with each Defense',
  river: 'River (terrain: river): no Free Movement in or out; threatens the hexes around units in it',
  forest: 'Forest (terrain: forest): a free height-10 gobble die with each Defense',
  wall: 'Castle wall (terrain: castle): impassable',
  tower: 'Castle tower (terrain: castle): as a mountain',
  palisade: 'Palisade (terrain: castle): impassable until a siege engine or a ram breaks it',
  drawbridge: 'Drawbridge (terrain: castle): impassable until broken, or opened by its owner',
  portcullis: 'Portcullis (terrain: castle): impassable until broken, or opened by its owner',
} as const;
export const TERRAIN_NAMES = Object.keys(TERRAIN_NOTES) as (keyof typeof TERRAIN_NOTES)[];
export const TERRAIN_GROUPS = ['hill', 'mountain', 'river', 'forest', 'castle'] as const;
export const UNIT_TYPE_GROUPS = ['cavalry', 'bloc', 'flier', 'archer', 'chariot', 'pc', 'siege'] as const;
export const MAX_COMMAND_LAG = 10;

export const face = once(() =>
  z
    .number()
    .int()
    .min(1, {
      error: (iss) =>
        iss.input === 0
          ? 'a d10 face is 1 to 10, got 0 (a die showing 0 is a 10: write 10)'
          : `a d10 face is 1 to 10, got ${show(iss.input)}`,
    })
    .max(10, { error: (iss) => `a d10 face is 1 to 10, got ${show(iss.input)}` }),
);

export const sideKeyed = <T extends z.ZodType>(value: T, description: string) =>
  z.record(z.string(), value).optional().describe(`${description}, by side id`);

export const interferenceSchema = once(() =>
  z
    .strictObject({
      at: cell().describe('The hex of the player characters who try'),
      skill: z.enum(['tactics', 'strategy']).describe('The skill rolled, as the scale chart allows'),
      dice: z
        .array(face())
        .max(MAX_POOL)
        .optional()
        .describe('Faces of the skill roll instead of the random roll'),
      inspire: z.boolean().optional().describe('Also roll Command+Inspire to lower the difficulty'),
      inspireDice: z.array(face()).max(MAX_POOL).optional().describe('Faces of the Command+Inspire roll'),
    })
    .describe('A Command Interference roll'),
);

export const casualtySchema = once(() =>
  z
    .strictObject({
      at: cell().optional().describe('The hex losing units (any, if left out)'),
      losses: unitsSchema().describe('The units lost, by type'),
    })
    .describe('Which units die when an attack kills some of a mixed stack'),
);

export const complicationsSchema = once(() =>
  z
    .strictObject({
      terrain: z
        .union([z.boolean(), z.array(z.enum(TERRAIN_GROUPS))])
        .optional()
        .describe(
          'Terrain beyond rough and impassable: true for all, or some of hill, mountain, river, forest, castle',
        ),
      unitTypes: z
        .union([z.boolean(), z.array(z.enum(UNIT_TYPE_GROUPS))])
        .optional()
        .describe('Unit types beyond infantry: true for all, or some of ' + UNIT_TYPE_GROUPS.join(', ')),
      commandLag: z
        .union([z.boolean(), z.number().int().min(0).max(MAX_COMMAND_LAG)])
        .optional()
        .describe("Strategies declared rounds ahead: true for the scale chart's lag, or a number"),
      threat: z
        .partialRecord(z.enum(UNIT_TYPE_NAMES), z.number().int().min(0).max(10))
        .optional()
        .describe("Threat rating by unit type: sets lower than a unit's rating can't harm it"),
      commandInterference: z
        .boolean()
        .optional()
        .describe('Player characters may take a set for their hex, ignoring the strategy'),
    })
    .describe('The optional rules ("Complications"); each is off unless switched on here'),
);

/** A side's player characters' pools for Command Interference (scenario sides and army files). */
export const pcSkillsSchema = once(() =>
  z
    .strictObject({
      tactics: z.number().int().min(0).max(MAX_POOL).default(0).describe('Knowledge+Tactics dice'),
      strategy: z.number().int().min(0).max(MAX_POOL).default(0).describe('Knowledge+Strategy dice'),
      inspire: z.number().int().min(0).max(MAX_POOL).default(0).describe('Command+Inspire dice'),
    })
    .optional(),
);
