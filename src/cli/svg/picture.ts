/**
 * A battle map as a picture, for any game: what a game's face hands the shared SVG renderer. The
 * game says what stands where and how its terrain looks; the renderer owns the geometry (hex or
 * square), the side colours, the legend and the title. Plain data, so a face builds it without
 * loading the renderer (that is loaded only when a picture is written).
 */
import type { CellKey, GridSpec } from '../../grid/types';

/**
 * Fill patterns the renderer draws, each readable without colour (a greyscale print): a game picks
 * one per terrain. `slow` and `blocking` are the generic pair for games with no terrain of their own.
 */
export type PatternName =
  | 'plain'
  | 'dots'
  | 'contours'
  | 'peaks'
  | 'waves'
  | 'trees'
  | 'bricks'
  | 'checks'
  | 'stakes'
  | 'planks'
  | 'lattice'
  | 'crosshatch'
  | 'slow'
  | 'blocking';

export interface TerrainLook {
  /** The legend's word for it ("rough", "river"). */
  readonly label: string;
  /** Background colour (a light tint, so marks and coordinates stay readable on it). */
  readonly fill: string;
  readonly pattern: PatternName;
  /** Colour of the pattern's strokes; darker than the fill. */
  readonly ink: string;
}

/** One cell's troops: a side's mark with the number of units, and a short note of what they are. */
export interface UnitMark {
  readonly at: CellKey;
  readonly side: string;
  readonly count: number;
  /** A few words under the mark, e.g. "2 siege": left out where the count says it all. */
  readonly detail?: string;
  /** Destroyed this round: drawn faded and crossed out where it fell, for this round only. */
  readonly wreck?: boolean;
  /** Marks of one unit (its models) share a group, and are joined by a line. */
  readonly group?: string;
}

/** What happened between two cells this round: an attack (solid) or a move (dashed). */
export interface MapArrow {
  readonly kind: 'attack' | 'move';
  readonly side: string;
  readonly from: CellKey;
  readonly to: CellKey;
  /** A short label at the arrow's middle, e.g. "−4" for kills. */
  readonly label?: string;
}

export interface PictureSide {
  readonly id: string;
  readonly name: string;
  /** Shown in the legend beside the name, e.g. "11 units". */
  readonly note?: string;
}

export interface MapPicture {
  readonly grid: GridSpec;
  /** The big line: the scenario's name. */
  readonly title: string;
  /** The line under it: round (or opening position) and seed. */
  readonly subtitle: string;
  /** Terrain per cell, by the game's own names; unlisted cells are `open`. */
  readonly terrain: Readonly<Record<CellKey, string>>;
  /** How each terrain name looks; the legend lists those the map uses. `open` must be there. */
  readonly looks: Readonly<Record<string, TerrainLook>>;
  /** In the order that fixes each side's colour and shape (the same as the terminal's). */
  readonly sides: readonly PictureSide[];
  readonly marks: readonly UnitMark[];
  readonly arrows: readonly MapArrow[];
  /** What an attack arrow's label counts, for the legend (default "kills"). */
  readonly attackLabel?: string;
  /** Lines under the legend: how the round ended, who won. */
  readonly notes?: readonly string[];
}

/** What the shared commands tell a face about the picture they want. */
export interface PictureInfo {
  /** The scenario's name. */
  readonly name: string;
  /** The round just resolved, or null for the opening position. */
  readonly round: number | null;
  /** The battle's seed, when it has one worth printing. */
  readonly seed?: string;
  /** How many rounds the battle had, when it is known (a report of a whole log). */
  readonly rounds?: number;
  /**
   * The battle as the round began (the game's own state), when the caller has it: where a unit
   * destroyed this round stood, if the events don't say.
   */
  readonly before?: unknown;
}

/**
 * "opening position"; "round 3 of 8" when the rounds the battle had are known (a report of a
 * whole log); else "round 3 of at most 12", since a picture drawn in play can't know when the
 * battle will end and "of 12" would read as a battle of 12 rounds.
 */
export function roundWords(info: PictureInfo, maxRounds: number): string {
  if (info.round === null) return 'opening position';
  if (info.rounds !== undefined) return `round ${info.round} of ${info.rounds}`;
  return `round ${info.round} of at most ${maxRounds}`;
}
