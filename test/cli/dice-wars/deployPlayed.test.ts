/**
 * Dice Wars deployment played, from a scenario file through the real binary (run `npm run build`
 * first when running this file alone): the roll-off for edges rolled again on a tie, the winner's
 * choice of edge, the sides placing a unit each in turn (winner first, the side with units left
 * going on alone), a placement out of its zone refused at its file line and field (exit 2), an
 * entry the battle never asks for reported, and a battle cut during deployment resumed to the same
 * bytes. The fixture's header walks through it; the zones asserted are `inZone`'s.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Event } from '../../../src/rulesets/dice-wars/events';
import { inZone } from '../../../src/rulesets/dice-wars/geometry';
import { fixtureVariants } from '../../helpers/fixtureVariant';
import { runCli } from '../../helpers/runCli';

const FILE = 'test/fixtures/scenarios/dice-wars/deploy-played.yaml';
const { variant } = fixtureVariants(FILE, ['step', '{file}', '--all', '--no-map']);
const TABLE = { cols: 24, rows: 24, pieces: [] };
const lineOf = (text: string, needle: string): number =>
  text.split('\n').findIndex((l) => l.includes(needle)) + 1;

const r = runCli(['step', FILE, '--json']);
const doc = JSON.parse(r.stdout || '{}') as { start: Event[] };
const ofType = <T extends Event['type']>(type: T) =>
  (doc.start ?? []).filter((e): e is Extract<Event, { type: T }> => e.type === type);

describe('Dice Wars deployment played from a scenario file', () => {
  it('steps cleanly: nothing scripted is left over', async () => {
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
  });

  it('the roll-off for edges is rolled again on a tie; its winner takes the edge it chose', async () => {
    expect(ofType('edgesRolled').map((e) => [e.rolls, e.winner])).toEqual([
      [{ red: 4, blue: 4 }, null],
      [{ red: 6, blue: 2 }, 'red'],
    ]);
    expect(ofType('edgeChosen')).toEqual([
      { type: 'edgeChosen', side: 'red', edge: 'south', other: 'north' },
    ]);
  });

  it('the sides place a unit each in turn, the winner first; red places its last alone', async () => {
    const placed = ofType('deployed').map((e) => `${e.unit.side}:${e.unit.id}`);
    expect(placed).toEqual(['red:gunner', 'blue:tank', 'red:grunts', 'blue:scouts', 'red:brute']);
    for (const e of ofType('deployed')) {
      const edge = e.unit.side === 'red' ? 'south' : 'north';
      expect(inZone(TABLE, e.at, edge, 6)).toBe(true);
    }
  });

  it('a unit placed one square out of its zone is refused at its line and field, exit 2', async () => {
    expect(inZone(TABLE, ['12,17'], 'south', 6)).toBe(false);
    expect(inZone(TABLE, ['12,18'], 'south', 6)).toBe(true);
    const v = await variant('out', 'at: "12,19"', 'at: "12,17"');
    expect(v.code).toBe(2);
    expect(v.stderr).toBe(
      `diemen: ${v.file}:${lineOf(v.text, 'unit: brute')}: rounds[0].deploy[5].at: round 1, red's scripted ` +
        `deployment of brute: brute: not entirely within 6" of red's south edge ("Deployment")\n`,
    );
  });

  it("a placement on the other side's edge is refused too (red took the south edge, not the north)", async () => {
    const v = await variant('north', 'at: "12,19"', 'at: "12,2"');
    expect(v.code).toBe(2);
    expect(v.stderr).toContain(`rounds[0].deploy[5].at: round 1, red's scripted deployment of brute`);
  });

  it('a deployment entry for a unit the file places itself is refused at its line', async () => {
    const v = await variant(
      'placed',
      '{ id: brute, name: Brute, core: 2, melee: 2 }',
      '{ id: brute, name: Brute, core: 2, melee: 2, at: "1,2" }',
    );
    expect(v.code).toBe(2);
    expect(v.stderr).toBe(
      `diemen: ${v.file}:${lineOf(v.text, 'unit: brute')}: rounds[0].deploy[5].unit: brute stands where the file puts it (at:): it is not deployed\n`,
    );
  });

  it('an edge entry of the side that lost the roll-off is never used: an error at its line', async () => {
    const v = await variant(
      'loser',
      '{ side: red, edge: south }',
      '{ side: red, edge: south }\n      - { side: blue, edge: north }',
    );
    expect(v.code).toBe(2);
    expect(v.stderr).toContain(`${v.file}:${lineOf(v.text, '{ side: blue, edge: north }')}: `);
    expect(v.stderr).toContain("round 1, blue's scripted choice of edge was not used");
  });

  it('a battle cut during deployment resumes to the same bytes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'diemen-deploy-'));
    const full = join(dir, 'full.jsonl');
    const p = runCli(['play', FILE, '--ai', 'all', '--seed', 's1', '--log', full]);
    expect(p.code).toBe(0);
    const lines = readFileSync(full, 'utf8').split('\n').filter(Boolean);
    const deploys = lines.flatMap((l, i) => (l.includes('"kind":"deploy"') ? [i] : []));
    expect(deploys.length).toBe(6);
    for (const n of [deploys[0]!, deploys[3]! + 1]) {
      const cut = join(dir, `cut-${n}.jsonl`);
      writeFileSync(cut, lines.slice(0, n).join('\n') + '\n');
      const resumed = runCli(['play', '--resume', cut]);
      expect(resumed.stderr).toBe('');
      expect(resumed.code).toBe(0);
      expect(readFileSync(cut, 'utf8')).toBe(readFileSync(full, 'utf8'));
    }
  });
});
