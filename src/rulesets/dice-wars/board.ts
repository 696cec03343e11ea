/** Questions about the units on the table: who they are, what dice they have left, where they stand. */
import type { CellKey } from '../../grid/types';
import type { UnitRef } from './events';
import type { TerrainPiece } from './geometry';
import type { BattleState, Unit } from './state';

export const refOf = (u: Unit): UnitRef => ({ id: u.id, side: u.side, name: u.name });

export const unitById = (s: BattleState, id: string): Unit | undefined => s.units.find((u) => u.id === id);

export const unitsOf = (s: BattleState, side: string): Unit[] => s.units.filter((u) => u.side === side);

export const enemiesOf = (s: BattleState, side: string): Unit[] => s.units.filter((u) => u.side !== side);

/** Passive dice of one kind, 0 for the other kind or none. */
export const speedOf = (u: Unit): number => (u.passive?.kind === 'speed' ? u.passive.dice : 0);
export const armorOf = (u: Unit): number => (u.passive?.kind === 'armor' ? u.passive.dice : 0);

/**
 * Dice left, as "Game End" counts them: each squad member's Core dice, then the card's Passive and
 * Equipment dice once.
 */
export function diceLeft(u: Unit): number {
  const equipment = u.equipment.reduce((n, p) => n + p.dice, 0);
  return u.core * u.models.length + (u.passive?.dice ?? 0) + equipment;
}

export function diceBySide(s: BattleState): Record<string, number> {
  const out: Record<string, number> = Object.fromEntries(s.rules.sides.map((x) => [x.id, 0]));
  for (const u of s.units) out[u.side] = (out[u.side] ?? 0) + diceLeft(u);
  return out;
}

export function unitsBySide(s: BattleState): Record<string, number> {
  const out: Record<string, number> = Object.fromEntries(s.rules.sides.map((x) => [x.id, 0]));
  for (const u of s.units) out[u.side] = (out[u.side] ?? 0) + 1;
  return out;
}

/** Every square a model stands on, but `except`'s. */
export function occupiedBut(s: BattleState, except: string | null): Set<CellKey> {
  const out = new Set<CellKey>();
  for (const u of s.units) if (u.id !== except) for (const m of u.models) out.add(m);
  return out;
}

/** Friendly units with 2+ Armor dice, as terrain for `u` ("Armor Dice and Cover"); never `u` itself. */
export function armourCover(s: BattleState, u: Unit): TerrainPiece[] {
  return s.units
    .filter((f) => f.side === u.side && f.id !== u.id && armorOf(f) >= 2)
    .map((f) => ({ id: `unit:${f.id}`, cells: f.models, height: f.height }));
}
