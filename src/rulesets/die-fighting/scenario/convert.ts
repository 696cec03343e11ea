/** A checked Die Fighting scenario file to the rules' BattleSetup, with the documented defaults. */
import type { SeedChoice } from '../../../engine/game';
import { DEFAULT_CARDS, MODES, UNIT_TYPE_NAMES } from '../cards';
import { ELIMINATION_ROUNDS } from '../outcome';
import type { BattleSetup, Card, CommanderRank, GameMode, UnitSetup, UnitType } from '../types';
import type { DieFightingScenario } from './schema';

type MapDoc = DieFightingScenario['map'];
type SideDoc = DieFightingScenario['sides'][number];
type UnitDoc =
  | Exclude<NonNullable<SideDoc['units']>, readonly unknown[]>[string]
  | Extract<SideDoc['units'], readonly unknown[]>[number];

/** A unit as the file lists it: its square (null: deployed in play) and its key under `units`. */
export interface ListedUnit {
  readonly at: string | null;
  readonly unit: UnitDoc;
  /** The square (a mapping by square) or the place in the list. */
  readonly key: string | number;
}

/** A side's units, in file order, either form (a mapping by square, or a list). */
export function sideUnits(side: SideDoc): ListedUnit[] {
  if (Array.isArray(side.units))
    return side.units.map((unit, key) => ({
      at: typeof unit === 'string' ? null : (unit.at ?? null),
      unit,
      key,
    }));
  // A side that names an army has its units from the army's loader (scenario/armies.ts).
  return Object.entries(side.units ?? {}).map(([at, unit]) => ({ at, unit, key: at }));
}

/** The map's size: cols and rows as given, else the drawing's. */
export function mapSize(map: MapDoc): { cols: number; rows: number } {
  const drawn = (map.terrain ?? []).map((r) => r.replace(/\s+/g, ''));
  return {
    cols: map.cols ?? Math.max(0, ...drawn.map((r) => r.length)),
    rows: map.rows ?? drawn.length,
  };
}

/** The cells drawn with `letter` (S or B, either case), with the row each was drawn on. */
export function drawnCells(map: MapDoc, letter: 'S' | 'B'): { cell: string; row: number }[] {
  const out: { cell: string; row: number }[] = [];
  (map.terrain ?? []).forEach((line, row) =>
    [...line.replace(/\s+/g, '')].forEach((ch, col) => {
      if (ch.toUpperCase() === letter) out.push({ cell: `${col},${row}`, row });
    }),
  );
  return out;
}

const unique = (xs: readonly string[]): string[] => [...new Set(xs)];

/**
 * Ruling DF11: a file that gives points without a mode plays to the round limit of the smallest
 * mode whose points cover them (war's beyond that).
 */
export function defaultRounds(
  game: 'elimination' | 'timed',
  mode: GameMode | undefined,
  points: number | undefined,
): number {
  // An elimination game has no clock: its limit only stops a battle nobody can finish (DF9).
  if (game === 'elimination') return ELIMINATION_ROUNDS;
  if (mode) return MODES[mode].rounds;
  const fits = (Object.keys(MODES) as GameMode[]).find((m) => (points ?? 0) <= MODES[m].points);
  return MODES[fits ?? 'war'].rounds;
}

export const pointsOfDoc = (doc: Pick<DieFightingScenario, 'mode' | 'points'>): number =>
  doc.points ?? (doc.mode ? MODES[doc.mode].points : 0);

export const unitOf = (u: UnitDoc): Omit<UnitSetup, 'side'> =>
  typeof u === 'string'
    ? { type: u as UnitType }
    : {
        type: u.type as UnitType,
        ...(u.commander ? { commander: u.commander as CommanderRank } : {}),
        ...(u.health !== undefined ? { health: u.health } : {}),
        ...(u.uses !== undefined ? { uses: u.uses } : {}),
      };

function cardsOf(doc: DieFightingScenario): Record<UnitType, Card> {
  const out = { ...DEFAULT_CARDS } as Record<UnitType, Card>;
  for (const t of UNIT_TYPE_NAMES) {
    const change = doc.cards?.[t];
    if (change) out[t] = { ...out[t], ...change } as Card;
  }
  return out;
}

/** The battle a file describes; the seed is the one asked for, else the file's, else the fallback. */
export function toBattleSetup(doc: DieFightingScenario, seed: SeedChoice): BattleSetup {
  const units: Record<string, UnitSetup> = {};
  const reserve: UnitSetup[] = [];
  for (const side of doc.sides) {
    for (const { at, unit } of sideUnits(side)) {
      if (at === null) reserve.push({ side: side.id, ...unitOf(unit) });
      else units[at] = { side: side.id, ...unitOf(unit) };
    }
  }
  const size = mapSize(doc.map);
  return {
    name: doc.name,
    mode: doc.mode ?? null,
    points: pointsOfDoc(doc),
    grid: { kind: 'square', cols: size.cols, rows: size.rows },
    slow: unique([...doc.map.slow, ...drawnCells(doc.map, 'S').map((c) => c.cell)]),
    blocking: unique([...doc.map.blocking, ...drawnCells(doc.map, 'B').map((c) => c.cell)]),
    sides: doc.sides.map((s) => ({ id: s.id, name: s.name ?? s.id, edge: s.edge })),
    units,
    ...(reserve.length > 0 ? { reserve } : {}),
    cards: cardsOf(doc),
    options: {
      game: doc.options.game,
      maxRounds: doc.options.maxRounds ?? defaultRounds(doc.options.game, doc.mode, doc.points),
      deployment: doc.options.deployment,
    },
    setupRoll: doc.setupRoll,
    seed: seed.seed ?? (doc.seed === undefined ? seed.fallback : String(doc.seed)),
  };
}

export interface ScenarioSummary {
  readonly cols: number;
  readonly rows: number;
  readonly mode: GameMode | null;
  readonly points: number;
  readonly game: 'elimination' | 'timed';
  readonly maxRounds: number;
  readonly sides: readonly { readonly id: string; readonly units: number }[];
  readonly scriptedRounds: number;
}

export function summarize(doc: DieFightingScenario): ScenarioSummary {
  const size = mapSize(doc.map);
  return {
    ...size,
    mode: doc.mode ?? null,
    points: pointsOfDoc(doc),
    game: doc.options.game,
    maxRounds: doc.options.maxRounds ?? defaultRounds(doc.options.game, doc.mode, doc.points),
    sides: doc.sides.map((s) => ({ id: s.id, units: sideUnits(s).length })),
    scriptedRounds: doc.rounds.length,
  };
}

/** "12x12 square, 2 sides, 9 units, skirmish 50 points, 0 scripted rounds" */
export function describeSummary(s: ScenarioSummary): string {
  const units = s.sides.reduce((n, x) => n + x.units, 0);
  const size = s.mode ? `${s.mode} ${s.points} points` : `${s.points} points`;
  return [
    `${s.cols}x${s.rows} square`,
    `${s.sides.length} sides`,
    `${units} units`,
    size,
    `${s.game} in ${s.maxRounds} rounds`,
    `${s.scriptedRounds} scripted rounds`,
  ].join(', ');
}
