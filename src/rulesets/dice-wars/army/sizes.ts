/**
 * Army sizes ("Game Sizes"): each player builds from an equal pool of dice, the players agree how
 * many. A preset names a range; `points` is the agreed pool, inside the preset's range if both.
 */
export type SizePreset = 'skirmish' | 'battle' | 'epic';

export interface SizeRange {
  readonly title: string;
  readonly min: number;
  readonly max: number;
}

export const SIZE_PRESETS: Readonly<Record<SizePreset, SizeRange>> = {
  skirmish: { title: 'Skirmish', min: 20, max: 40 },
  battle: { title: 'Battle', min: 60, max: 80 },
  epic: { title: 'Epic', min: 120, max: 200 },
};

export const SIZE_NAMES = Object.keys(SIZE_PRESETS) as SizePreset[];

/** What the file says of the army's size: a preset, an agreed total, or both. */
export interface ArmySize {
  readonly preset?: SizePreset;
  readonly points?: number;
}

/** The most the army may spend, and the range it should fall in (null without a preset). */
export interface Pool {
  readonly max: number;
  readonly range: SizeRange | null;
  /** True when the players agreed an exact total (`points`). */
  readonly agreed: boolean;
}

/** Without an agreed total a preset's top is the most the army may spend. */
export function poolOf(size: ArmySize): Pool | null {
  const range = size.preset ? SIZE_PRESETS[size.preset] : null;
  if (size.points !== undefined) return { max: size.points, range, agreed: true };
  return range ? { max: range.max, range, agreed: false } : null;
}
