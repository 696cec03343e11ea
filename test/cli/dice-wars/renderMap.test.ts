/**
 * The Dice Wars table as text: one character a square, terrain as its height, models as their
 * unit's letter (upper case for the first side), a legend of the letters, and the roster; and the
 * screen `step` and `play` print through.
 */
import { diceWarsIntro, diceWarsScreen } from '../../../src/cli/dice-wars/screen';
import { renderMap, renderRoster } from '../../../src/cli/dice-wars/render/renderMap';
import { diceText } from '../../../src/cli/dice-wars/render/labels';
import { sideNames } from '../../../src/cli/render/sideNames';
import { plainStyle } from '../../../src/cli/style';
import { begin, DAMAGE, faceSetup, roundOne } from './battle';

const names = sideNames(faceSetup().sides, plainStyle);

/** The map's row `r` as its squares only (the gutter and the row number stripped). */
const row = (map: string, r: number): string => {
  const line = map.split('\n')[r + 1]!;
  return line.slice(3, 3 + 30);
};

describe('Dice Wars map', () => {
  const state = begin(faceSetup()).state;
  const map = renderMap(state, names, plainStyle);

  it('draws one character a square: models by letter, terrain by height, open ground as dots', () => {
    expect(map.split('\n')[0]).toBe('   0    5    10   15   20   25');
    expect(row(map, 10)[10]).toBe('A');
    expect(row(map, 10)[14]).toBe('B');
    expect(row(map, 18).slice(10, 13)).toBe('aaa');
    expect(row(map, 20)[14]).toBe('b');
    expect(row(map, 21).slice(12, 17)).toBe('.222.');
    expect(row(map, 0)).toBe('.'.repeat(30));
  });

  it('a legend names each letter: unit, models, dice left, under its side named once', () => {
    expect(map).toContain('Red: A gun 6d  B tank 7d');
    expect(map).toContain('Blue: a scouts ×3 6d  b walker 5d');
  });

  it('long side names are said once a side, the units packed after them in 80 columns', () => {
    const long = faceSetup();
    const named = sideNames(
      [
        { id: long.sides[0]!.id, name: 'Confederated Free Cantons of the High Alps' },
        { id: long.sides[1]!.id, name: "The Grand Duchy's Fusilier Regiment" },
      ],
      plainStyle,
    );
    const key = renderMap(state, named, plainStyle).split('\n').slice(32);
    expect(key.filter((l) => l.includes('Confederated'))).toHaveLength(1);
    expect(key.filter((l) => l.includes('Fusilier'))).toHaveLength(1);
    expect(key.slice(0, 3)).toEqual([
      'Confederated Free Cantons of the High Alps: A gun 6d  B tank 7d',
      "The Grand Duchy's Fusilier Regiment: a scouts ×3 6d  b walker 5d",
      '. open ground; a digit: terrain that high (+ under 1"); ×3 models; 6d dice left',
    ]);
    expect(Math.max(...key.map((l) => l.length))).toBeLessThanOrEqual(80);
  });

  it('the roster gives each unit its dice as they stand and its markers', () => {
    // Wide enough for one line a unit (at 80 columns the dice wrap: see the next test).
    const wide = { ...plainStyle, width: 120 };
    const roster = renderRoster(state, names, wide);
    expect(roster).toMatch(/a[\s│]+scouts[\s│]+10,18 \+2[\s│]+1 Core x3 members, Speed 2, melee 1[\s│]+6/);
    const after = roundOne(DAMAGE.slice(0, 0)).state; // the markers on, before the Damage Phase
    const marked = renderRoster(after, names, wide);
    expect(marked).toMatch(/b[\s│]+walker[\s│]+14,20[\s│]+2 Core, Armor 2, ranged 1[\s│]+5[\s│]+2 /);
  });

  it('the roster keeps to one line a unit with long side and unit names: cut at a word, whole in the key', () => {
    // Played: an army of 60-character names under a long side name took 62 lines for 15 units.
    const named = sideNames(
      [
        { id: 'red', name: 'The Most Honourable Company of Foundry-Masters and Their Retainers' },
        { id: 'blue', name: "The Grand Duchy's Fusilier Regiment" },
      ],
      plainStyle,
    );
    const long = {
      ...state,
      units: state.units.map((u) =>
        u.id === 'gun' ? { ...u, name: 'Foundry-Master Ottoline Brasswright the Elder of Hammerfall' } : u,
      ),
    };
    const roster = renderRoster(long, named, plainStyle).split('\n');
    expect(roster).toHaveLength(long.units.length + 3); // two borders, the heading, a line a unit
    expect(roster.some((l) => /Honourable|Fusilier/.test(l))).toBe(false);
    const gun = roster.find((l) => /│ A +│/.test(l))!;
    const cut = gun.split('│')[2]!.trim();
    expect(cut).toMatch(/…$/);
    expect('Foundry-Master Ottoline Brasswright the Elder of Hammerfall').toMatch(
      new RegExp(`^${cut.slice(0, -1)} `),
    );
    expect(Math.max(...roster.map((l) => l.length))).toBeLessThanOrEqual(80);
    // The map's key under the roster names the side and the unit in full.
    expect(renderMap(long, named, plainStyle)).toContain(
      'A Foundry-Master Ottoline Brasswright the Elder of Hammerfall',
    );
  });

  it("a squad down to one model reads 'x1 member'", () => {
    const scouts = state.units.find((u) => u.id === 'scouts')!;
    expect(diceText({ ...scouts, models: ['10,18'] })).toBe('1 Core x1 member, Speed 2, melee 1');
    expect(diceText(scouts)).toBe('1 Core x3 members, Speed 2, melee 1');
  });

  it('before the armies deploy, the roster says so rather than drawing an empty table', () => {
    // Played: `replay` of a battle fought with army lists opened with a table of headings alone.
    const empty = { ...state, units: [] };
    expect(renderRoster(empty, names, plainStyle)).toBe('no units on the table yet: the armies deploy first');
  });

  it("the roster fits 80 columns, each unit's dice wrapping within their column", () => {
    const roster = renderRoster(state, names, plainStyle).split('\n');
    expect(Math.max(...roster.map((l) => l.length))).toBeLessThanOrEqual(80);
    const at = roster.findIndex((l) => /│ a +│ scouts/.test(l));
    const dice = (l: string) => l.split('│')[4]!.trim();
    expect(dice(roster[at]!)).toBe('1 Core x3 members, Speed 2, melee 1');
  });
});

describe('Dice Wars screen', () => {
  it('step: every event as a line and the map at the round end', () => {
    const out: string[] = [];
    const screen = diceWarsScreen((t) => out.push(t), names, plainStyle, { mode: 'step', map: true });
    const { events, state } = roundOne(DAMAGE);
    for (const e of events) screen.event(e, state);
    expect(out).toHaveLength(events.length + 1);
    const end = events.findIndex((e) => e.type === 'roundEnded');
    expect(out[end + 1]).toContain('a scouts ×2 5d');
  });

  it("a unit's letter stays put when units before it fall", () => {
    const out: string[] = [];
    const screen = diceWarsScreen((t) => out.push(t), names, plainStyle, { mode: 'step', map: true });
    const start = begin(faceSetup());
    for (const e of start.events) screen.event(e, start.state);
    const { events, state } = roundOne(DAMAGE);
    const fallen = { ...state, units: state.units.filter((u) => u.id !== 'scouts') };
    screen.event(
      events.find((e) => e.type === 'roundEnded')!,
      fallen,
    );
    expect(out[out.length - 1]).toContain('b walker');
    expect(renderMap(fallen, names, plainStyle)).toContain('Blue: a walker'); // alone, no memory
  });

  it('play: the map at the start, then only when the position changed', () => {
    const out: string[] = [];
    const screen = diceWarsScreen((t) => out.push(t), names, plainStyle, { mode: 'play', map: true });
    const start = begin(faceSetup());
    for (const e of start.events) screen.event(e, start.state);
    expect(out.filter((t) => t.includes('Red: A gun')).length).toBe(1);
    const { events, state } = roundOne(DAMAGE);
    for (const e of events) screen.event(e, state);
    expect(out.filter((t) => t.includes('Red: A gun')).length).toBe(2);
  });

  it('the intro gives the table, the rounds and how the battle is won', () => {
    const [head, how] = diceWarsIntro(faceSetup());
    expect(head).toBe('a 30"x30" table, 1 terrain piece, 4 units');
    expect(how).toContain('5 rounds; the side with the most dice left wins');
    const epic = diceWarsIntro(faceSetup({ size: { preset: 'epic', points: 150 }, deployment: 'edge' }));
    expect(epic[0]).toBe('Epic (120-200 dice), 150 dice an army; a 30"x30" table, 1 terrain piece, 4 units');
    expect(epic[1]).toContain('deployment within 12" of each side\'s edge');
  });
});
