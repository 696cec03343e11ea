/**
 * Dice Wars scenario files through the real binary (run `npm run build` first when running this
 * file alone): listed among the games, its bundled battles validate, bad files are one line per
 * problem at file:line: field, its schema ships current, `new` writes a file that validates,
 * scripted rounds use the dice they give and point a refused action at its line, unused entries
 * are errors or notes, a played battle's log replays and resumes to the same bytes, and the
 * simulator plays a bundled battle.
 * Each command runs at least once through the binary (validate of both battles in one run and of
 * the bad file, step refusing, play, resume, sim); the lists, the schema, `new` and the scripted
 * and bundled steps, which are what the game says and not what the process does, run in-process
 * through the same main() (runMain): 21 starts of the binary, now 6.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { diceWarsJsonSchema } from '../../../src/rulesets/dice-wars/scenario';
import { itPlaysVerifiesAndResumes } from '../../helpers/playedBattle';
import { runCli } from '../../helpers/runCli';
import { runMain } from '../../helpers/runMain';

const fx = (name: string) => `test/fixtures/scenarios/dice-wars/${name}`;
const lineOf = (file: string, needle: string): number =>
  readFileSync(file, 'utf8')
    .split('\n')
    .findIndex((l) => l.includes(needle)) + 1;
const dir = mkdtempSync(join(tmpdir(), 'diemen-dw-'));
const at = (name: string) => join(dir, name);
const BUNDLED = ['dw-battle', 'dw-mek-shop'];

interface Attacked {
  type: 'attacked';
  unit: { id: string };
  target: { id: string };
  need: number;
  hitFaces: number[];
  hits: number;
  damage: number;
  markers: number;
  cover: string;
}
interface FinalUnit {
  id: string;
  side: string;
  models: string[];
  dice: Record<string, number>;
  equipment: { kind: string; dice: number }[];
}

describe('Dice Wars is a game the battle commands know', () => {
  it('rulesets lists it; scenarios lists its bundled battles under it', async () => {
    expect((await runMain(['rulesets'])).stdout).toMatch(/^dice-wars +Dice Wars: /m);
    const rows = JSON.parse((await runMain(['scenarios', '--json'])).stdout) as {
      name: string;
      ruleset: string;
    }[];
    expect(rows.filter((r) => r.ruleset === 'dice-wars').map((r) => r.name)).toEqual(BUNDLED);
    expect((await runMain(['scenarios'])).stdout).toMatch(/^dw-mek-shop +dice-wars +A scrap yard/m);
  });

  describe('its bundled battles validate by name', () => {
    const cases = [
      ['dw-mek-shop', '24x24', 'skirmish', 35],
      ['dw-battle', '48x36', 'battle', 65],
    ] as const;
    // One run of the binary validates both; each test reads its own line.
    let lines: string[] = [];
    beforeAll(() => {
      const r = runCli(['validate', ...cases.map(([name]) => name)]);
      expect(r.stderr).toBe('');
      expect(r.code).toBe(0);
      // Each file's ok line, then the line naming its sides (for --army SIDE=...).
      const all = r.stdout.trimEnd().split('\n');
      expect(all).toHaveLength(2 * cases.length);
      lines = all.filter((_, j) => j % 2 === 0);
      for (let j = 1; j < all.length; j += 2) expect(all[j]).toMatch(/^  sides: \S+ \(.+\), \S+ \(.+\)$/);
    });

    it.each(cases.map((c, i) => [...c, i] as const))('%s validates by name', (name, table, size, dice, i) => {
      expect(lines[i]!.startsWith(`ok: ${name}: `)).toBe(true);
      expect(lines[i]).toMatch(
        new RegExp(`^ok: .* \\(${table} table, 2 sides, \\d+ units, ${size} \\(${dice} and ${dice} dice\\)`),
      );
    });
  });

  it('a bad file: every problem on its own line, file:line: field, exit 2', () => {
    const file = fx('bad.yaml');
    const r = runCli(['validate', file]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    const line = (needle: string) => `${file}:${lineOf(file, needle)}`;
    expect(r.stderr.trim().split('\n')).toEqual([
      `diemen: ${line('id: wall')}: table.terrain[0].to: wall: 30,3 is not on the 24x24 table`,
      expect.stringMatching(
        new RegExp(`^diemen: ${line('id: boss')}: sides\\[0\\]\\.units\\[0\\]\\.core: Boss: .*Core`),
      ),
      `diemen: ${line('id: lost')}: sides[0].units[1].at: lost: 40,1 is not on the table`,
      expect.stringMatching(
        new RegExp(
          `^diemen: ${line('id: forward')}: sides\\[0\\]\\.units\\[2\\]\\.at: forward: not entirely within 6"`,
        ),
      ),
      expect.stringMatching(
        new RegExp(`^diemen: ${line('id: spread')}: sides\\[0\\]\\.units\\[3\\]\\.at: spread: `),
      ),
      expect.stringMatching(
        new RegExp(`^diemen: ${line('id: both')}: sides\\[0\\]\\.units\\[4\\]\\.speed: Both: `),
      ),
      `diemen: ${line('unit: ghost')}: rounds[0].activations[0].unit: no unit is called ghost`,
    ]);
  });

  it('schema --ruleset dice-wars prints the schema, and docs/dice-wars.schema.json is up to date', async () => {
    const r = await runMain(['schema', '--ruleset', 'dice-wars']);
    expect(r.code).toBe(0);
    const printed = JSON.parse(r.stdout);
    expect(printed).toMatchObject({ title: 'Dice Wars scenario', type: 'object' });
    // If this fails: node bin/diemen.js schema --ruleset dice-wars > docs/dice-wars.schema.json
    // && npx prettier --write docs/dice-wars.schema.json
    const shipped = JSON.parse(readFileSync('docs/dice-wars.schema.json', 'utf8'));
    expect(shipped).toEqual(printed);
    expect(shipped).toEqual(diceWarsJsonSchema());
  });

  it('new --ruleset dice-wars writes a commented skirmish that validates, pointing at its schema', async () => {
    const file = at('new/skirmish.yaml');
    expect((await runMain(['new', file, '--ruleset', 'dice-wars'])).code).toBe(0);
    const text = readFileSync(file, 'utf8');
    expect(text.split('\n')[0]).toMatch(/^# yaml-language-server: \$schema=.*dice-wars\.schema\.json$/);
    expect((await runMain(['validate', file])).stdout).toMatch(
      /^ok: A new skirmish \(24x24 table, 2 sides, 8 units, skirmish/,
    );
  });
});

describe('scripted rounds through step', () => {
  const file = fx('scripted.yaml');
  type Doc = {
    rounds: { round: number; events: { type: string }[] }[];
    final: { units: FinalUnit[]; winner: unknown };
  };
  let r = { stdout: '', stderr: '', code: -1 };
  let doc = {} as Doc;
  beforeAll(async () => {
    r = await runMain(['step', file, '--json']);
    doc = JSON.parse(r.stdout || '{}') as Doc;
  });
  const events = () => doc.rounds[0]!.events;
  const attacks = () => events().filter((e) => e.type === 'attacked') as Attacked[];

  it('use the dice they give: the roll-off, and hits where the faces reach the need', () => {
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(events().find((e) => e.type === 'firstRolled')).toMatchObject({
      rolls: { red: 5, blue: 2 },
      first: 'red',
    });
    const all = attacks();
    expect(all.map((a) => a.hitFaces)).toEqual([[3], [2], [6, 1, 4]]);
    for (const a of all) expect(a.hits).toBe(a.hitFaces.filter((f) => f >= a.need).length);
    // The Melee equipment's 3 reached its need, Basic Melee's 2 didn't.
    expect(all.map((a) => a.hits > 0)).toEqual([true, false, true]);
  });

  it("the Damage Phase takes what the script names; final has each unit's squares and dice", () => {
    const back = attacks()[2]!;
    expect(back.markers).toBe(2);
    const brute = doc.final.units.find((u) => u.id === 'brute')!;
    // Two markers, no armour: a melee die and a Core die off a 2-Core, 2-melee card.
    expect(brute).toMatchObject({
      side: 'red',
      models: ['5,5'],
      dice: { core: 1, melee: 1 },
      equipment: [{ kind: 'melee', dice: 1 }],
    });
    expect(doc.final.units.find((u) => u.id === 'grunts')!.models).toEqual(['4,6', '5,6']);
    expect(doc.final).toHaveProperty('winner', null);
  });

  it('an illegal scripted action is exit 2 at its file line, naming the round', () => {
    const bad = fx('illegal.yaml');
    const s = runCli(['step', bad]);
    expect(s.code).toBe(2);
    expect(s.stderr).toBe(
      `diemen: ${bad}:${lineOf(bad, 'freeMove: "1,11"')}: rounds[0].activations[0].actions[0]: round 1, red's scripted action 1 of gunner: Gunner: 1,1 can't move to 1,11: the way there is 10", more than its 6" move\n`,
    );
  });

  it('reports every unused entry: wrong ones as errors (exit 2), pointless ones as notes', async () => {
    const left = fx('leftovers.yaml');
    const s = await runMain(['step', left, '--json']);
    expect(s.code).toBe(2);
    const line = (needle: string) => `${left}:${lineOf(left, needle)}`;
    expect(s.stderr.trim().split('\n')).toEqual([
      `diemen: note: ${line('red: 2, blue: 3')}: rounds[2].first.red: round 3, red's scripted first roll was not used: the battle ended before round 3`,
      `diemen: note: ${line('red: 2, blue: 3')}: rounds[2].first.blue: round 3, blue's scripted first roll was not used: the battle ended before round 3`,
      `diemen: ${line('move: "1,4"')}: rounds[0].activations[0].actions[3]: round 1, red's scripted action 4 of gunner was not used: its activation had ended before it (no actions left, or an end before it)`,
      `diemen: ${line('side: red, unit: gunner }')}: rounds[0].activations[1]: round 1, red's scripted activation of gunner was not used: gunner had already activated when its entry came up`,
    ]);
  });
});

describe('a played battle', () => {
  itPlaysVerifiesAndResumes('dw-mek-shop', 'dw-1');

  it('step --json of a bundled battle ends with a winner or a draw after its rounds', async () => {
    const r = await runMain(['step', 'dw-mek-shop', '--rounds', '5', '--json', '--seed', 'dw']);
    expect(r.code).toBe(0);
    const final = JSON.parse(r.stdout).final as { ended: boolean; winner: string | null; units: FinalUnit[] };
    expect(final.ended).toBe(true);
    // With the defaults (every unit idle) nothing is lost: five rounds, a draw.
    expect(final.winner).toBeNull();
    expect(final.units).toHaveLength(10);
  });

  // 20 battles show the table as well as 100 did, at a fifth of the CPU.
  it('sim plays a bundled battle 20 times', () => {
    const r = runCli(['sim', 'dw-mek-shop', '--trials', '20', '--seed', 'dw']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Geergutz' Mek Shop: 20 battles, computer against computer \(seed dw\)/);
    const wins = [
      ...r.stdout.matchAll(
        /^ {2}(?:Geergutz' Crew \(meks\)|Invading Patrol \(patrol\)|draws) +(\d+) +[\d.]+%/gm,
      ),
    ].map((m) => Number(m[1]));
    expect(wins).toHaveLength(3);
    expect(wins.reduce((a, b) => a + b, 0)).toBe(20);
  });
});
