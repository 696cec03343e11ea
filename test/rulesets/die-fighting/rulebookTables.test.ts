/**
 * The tables of die-fighting.txt read as the text prints them: "Types of Units" (cost, unit kind,
 * die), "Commanders" (the cost increase and the +1 by kind of unit led) and "Building Your Army"
 * with "Winning the Game" (points, maps and minutes of each mode). The figures below are the
 * text's; the code's tables (cards.ts) must agree with them.
 */
import {
  cardFor,
  COMMANDERS,
  DEFAULT_CARDS,
  MODES,
  UNIT_TYPES,
  unitCost,
} from '../../../src/rulesets/die-fighting/cards';

describe('"Types of Units": point cost, unit type and die type', () => {
  it.each([
    ['archers', 4, 'ranged', 4],
    ['conscripts', 6, 'foot', 6],
    ['light-infantry', 8, 'foot', 8],
    ['heavy-infantry', 10, 'foot', 10],
    ['light-cavalry', 12, 'mounted', 12],
    ['heavy-cavalry', 20, 'mounted', 20],
  ] as const)('%s cost %i points, are a %s unit and roll a d%i', (type, cost, kind, die) => {
    expect(UNIT_TYPES[type]).toEqual({ cost, kind, die });
    expect(unitCost(type, null)).toBe(cost);
  });
});

describe('"Commanders": the increase, and +1 to what the table names for the unit led', () => {
  // One unit of each kind: a foot unit, a mounted unit and a ranged unit.
  const foot = 'conscripts';
  const mounted = 'light-cavalry';
  const ranged = 'archers';
  it.each([
    ['sergeant', 2, 'breakAway', 'speed', 'range'],
    ['lieutenant', 4, 'speed', 'defence', 'targets'],
    ['captain', 6, 'defence', 'attack', 'damage'],
  ] as const)('a %s adds %i points; +1 %s on foot, +1 %s mounted, +1 %s ranged', (rank, cost, f, m, r) => {
    expect(COMMANDERS[rank].cost).toBe(cost);
    for (const [type, field] of [
      [foot, f],
      [mounted, m],
      [ranged, r],
    ] as const) {
      expect(unitCost(type, rank)).toBe(UNIT_TYPES[type].cost + cost);
      const led = cardFor(DEFAULT_CARDS, type, rank);
      expect(led[field]).toBe(DEFAULT_CARDS[type][field]! + 1);
      // Nothing else on the card changes.
      expect({ ...led, [field]: 0 }).toEqual({ ...DEFAULT_CARDS[type], [field]: 0 });
    }
  });
});

describe('"Building Your Army" and "Winning the Game": the three modes', () => {
  // A map is 12 by 12 squares (ruling DF2), so the maps a mode names are its squares over 144.
  it.each([
    ['skirmish', 50, 1, 30],
    ['battle', 150, 2, 60],
    ['war', 200, 4, 120],
  ] as const)('%s: %i points, %i map(s), a %i-minute timed game', (mode, points, maps, minutes) => {
    const m = MODES[mode];
    expect([m.points, (m.cols * m.rows) / 144, m.minutes]).toEqual([points, maps, minutes]);
  });
});
