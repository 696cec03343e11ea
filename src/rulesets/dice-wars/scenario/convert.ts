/** A checked Dice Wars scenario file to the rules' BattleSetup, with the documented defaults. */
import type { SeedChoice } from '../../../engine/game';
import { parseCell } from '../../../grid/cell';
import type { CellKey } from '../../../grid/types';
import { cardCost } from '../army/cost';
import { cardOf } from '../army/fromFile';
import { SIZE_PRESETS, SIZE_NAMES, type ArmySize, type SizePreset } from '../army/sizes';
import type { Table, TerrainPiece } from '../geometry';
import type { BattleSetup, UnitSetup } from '../types';
import type { DiceWarsScenario, PieceDoc } from './schema';

/** "Table Sizes": the table each army size is played on, in inches. */
export const TABLE_SIZES: Readonly<Record<SizePreset, { cols: number; rows: number }>> = {
  skirmish: { cols: 24, rows: 24 },
  battle: { cols: 48, rows: 36 },
  epic: { cols: 60, rows: 60 },
};

/**
 * The size a file plays at: its `size`, else (ruling) the smallest whose dice range reaches its
 * `points`, Epic beyond that.
 */
export function presetOf(doc: Pick<DiceWarsScenario, 'size' | 'points'>): SizePreset {
  if (doc.size) return doc.size;
  return SIZE_NAMES.find((s) => (doc.points ?? 0) <= SIZE_PRESETS[s].max) ?? 'epic';
}

export function tableSize(doc: DiceWarsScenario): { cols: number; rows: number } {
  const d = TABLE_SIZES[presetOf(doc)];
  return { cols: doc.table.cols ?? d.cols, rows: doc.table.rows ?? d.rows };
}

/** A piece's squares: its list, or every square of its rectangle; [] for a rectangle off the grid. */
export function pieceCells(p: PieceDoc): CellKey[] {
  if (p.cells) return [...new Set(p.cells)];
  const a = p.from === undefined ? null : parseCell(p.from);
  const b = p.to === undefined ? null : parseCell(p.to);
  if (!a || !b) return [];
  const out: CellKey[] = [];
  for (let c = Math.min(a.col, b.col); c <= Math.max(a.col, b.col); c++)
    for (let r = Math.min(a.row, b.row); r <= Math.max(a.row, b.row); r++) out.push(`${c},${r}`);
  return out;
}

export function tableOf(doc: DiceWarsScenario): Table {
  const pieces: TerrainPiece[] = doc.table.terrain.map((p) => ({
    id: p.id,
    cells: pieceCells(p),
    height: p.height,
    ...(p.blocksSight === false ? { blocksSight: false } : {}),
  }));
  return { ...tableSize(doc), pieces };
}

export const atOf = (at: string | readonly string[]): CellKey[] => (typeof at === 'string' ? [at] : [...at]);

export function unitsOf(doc: DiceWarsScenario): UnitSetup[] {
  return doc.sides.flatMap((side) =>
    (side.units ?? []).map((u) => ({
      id: u.id,
      side: side.id,
      card: cardOf(u),
      at: u.at === undefined ? [] : atOf(u.at),
      ...(u.height !== undefined ? { height: u.height } : {}),
    })),
  );
}

export function sizeOf(doc: DiceWarsScenario): ArmySize | undefined {
  if (doc.size === undefined && doc.points === undefined) return undefined;
  return {
    ...(doc.size ? { preset: doc.size } : {}),
    ...(doc.points !== undefined ? { points: doc.points } : {}),
  };
}

/** The battle a file describes; the seed is the one asked for, else the file's, else the fallback. */
export function toBattleSetup(doc: DiceWarsScenario, seed: SeedChoice): BattleSetup {
  const size = sizeOf(doc);
  return {
    name: doc.name,
    table: tableOf(doc),
    sides: doc.sides.map((s) => ({ id: s.id, name: s.name ?? s.id, edge: s.edge })),
    units: unitsOf(doc),
    ...(size ? { size } : {}),
    deployment: doc.options.deployment,
    maxRounds: doc.options.maxRounds,
    setupRoll: doc.options.setupRoll,
    seed: seed.seed ?? (doc.seed === undefined ? seed.fallback : String(doc.seed)),
  };
}

export interface ScenarioSummary {
  readonly cols: number;
  readonly rows: number;
  readonly size: SizePreset;
  readonly points: number | null;
  readonly terrain: number;
  readonly maxRounds: number;
  readonly sides: readonly { readonly id: string; readonly units: number; readonly dice: number }[];
  readonly scriptedRounds: number;
}

export function summarize(doc: DiceWarsScenario): ScenarioSummary {
  const units = unitsOf(doc);
  return {
    ...tableSize(doc),
    size: presetOf(doc),
    points: doc.points ?? null,
    terrain: doc.table.terrain.length,
    maxRounds: doc.options.maxRounds,
    sides: doc.sides.map((s) => {
      const mine = units.filter((u) => u.side === s.id);
      return { id: s.id, units: mine.length, dice: mine.reduce((n, u) => n + cardCost(u.card), 0) };
    }),
    scriptedRounds: doc.rounds.length,
  };
}

/** "24x24 table, 2 sides, 10 units, skirmish (34 and 33 dice), 5 rounds, 0 scripted rounds" */
export function describeSummary(s: ScenarioSummary): string {
  const units = s.sides.reduce((n, x) => n + x.units, 0);
  const dice = s.sides.map((x) => x.dice).join(' and ');
  const pool = s.points === null ? s.size : `${s.size} ${s.points} dice`;
  return [
    `${s.cols}x${s.rows} table`,
    `${s.sides.length} sides`,
    `${units} units`,
    `${pool} (${dice} dice)`,
    `${s.terrain} terrain pieces`,
    `${s.maxRounds} rounds`,
    `${s.scriptedRounds} scripted rounds`,
  ].join(', ');
}
