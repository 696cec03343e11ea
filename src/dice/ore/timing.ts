/**
 * When a set acts. Wider sets act first; between equally wide sets the higher acts first; equal
 * width and height act together (reign-ore-basics.txt, "Reading the Result" and the Gorda/Tud
 * parry example under "Gobble Dice").
 */
import type { DiceSet } from './types';

/** Negative when `a` acts before `b`, positive when after, 0 when they act at the same time. */
export function compareTiming(a: DiceSet, b: DiceSet): number {
  return b.width - a.width || b.height - a.height;
}

/** A new array of the sets in the order they act; stable, so simultaneous sets keep their order. */
export function sortByTiming<T extends DiceSet>(sets: readonly T[]): T[] {
  return [...sets].sort(compareTiming);
}
