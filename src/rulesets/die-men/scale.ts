/**
 * The scale chart (die-men.txt, "Defining the Scale"; the reference card's table): what one unit
 * stands for and what follows from it. Only the UI and role-play adjuncts read it; the battle rules
 * are the same at every scale.
 */
import type { Scale } from './types';

export interface CommandCheck {
  /** The knowledge skill a character rolls to override the general's strategy in their hex. */
  readonly skill: 'Tactics' | 'Strategy';
  readonly difficulty: number;
}

export interface ScaleRow {
  readonly soldiersPerUnit: Scale;
  /** Across one hex (or square), in feet. */
  readonly hexFeet: number;
  /** Any one of these rolls gets a hex to obey a character (several at the 10-soldier step). */
  readonly commandInterference: readonly CommandCheck[];
  readonly commandLag: number;
  /** How long one round of the battle lasts, in minutes. */
  readonly roundMinutes: number;
}

export const SCALES: readonly Scale[] = [1, 2, 5, 10, 20, 50, 100];

export const SCALE_TABLE: Readonly<Record<Scale, ScaleRow>> = {
  1: row(1, 15, [['Tactics', 0]], 0, 5),
  2: row(2, 15, [['Tactics', 3]], 0, 5),
  5: row(5, 30, [['Tactics', 5]], 1, 10),
  10: row(
    10,
    60,
    [
      ['Tactics', 5],
      ['Strategy', 0],
    ],
    1,
    10,
  ),
  20: row(20, 60, [['Strategy', 3]], 1, 15),
  50: row(50, 150, [['Strategy', 5]], 2, 30),
  100: row(100, 200, [['Strategy', 7]], 3, 60),
};

function row(
  soldiersPerUnit: Scale,
  hexFeet: number,
  checks: readonly (readonly [CommandCheck['skill'], number])[],
  commandLag: number,
  roundMinutes: number,
): ScaleRow {
  return {
    soldiersPerUnit,
    hexFeet,
    commandInterference: checks.map(([skill, difficulty]) => ({ skill, difficulty })),
    commandLag,
    roundMinutes,
  };
}

export function isScale(x: unknown): x is Scale {
  return typeof x === 'number' && (SCALES as readonly number[]).includes(x);
}
