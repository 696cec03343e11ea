/** Battles for the tests, drawn as maps: `S` slow, `B` blocking, `.` clear; units by cell. */
import { DEFAULT_CARDS } from '../../../src/rulesets/die-fighting/cards';
import type { BattleSetup, UnitSetup } from '../../../src/rulesets/die-fighting/types';

export function setupOf(
  rows: readonly string[],
  units: Record<string, UnitSetup>,
  extra: Partial<BattleSetup> = {},
): BattleSetup {
  const slow: string[] = [];
  const blocking: string[] = [];
  rows.forEach((line, row) =>
    [...line.replace(/\s+/g, '')].forEach((ch, col) => {
      if (ch === 'S') slow.push(`${col},${row}`);
      if (ch === 'B') blocking.push(`${col},${row}`);
    }),
  );
  return {
    name: 'test',
    mode: null,
    points: 1000,
    grid: { kind: 'square', cols: rows[0]!.replace(/\s+/g, '').length, rows: rows.length },
    slow,
    blocking,
    sides: [
      { id: 'red', name: 'Red', edge: 'north' },
      { id: 'blue', name: 'Blue', edge: 'south' },
    ],
    units,
    cards: DEFAULT_CARDS,
    options: { game: 'elimination', maxRounds: 20 },
    setupRoll: false,
    seed: 'test',
    ...extra,
  };
}
