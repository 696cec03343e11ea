/**
 * Die Fighting deployment played (ruling DF16), from scenario files through the real binary (run
 * `npm run build` first when running this file alone): the set-up roll and its ties, the loser's
 * choice of its side of the map, the sides placing one unit each in turn (winner first, the side
 * with units left going on alone), a square out of its zone, on blocking ground or already taken
 * refused at its file line and field (exit 2), an entry the battle never asks for reported, the
 * computer placing a whole battle, and a battle cut during deployment resumed to the same bytes.
 * The fixtures' headers walk through them.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Event } from '../../../src/rulesets/die-fighting/events';
import { fixtureVariants } from '../../helpers/fixtureVariant';
import { runCli } from '../../helpers/runCli';
import { runMain } from '../../helpers/runMain';

const FILE = 'test/fixtures/scenarios/die-fighting/deploy.yaml';
const TIE = 'test/fixtures/scenarios/die-fighting/deploy-tie.yaml';
const { variant } = fixtureVariants(FILE, ['step', '{file}', '--all', '--no-map']);
const json = fixtureVariants(FILE, ['step', '{file}', '--json']);
const lineOf = (text: string, needle: string): number =>
  text.split('\n').findIndex((l) => l.includes(needle)) + 1;

type Doc = { start: Event[] };
const stepJson = (file: string) => {
  const r = runCli(['step', file, '--json']);
  return { ...r, doc: JSON.parse(r.stdout || '{"start":[]}') as Doc };
};
const ofType = <T extends Event['type']>(doc: Doc, type: T) =>
  doc.start.filter((e): e is Extract<Event, { type: T }> => e.type === type);

/** Rows `lo`..`hi` (a north or south zone, two rows). */
const inRows = (at: string, lo: number, hi: number): boolean => {
  const row = Number(at.split(',')[1]);
  return row >= lo && row <= hi;
};

describe('Die Fighting deployment played from a scenario file', () => {
  const r = stepJson(FILE);

  it('steps cleanly: every scripted entry used', async () => {
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
  });

  it("the set-up roll's loser chooses its side of the map: blue takes the north edge", async () => {
    expect(ofType(r.doc, 'setupRolled').map((e) => [e.winner, e.reason])).toEqual([['red', 'higher']]);
    expect(ofType(r.doc, 'edgeChosen')).toEqual([
      { type: 'edgeChosen', side: 'blue', edge: 'north', other: 'south' },
    ]);
  });

  it('one unit each in turn, the winner first; red, with a unit more, places its last alone', async () => {
    const placed = ofType(r.doc, 'deployed');
    expect(placed.map((e) => e.unit.side)).toEqual(['red', 'blue', 'red', 'blue', 'red', 'blue', 'red']);
    // Up to two squares in from the edge each side took: blue rows 0-1, red rows 4-5 (of 0-5).
    for (const e of placed)
      expect(inRows(e.unit.at, e.unit.side === 'blue' ? 0 : 4, e.unit.side === 'blue' ? 1 : 5)).toBe(true);
    // Once placed, a unit's id is its square.
    for (const e of placed) expect(e.unit.id).toBe(e.unit.at);
  });

  it.each([
    ['outside the zone', '"3,3"', 'more than 2 squares in from red\'s south edge ("Set Up")'],
    ['on a taken square', '"3,4"', 'the square is taken (heavy-infantry+captain of red)'],
    ['on blocking ground', '"6,4"', 'no unit can stand on blocking terrain'],
  ])('a square %s is refused at its line and field, exit 2', async (_what, square, why) => {
    const v = await variant(`at-${square.replace(/\W/g, '')}`, 'at: "3,5" }', `at: ${square} }`);
    expect(v.code).toBe(2);
    expect(v.stderr).toBe(
      `diemen: ${v.file}:${lineOf(v.text, `archers, at: ${square} }`)}: rounds[0].deploy[3].at: round 1, red's scripted ` +
        `deployment: archers on ${square.replace(/"/g, '')}: ${why}\n`,
    );
  });

  it('a unit the side has no more of to deploy is refused when the file is read', async () => {
    const v = await variant('none-left', 'unit: conscripts, at: "4,4"', 'unit: light-cavalry, at: "4,4"');
    expect(v.code).toBe(2);
    expect(v.stderr).toBe(
      `diemen: ${v.file}:${lineOf(v.text, 'unit: light-cavalry, at: "4,4"')}: rounds[0].deploy[7].unit: ` +
        'red has no light-cavalry to deploy (to deploy: archers, heavy-infantry+captain, conscripts)\n',
    );
  });

  it('a choice of edge by the winner is never asked for: an error at its line', async () => {
    const v = await variant(
      'winner-edge',
      '{ side: blue, edge: north }',
      '{ side: blue, edge: north }\n      - { side: red, edge: south }',
    );
    expect(v.code).toBe(2);
    expect(v.stderr).toContain(`${v.file}:${lineOf(v.text, '{ side: red, edge: south }')}: `);
    expect(v.stderr).toContain(
      "red's scripted choice of edge was not used: red did not lose the set-up roll, or units already on the map fixed the edges",
    );
  });

  it('a unit the file places stands there and fixes the edges: no side of the map is chosen', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'diemen-df-placed-'));
    const file = join(dir, 'placed.yaml');
    const text = readFileSync(FILE, 'utf8')
      .replace('      - conscripts\n  - id: blue', '      - { type: conscripts, at: "7,1" }\n  - id: blue')
      .replace('      - { side: red, unit: conscripts, at: "4,4" }\n', '');
    writeFileSync(file, text);
    const v = await runMain(['step', file, '--all', '--no-map']);
    // Red keeps the north edge, so its first placement, scripted for the south, is out of its zone.
    expect(v.code).toBe(2);
    expect(v.stderr).toBe(
      `diemen: ${file}:${lineOf(text, 'heavy-infantry+captain, at: "3,4"')}: rounds[0].deploy[1].at: round 1, red's ` +
        `scripted deployment: heavy-infantry+captain on 3,4: more than 2 squares in from red's north edge ("Set Up")\n`,
    );
    expect(v.stdout).not.toMatch(/edge to /);
  });
});

describe('the set-up roll tied', () => {
  const tied = stepJson(TIE);

  it('a tie with as many units on each side is rolled again; the winner places first', async () => {
    expect(tied.stderr).toBe('');
    const rolls = ofType(tied.doc, 'setupRolled');
    expect(rolls[0]).toMatchObject({ winner: null, reason: 'tied' });
    expect(rolls[0]!.rolls.red!.total).toBe(rolls[0]!.rolls.blue!.total);
    expect(rolls).toHaveLength(2);
    const winner = rolls[1]!.winner!;
    const sides = ofType(tied.doc, 'deployed').map((e) => e.unit.side);
    expect(sides[0]).toBe(winner);
    const loser = winner === 'red' ? 'blue' : 'red';
    expect(sides).toEqual([winner, loser, winner, loser]);
  });

  it('a tie goes to the side with more units, those still to place counted', async () => {
    const v = await json.variant(
      'more',
      '  - setup: { red: [5, 4], blue: [2, 1] }',
      '  - setup: { red: [3, 3], blue: [4, 2] }',
    );
    expect(v.code).toBe(0);
    const doc = stepJson(v.file).doc;
    expect(ofType(doc, 'setupRolled').map((e) => [e.winner, e.reason])).toEqual([['red', 'more units']]);
  });
});

describe("docs/die-fighting.md's deployment example", () => {
  it('steps cleanly: blue keeps its edge, then red, blue, red, blue, and red places its last alone', async () => {
    const blocks = [...readFileSync('docs/die-fighting.md', 'utf8').matchAll(/```yaml\n([\s\S]*?)```/g)];
    const example = blocks.map((m) => m[1]!).find((b) => b.includes('deploy:'))!;
    const file = join(mkdtempSync(join(tmpdir(), 'diemen-df-doc-')), 'muster.yaml');
    writeFileSync(file, example);
    const { code, stderr, doc } = stepJson(file);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(ofType(doc, 'edgeChosen')).toEqual([
      { type: 'edgeChosen', side: 'blue', edge: 'east', other: 'west' },
    ]);
    expect(ofType(doc, 'deployed').map((e) => e.unit.side)).toEqual(['red', 'blue', 'red', 'blue', 'red']);
  });
});

describe('deployment by the computer, logged and resumed', () => {
  it('a battle cut during deployment resumes to the same bytes; the log verifies', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'diemen-df-deploy-'));
    const file = join(dir, 'battle.yaml');
    // The fixture without its scripted rounds: the computer decides everything.
    writeFileSync(file, readFileSync(FILE, 'utf8').replace(/\nrounds:[\s\S]*$/, '\n'));
    const full = join(dir, 'full.jsonl');
    const p = await runMain(['play', file, '--ai', 'all', '--seed', 's1', '--log', full]);
    expect(p.stderr).toBe('');
    expect(p.code).toBe(0);
    const lines = readFileSync(full, 'utf8').split('\n').filter(Boolean);
    const deploys = lines.flatMap((l, i) => (l.includes('"kind":"deploy"') ? [i] : []));
    // The loser's choice of edge and seven units.
    expect(deploys).toHaveLength(8);
    for (const n of [deploys[0]!, deploys[1]!, deploys[4]! + 1]) {
      const cut = join(dir, `cut-${n}.jsonl`);
      writeFileSync(cut, lines.slice(0, n).join('\n') + '\n');
      const resumed = await runMain(['play', '--resume', cut]);
      expect(resumed.stderr).toBe('');
      expect(resumed.code).toBe(0);
      expect(readFileSync(cut, 'utf8')).toBe(readFileSync(full, 'utf8'));
    }
    const verified = await runMain(['replay', full, '--verify']);
    expect(verified.code).toBe(0);
    expect(verified.stdout).toContain('every roll and round matches');
  });

  it("sim plays the deployment too: each side's health at the start counts the units it places", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'diemen-df-sim-'));
    const file = join(dir, 'battle.yaml');
    writeFileSync(file, readFileSync(FILE, 'utf8').replace(/\nrounds:[\s\S]*$/, '\n'));
    const r = runCli(['sim', file, '--trials', '4', '--seed', 'z', '--json']);
    expect(r.code).toBe(0);
    const sides = (JSON.parse(r.stdout) as { variants: { sides: { id: string; units: number }[] }[] })
      .variants[0]!.sides;
    // Dice: red archers d4 twice, heavy infantry d10, conscripts d6; blue light cavalry d12, conscripts d6, archers d4.
    expect(sides.map((x) => [x.id, x.units])).toEqual([
      ['red', 4 + 4 + 10 + 6],
      ['blue', 12 + 6 + 4],
    ]);
  });
});
