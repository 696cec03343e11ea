/** The square map and the roster on drawn battles: where each unit and each square shows. */
import { renderMap, renderRoster } from '../../../src/cli/die-fighting/render/renderMap';
import { TYPE_CODE } from '../../../src/cli/die-fighting/render/labels';
import { sideNames } from '../../../src/cli/render/sideNames';
import { plainStyle, type Style } from '../../../src/cli/style';
import { UNIT_TYPES } from '../../../src/rulesets/die-fighting/cards';
import type { UnitSetup } from '../../../src/rulesets/die-fighting/types';
import { setupOf } from '../../rulesets/die-fighting/helpers';
import { choreographed, play } from './battle';

const names = sideNames(
  [
    { id: 'red', name: 'Red' },
    { id: 'blue', name: 'Blue' },
  ],
  plainStyle,
);

const row = (n: number, cols: number, marks: Record<number, string> = {}) =>
  Array.from({ length: cols }, (_, c) => marks[c] ?? '.').join('');

const UNITS: Record<string, UnitSetup> = {
  '0,0': { side: 'red', type: 'heavy-cavalry', commander: 'captain' },
  '3,1': { side: 'red', type: 'archers' },
  '11,1': { side: 'red', type: 'heavy-infantry' },
  '5,11': { side: 'blue', type: 'archers', commander: 'lieutenant' },
  '11,10': { side: 'blue', type: 'light-infantry' },
};

/** The text shown in square (c, r), read off the printed map by the header's column numbers. */
function square(text: string, c: number, r: number): string {
  const lines = text.split('\n');
  const ends = [...lines[0]!.matchAll(/\d+/g)].map((m) => m.index + m[0].length);
  const width = ends[1]! - ends[0]!;
  return lines[1 + r]!.slice(ends[c]! - width, ends[c]).trim();
}

describe('the Die Fighting map', () => {
  const drawn = Array.from({ length: 12 }, (_, r) =>
    row(r, 12, r === 4 ? { 2: 'S', 3: 'S', 7: 'B' } : r === 6 ? { 0: 'B' } : {}),
  );
  const { state } = play(setupOf(drawn, UNITS), []);

  it('fits 80 columns for 12x12, with coordinates on all four edges', () => {
    const text = renderMap(state, names, plainStyle);
    const lines = text.split('\n');
    for (const l of lines) expect(l.length).toBeLessThanOrEqual(80);
    expect(lines[0]!.trim().split(/\s+/)).toEqual(Array.from({ length: 12 }, (_, c) => String(c)));
    expect(lines[13]).toBe(lines[0]);
    for (let r = 0; r < 12; r++) {
      const cells = lines[1 + r]!.trim().split(/\s+/);
      expect([cells[0], cells[cells.length - 1]]).toEqual([String(r), String(r)]);
    }
  });

  it('shows each unit where it stands as its letters and health, upper case for the first side', () => {
    const text = renderMap(state, names, plainStyle);
    for (const u of Object.values(state.units)) {
      const [c, r] = u.at.split(',').map(Number) as [number, number];
      const label = `${TYPE_CODE[u.type]}${u.health}`;
      expect([u.at, square(text, c, r)]).toEqual([u.at, u.side === 'red' ? label : label.toLowerCase()]);
    }
    expect(square(text, 2, 4)).toBe('S');
    expect(square(text, 7, 4)).toBe('B');
    expect(square(text, 0, 6)).toBe('B');
    expect(square(text, 1, 1)).toBe('.');
  });

  it('shows health as it falls, from the battle', () => {
    const { state: after } = choreographed();
    const text = renderMap(after, names, plainStyle);
    const li = Object.values(after.units).find((u) => u.type === 'light-infantry')!;
    expect(li.health).toBeLessThan(UNIT_TYPES['light-infantry'].die);
    const [c, r] = li.at.split(',').map(Number) as [number, number];
    expect(square(text, c, r)).toBe(`li${li.health}`);
  });

  it('colours each side', () => {
    const tagged: Style = { ...plainStyle, side: (i, s) => `<${i}>${s.trim()}</${i}>` };
    const text = renderMap(
      state,
      sideNames(
        [
          { id: 'red', name: 'Red' },
          { id: 'blue', name: 'Blue' },
        ],
        tagged,
      ),
      tagged,
    );
    expect(text).toContain('<0>HC20</0>');
    expect(text).toContain('<1>a4</1>');
  });

  it('keeps a 24x24 map within 80 columns: letters only, health in the roster', () => {
    const big = play(
      setupOf(
        Array.from({ length: 24 }, () => row(0, 24)),
        { '0,0': { side: 'red', type: 'heavy-cavalry' }, '23,23': { side: 'blue', type: 'conscripts' } },
      ),
      [],
    ).state;
    const text = renderMap(big, names, plainStyle);
    for (const l of text.split('\n')) expect(l.length).toBeLessThanOrEqual(80);
    expect(square(text, 0, 0)).toBe('HC');
    expect(square(text, 23, 23)).toBe('c');
    expect(text).toContain('health: see the roster');
  });

  it("the roster names each side once, on its first unit's row: a long name wrapped on every row", () => {
    const named = sideNames(
      [
        { id: state.rules.sides[0]!.id, name: 'The Most Honourable Company of Northern Pikemen' },
        { id: state.rules.sides[1]!.id, name: 'Southern Free Companies of the Lower Marches' },
      ],
      plainStyle,
    );
    const roster = renderRoster(state, named, plainStyle).split('\n');
    expect(roster.filter((l) => l.includes('Honourable'))).toHaveLength(1);
    expect(roster.filter((l) => l.includes('Southern'))).toHaveLength(1);
    // One line a unit after each side's first, plus the head and the frame.
    const units = state.units.length;
    expect(roster.length).toBeLessThan(units + 12);
    expect(Math.max(...roster.map((l) => l.length))).toBeLessThanOrEqual(80);
  });

  it('lists every unit in the roster with its cell, commander, health out of its die and shots', () => {
    const text = renderRoster(state, names, plainStyle);
    for (const u of Object.values(state.units)) {
      const rowText = text.split('\n').find((l) => l.includes(` ${u.at} `))!;
      expect(rowText).toContain(`${u.health}/${UNIT_TYPES[u.type].die}`);
      if (u.commander) expect(rowText).toContain(u.commander);
      if (u.uses !== null) expect(rowText).toMatch(new RegExp(`│ ${u.uses}\\s+│$`));
    }
  });
});
