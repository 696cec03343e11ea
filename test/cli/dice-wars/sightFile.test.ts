/**
 * Dice Wars line of sight from a scenario file, through `diemen step --json` (run `npm run build`
 * first when running this file alone): a piece taller than both models hides one from the other,
 * a model sees round its end or over it when tall enough or standing on terrain, sight works both
 * ways, and a piece that doesn't block sight is seen through yet still gives cover and is still
 * climbed. The fixture's header works each line out; the test checks it against `sees` on the same
 * table, and each refusal is the fixture with one line changed, written to a temporary file.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Event } from '../../../src/rulesets/dice-wars/events';
import { inCover, reachable, sees, sightTable, type Table } from '../../../src/rulesets/dice-wars/geometry';
import { moveInches } from '../../../src/rulesets/dice-wars/weapons';
import { fixtureVariants } from '../../helpers/fixtureVariant';
import { runCli } from '../../helpers/runCli';

const FILE = 'test/fixtures/scenarios/dice-wars/sight.yaml';
const { variant } = fixtureVariants(FILE);
const dir = mkdtempSync(join(tmpdir(), 'diemen-dw-sight-'));

const column = (col: number, from: number, to: number): string[] =>
  Array.from({ length: to - from + 1 }, (_, k) => `${col},${from + k}`);
/** The fixture's table, as its file gives it. */
const TABLE: Table = {
  cols: 24,
  rows: 24,
  pieces: [
    { id: 'tower', cells: column(10, 1, 5), height: 3 },
    { id: 'wall', cells: column(10, 11, 15), height: 3 },
    { id: 'crate', cells: ['8,13'], height: 2 },
    { id: 'hedge', cells: column(10, 17, 21), height: 3, blocksSight: false },
  ],
};
const SOLID: Table = { ...TABLE, pieces: TABLE.pieces.map(({ blocksSight: _, ...p }) => p) };
const man = (at: string, height = 1.5) => ({ at, height });

const r = runCli(['step', FILE, '--json']);
const doc = JSON.parse(r.stdout || '{}') as { rounds: { events: Event[] }[] };
type Attacked = Extract<Event, { type: 'attacked' }>;
const attackBy = (id: string): Attacked =>
  doc.rounds[0]!.events.find((e): e is Attacked => e.type === 'attacked' && e.unit.id === id)!;
const refusal = (who: string, target: string) =>
  new RegExp(`${who} has no model with ${target} in range \\(0"-12"\\) and sight`);

describe('Dice Wars line of sight from a scenario file (step --json)', () => {
  it('the file steps cleanly', async () => {
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
  });

  it('"Line of Sight": a piece taller than both models hides one from the other', async () => {
    expect(sees(TABLE, man('5,3'), man('15,3'))).toBe(false);
    const v = await variant('spotter-hidden', 'target: peeker', 'target: hidden');
    expect(v.code).toBe(2);
    expect(v.stderr).toMatch(refusal('Spotter', 'Hidden'));
  });

  it('"Line of Sight": seen round the end of the piece, and over it by a taller model', async () => {
    expect(sees(TABLE, man('5,3'), man('15,9'))).toBe(true);
    expect(attackBy('spotter')).toMatchObject({ target: { id: 'peeker' }, hits: 1, markers: 1 });
    expect(sees(TABLE, man('5,1', 5), man('15,3'))).toBe(true);
    expect(sees(TABLE, man('5,1'), man('15,3'))).toBe(false);
    expect(attackBy('giant')).toMatchObject({ target: { id: 'hidden' }, hits: 1, markers: 1 });
  });

  it('"Move Action": a model that climbs onto terrain sees over a piece it could not see past from the ground', async () => {
    expect(reachable(TABLE, '5,13', moveInches(0), new Set()).get('8,13')).toBe(2 + (1 + 2));
    const moved = doc.rounds[0]!.events.find((e) => e.type === 'moved' && e.unit.id === 'climber');
    expect(moved).toMatchObject({ from: ['5,13'], to: ['8,13'] });
    expect(sees(TABLE, man('5,13'), man('19,13'))).toBe(false);
    expect(attackBy('climber')).toMatchObject({ target: { id: 'lurker' }, hits: 1, markers: 1 });
    const v = await variant('no-climb', '{ freeMove: "8,13" }, ', '');
    expect(v.code).toBe(2);
    expect(v.stderr).toMatch(refusal('Climber', 'Lurker'));
  });

  it('"Line of Sight": sight works both ways; standing on terrain is cover', async () => {
    expect(attackBy('lurker')).toMatchObject({
      target: { id: 'climber' },
      hits: 1,
      cover: 'used',
      markers: 0,
    });
    expect(inCover(TABLE, [man('8,13')])).toBe(true);
  });

  it('DW-G8: a piece that does not block sight is seen through, and still gives cover', async () => {
    expect(sees(TABLE, man('5,20'), man('11,20'))).toBe(true);
    expect(sees(SOLID, man('5,20'), man('11,20'))).toBe(false);
    expect(inCover(TABLE, [man('11,20')])).toBe(true);
    expect(attackBy('watcher')).toMatchObject({
      target: { id: 'behind' },
      hits: 1,
      cover: 'used',
      markers: 0,
    });
    expect(attackBy('watcher2')).toMatchObject({
      target: { id: 'behind' },
      hits: 1,
      cover: 'none',
      markers: 1,
    });
  });

  it('DW-G8: the same piece blocking sight (the default) hides the target', async () => {
    const v = await variant('hedge-solid', ', blocksSight: false', '');
    expect(v.code).toBe(2);
    expect(v.stderr).toMatch(refusal('Watcher', 'Behind'));
  });

  it('DW-G8: sight is judged on the table without such pieces, the same table when there are none', async () => {
    expect(sightTable(TABLE).pieces.map((p) => p.id)).toEqual(['tower', 'wall', 'crate']);
    expect(sightTable(TABLE)).toBe(sightTable(TABLE));
    expect(sightTable(SOLID)).toBe(SOLID);
  });

  it('DW-G8: the map legend names the pieces sight passes through; the picture draws them apart', async () => {
    const text = runCli(['step', FILE]);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain('sight passes through hedge (still cover, still climbed)');
    const svgDir = join(dir, 'svg');
    expect(runCli(['step', FILE, '--svg', svgDir]).code).toBe(0);
    const svg = readFileSync(join(svgDir, 'round-01.svg'), 'utf8');
    expect(svg).toContain('terrain sight passes through');
  });

  it('DW-G8: a piece that does not block sight is still climbed', async () => {
    const cost = reachable(TABLE, '9,19', moveInches(1), new Set()).get('11,19')!;
    expect(cost).toBeGreaterThan(moveInches(0));
    expect(cost).toBeLessThanOrEqual(moveInches(1));
    const moved = doc.rounds[0]!.events.find((e) => e.type === 'moved' && e.unit.id === 'vaulter');
    expect(moved).toMatchObject({ from: ['9,19'], to: ['11,19'] });
    const v = await variant('vaulter-slow', 'core: 1, speed: 1, at: "9,19"', 'core: 1, at: "9,19"');
    expect(v.code).toBe(2);
    expect(v.stderr).toContain(`9,19 can't move to 11,19: the way there is`);
    expect(v.stderr).toContain(`more than its ${moveInches(0)}" move`);
  });
});
