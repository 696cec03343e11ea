/**
 * The table at a round's roll (src/cli/dice-wars/prompts/overviewMap.ts): the general about to
 * roll sees both armies, the whole table if need be, in the lines an 80x24 screen has above the
 * question. Played at 80x24 before: the second general's "press Enter to roll" showed
 * rows 22-35 of a 36" table, their own army, the other `above (rows 0-5): A B C D E F G H`.
 */
import { linesAbove, screenLines } from '../../../src/cli/prompts/pickWindow';
import { overviewMap } from '../../../src/cli/dice-wars/prompts/overviewMap';
import { unitLetters } from '../../../src/cli/dice-wars/render/renderMap';
import { sideNames } from '../../../src/cli/render/sideNames';
import { plainStyle } from '../../../src/cli/style';
import type { BattleState } from '../../../src/rulesets/dice-wars/state';
import { scriptedPrompter } from '../../helpers/scriptedPrompter';
import { begin, first, play, setupOf, unit } from '../../rulesets/dice-wars/battle';
import { askAt } from './askAt';

const sides = [
  { id: 'red', name: 'Confederated Free Cantons of the High Alps', edge: 'north' as const },
  { id: 'blue', name: "The Grand Duchy's Fusilier Regiment", edge: 'south' as const },
];
const units = [
  unit('a', 'red', ['10,1'], { core: 2 }),
  unit('b', 'red', ['30,2', '31,2'], { core: 1 }),
  unit('c', 'blue', ['12,45'], { core: 2 }),
  unit('d', 'blue', ['40,46'], { core: 2 }),
];
const setup = setupOf(units, {
  sides,
  table: { cols: 48, rows: 48, pieces: [{ id: 'hill', cells: ['5,20', '5,21'], height: 2 }] },
});
const names = sideNames(setup.sides, plainStyle);

/** Blue's roll for round 1, asked at a 24-line screen, hot-seat or not. */
async function blueRoll(hotSeat: boolean): Promise<string[]> {
  const s = begin(setup).state;
  const state = { ...s, awaiting: { ...s.awaiting!, side: 'blue' } } as BattleState;
  expect(state.awaiting).toMatchObject({ kind: 'roll', purpose: 'first' });
  const { out } = await askAt(state, scriptedPrompter(['']), names, { hotSeat, rows: 24 });
  return out;
}

/** The letters a map's lines show between their row numbers. */
const lettersIn = (text: string): string =>
  text
    .split('\n')
    .filter((l) => /^\s*\d+ \S+ \d+$/.test(l))
    .join('')
    .replace(/[^A-Za-z]/g, '');

describe('Dice Wars: the whole table at the hot-seat roll', () => {
  it('both armies in sight above the question at 80x24, not the rows around the roller alone', async () => {
    const out = await blueRoll(true);
    const shown = out[out.length - 1]!;
    expect([...lettersIn(shown)].sort().join('')).toBe('ABBab');
    expect(screenLines(shown, 80)).toBeLessThanOrEqual(linesAbove(24, 0));
    expect(shown).toContain('the whole table, 3 rows a line');
  });

  it('"Activate which unit?" at 80x24 shows both armies, hot-seat or not', async () => {
    // Fails on the rows around red's units alone: blue's were `below (rows 45-46): a b`.
    const s = play(begin(setup).state, ...first(6, 1)).state;
    expect(s.awaiting).toMatchObject({ kind: 'activate', side: 'red' });
    for (const hotSeat of [true, false]) {
      const { out } = await askAt(s, scriptedPrompter(['']), names, { hotSeat, rows: 24 });
      const shown = out[out.length - 1]!;
      expect([...lettersIn(shown)].sort().join('')).toBe('ABBab');
      expect(shown).not.toContain('below (');
      expect(screenLines(shown, 80)).toBeLessThanOrEqual(linesAbove(24, 3));
    }
  });

  it("out of hot-seat play too: both armies in sight at the roll, not the roller's rows alone", async () => {
    // Played at 80x24 solo before: the rows around one's own army, the enemy `below (rows 19-20)`.
    const shown = (await blueRoll(false)).at(-1)!;
    expect([...lettersIn(shown)].sort().join('')).toBe('ABBab');
    expect(shown).not.toMatch(/(above|below) \(/);
    expect(screenLines(shown, 80)).toBeLessThanOrEqual(linesAbove(24, 0));
  });

  it('the rows one a line when those around the roller hold both armies', async () => {
    const near = setupOf(
      [unit('a', 'red', ['10,20'], { core: 2 }), unit('c', 'blue', ['12,27'], { core: 2 })],
      { sides, table: { cols: 48, rows: 48, pieces: [] } },
    );
    const s = begin(near).state;
    const state = { ...s, awaiting: { ...s.awaiting!, side: 'blue' } } as BattleState;
    const { out } = await askAt(state, scriptedPrompter(['']), names, { rows: 24 });
    const shown = out.at(-1)!;
    expect([...lettersIn(shown)].sort().join('')).toBe('Aa');
    expect(shown).not.toContain('rows a line');
    expect(shown).toMatch(/rows \d+-\d+ of 0-47/);
  });

  it('a band of rows shows any model in it, else its highest terrain; numbered at both ends', () => {
    const s = begin(setup).state;
    const map = overviewMap(s, names, plainStyle, unitLetters(s, names), 21).split('\n');
    const band = (first: number) => map.find((l) => new RegExp(`^\\s*${first} \\S+ \\d+$`).test(l))!;
    expect(band(0)).toMatch(/^ 0 \.{10}A\.{19}BB\.{16} 2$/);
    expect(band(18)).toMatch(/^18 \.{5}2\.{42} 20$/);
    expect(band(45)).toMatch(/^45 \.{12}a\.{27}b\.{7} 47$/);
    const key = map.slice(map.findIndex((l) => l.startsWith('A ')));
    expect(key[0]).toBe('A a 2d  B b 2d  a c 2d  b d 2d');
  });

  it('a unit behind another in the rows of a band is shown where it is alone, else named under the map', () => {
    // Played at 80x24: the Warlord at 13,5 behind a squad member at 13,4 (rows 3-5 a line) was
    // nowhere on the map, though the squad showed at 14,4 too.
    const crowd = setupOf(
      [
        unit('lord', 'red', ['13,5'], { core: 2 }),
        unit('squad', 'red', ['13,4', '14,4'], { core: 1 }),
        unit('gun', 'blue', ['20,40'], { core: 2 }),
        unit('scout', 'blue', ['20,41'], { core: 2 }),
      ],
      { sides, table: { cols: 48, rows: 48, pieces: [] } },
    );
    const s = begin(crowd).state;
    const letters = unitLetters(s, names);
    const map = overviewMap(s, names, plainStyle, letters, 21);
    expect(map).toContain('the whole table, 3 rows a line');
    const band = (first: number) =>
      map.split('\n').find((l) => new RegExp(`^\\s*${first} \\S+ \\d+$`).test(l))!;
    const [lord, squad, gun, scout] = ['lord', 'squad', 'gun', 'scout'].map((id) => letters.get(id)!);
    expect(band(3).slice(3 + 13, 3 + 15)).toBe(`${lord}${squad}`);
    // Two single units in one square of a band: the first shown, the other named with its square.
    expect(band(39).slice(3 + 20, 3 + 21)).toBe(gun);
    expect(map.replace(/\s+/g, ' ')).toContain(`${scout} at 20,41 is behind ${gun}`);
    for (const line of map.split('\n')) expect(line.length).toBeLessThanOrEqual(80);
  });

  it('an army of 60-character names: the key cuts them at a word, so the table keeps its lines', () => {
    // Played at 80x24: 15 units of long names took a key line each, the table `36 rows a line`.
    const long = (i: number) => `Brass-Helmed Riflemen of the Seventh Forge Company Regiment No ${i}`;
    const many = setupOf(
      Array.from({ length: 15 }, (_, i) => {
        const u = unit(`u${i}`, i < 7 ? 'red' : 'blue', [`${i * 3},${i < 7 ? 1 : 46}`], { core: 2 });
        return { ...u, card: { ...u.card, name: long(i) } };
      }),
      { sides, table: { cols: 48, rows: 48, pieces: [] } },
    );
    const s = begin(many).state;
    const map = overviewMap(s, names, plainStyle, unitLetters(s, names), 20);
    const bands = map.split('\n').filter((l) => /^\s*\d+ \S+ \d+$/.test(l));
    expect(bands.length).toBeGreaterThanOrEqual(12); // 4 rows a line at most
    expect(screenLines(map, 80)).toBeLessThanOrEqual(20);
    expect(map).toContain('A Brass-Helmed… 2d');
    expect(map).not.toContain('Regiment');
    for (const line of map.split('\n')) expect(line.length).toBeLessThanOrEqual(80);
  });

  it('one row a line when the whole table fits', () => {
    const s = begin(setup).state;
    const map = overviewMap(s, names, plainStyle, unitLetters(s, names), 60);
    expect(map).not.toContain('rows a line');
    expect(map.split('\n').filter((l) => /^\s*\d+ \S+ \d+$/.test(l))).toHaveLength(48);
  });
});
