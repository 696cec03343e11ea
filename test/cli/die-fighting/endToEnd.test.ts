/**
 * Die Fighting through the real binary (run `npm run build` first when running this file alone):
 * listed among the games, its bundled battles validate, its schema ships current, `new` writes a
 * file that validates, scripted rounds use the dice they give and point a refused entry at its
 * line, unused entries are errors or notes, a played battle's log replays and resumes to the same
 * bytes, and the simulator plays a bundled battle.
 * Each command runs at least once through the binary (validate of all six battles in one run,
 * step refusing, play, resume, sim); the lists, the schema, `new`, completion and the scripted
 * rounds, which are what the game says and not what the process does, run in-process through the
 * same main() (runMain): 22 starts of the binary, now 5. Counting a sim's battles needs 50
 * of them, not 200.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UNIT_TYPES } from '../../../src/rulesets/die-fighting/cards';
import { dieFightingJsonSchema } from '../../../src/rulesets/die-fighting/scenario';
import { itPlaysVerifiesAndResumes } from '../../helpers/playedBattle';
import { runCli } from '../../helpers/runCli';
import { runMain } from '../../helpers/runMain';

const fx = (name: string) => `test/fixtures/scenarios/die-fighting/${name}`;
const lineOf = (file: string, needle: string): number =>
  readFileSync(file, 'utf8')
    .split('\n')
    .findIndex((l) => l.includes(needle)) + 1;
const dir = mkdtempSync(join(tmpdir(), 'diemen-df-'));
const at = (name: string) => join(dir, name);
const BUNDLED = ['df-battle', 'df-forests-edge', 'df-open-field', 'df-ruined-tower', 'df-stream', 'df-war'];

interface Roll {
  faces: number[];
  total: number;
}
interface StepEvent {
  type: string;
  rolls?: Record<string, Roll>;
  attack?: Roll | null;
  targets?: { unit: { at: string }; defence: Roll | null; hit: boolean }[];
  roll?: Roll;
  hurt?: { unit: { at: string }; damage: number; health: number }[];
}

describe('Die Fighting is a game the battle commands know', () => {
  it('rulesets lists it; scenarios lists its bundled battles under it', async () => {
    expect((await runMain(['rulesets'])).stdout).toMatch(/^die-fighting +Die Fighting: /m);
    const rows = JSON.parse((await runMain(['scenarios', '--json'])).stdout) as {
      name: string;
      ruleset: string;
    }[];
    expect(rows.filter((r) => r.ruleset === 'die-fighting').map((r) => r.name)).toEqual(BUNDLED);
  });

  describe('its bundled battles validate by name', () => {
    // One run of the binary validates all six; each test reads its own line.
    let lines: string[] = [];
    beforeAll(() => {
      const r = runCli(['validate', ...BUNDLED]);
      expect(r.stderr).toBe('');
      expect(r.code).toBe(0);
      // Each file's ok line, then the line naming its sides (for --army SIDE=...).
      const all = r.stdout.trimEnd().split('\n');
      expect(all).toHaveLength(2 * BUNDLED.length);
      lines = all.filter((_, j) => j % 2 === 0);
      for (let j = 1; j < all.length; j += 2) expect(all[j]).toMatch(/^  sides: \S+ \(.+\), \S+ \(.+\)$/);
    });

    it.each(BUNDLED.map((name, i) => [name, i] as const))('%s validates by name', (name, i) => {
      expect(lines[i]).toMatch(
        /^ok: .* \(\d+x\d+ square, 2 sides, \d+ units, (skirmish 50|battle 150|war 200) points/,
      );
      expect(lines[i]!.startsWith(`ok: ${name}: `)).toBe(true);
    });
  });

  it('schema --ruleset die-fighting prints the schema, and docs/die-fighting.schema.json is up to date', async () => {
    const r = await runMain(['schema', '--ruleset', 'die-fighting']);
    expect(r.code).toBe(0);
    const printed = JSON.parse(r.stdout);
    expect(printed).toMatchObject({ title: 'Die Fighting scenario', type: 'object' });
    // If this fails: node bin/diemen.js schema --ruleset die-fighting > docs/die-fighting.schema.json
    // && npx prettier --write docs/die-fighting.schema.json
    const shipped = JSON.parse(readFileSync('docs/die-fighting.schema.json', 'utf8'));
    expect(shipped).toEqual(printed);
    expect(shipped).toEqual(dieFightingJsonSchema());
  });

  it('new --ruleset die-fighting writes a commented skirmish that validates, pointing at its schema', async () => {
    const file = at('new/skirmish.yaml');
    expect((await runMain(['new', file, '--ruleset', 'die-fighting'])).code).toBe(0);
    const text = readFileSync(file, 'utf8');
    expect(text.split('\n')[0]).toMatch(/^# yaml-language-server: \$schema=.*die-fighting\.schema\.json$/);
    expect((await runMain(['validate', file])).stdout).toMatch(
      /^ok: A new skirmish \(12x12 square, .*skirmish 50 points/,
    );
  });

  it('completion offers its battles by name and its sides after --ai', async () => {
    const words = async (args: string[]) =>
      (await runMain(['__complete', '--', ...args])).stdout.split('\n').filter(Boolean);
    expect(await words(['play', 'df-s'])).toEqual(['df-stream', '@files']);
    expect(await words(['play', 'df-stream', '--ai', ''])).toEqual(['all', 'red', 'blue']);
    expect(await words(['new', 'x.yaml', '--ruleset', ''])).toEqual(expect.arrayContaining(['die-fighting']));
  });
});

describe('scripted rounds through step', () => {
  it('use the dice they give: 5+4 against 2+2 hits, and a damage 5 comes off the target', async () => {
    const r = await runMain(['step', fx('scripted.yaml'), '--json']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.stdout) as {
      rounds: { round: number; events: StepEvent[] }[];
      final: {
        units: { at: string; side: string; type: string; health: number; commander?: string }[];
        winner: unknown;
      };
    };
    const events = doc.rounds[0]!.events;
    const initiative = events.find((e) => e.type === 'initiative')!;
    expect(initiative.rolls!.red!.faces).toEqual([6, 5]);
    expect(initiative.rolls!.blue!.faces).toEqual([2, 3]);
    const attacked = events.find((e) => e.type === 'attacked')!;
    expect(attacked.attack!.faces).toEqual([5, 4]);
    expect(attacked.targets![0]!.defence!.faces).toEqual([2, 2]);
    expect(attacked.targets![0]!.hit).toBe(attacked.attack!.total > attacked.targets![0]!.defence!.total);
    expect(attacked.targets![0]!.hit).toBe(true);
    const damage = events.find((e) => e.type === 'damage')!;
    expect(damage.roll!.faces).toEqual([5]);
    // The light infantry started at its die's full health; the damage roll came off it.
    const left = UNIT_TYPES['light-infantry'].die - damage.roll!.total;
    expect(damage.hurt).toEqual([
      expect.objectContaining({ unit: expect.objectContaining({ at: '4,1' }), health: left }),
    ]);
    expect(doc.final.units).toContainEqual({
      at: '4,1',
      side: 'blue',
      type: 'light-infantry',
      health: left,
      commander: 'sergeant',
    });
    expect(doc.final.units).toContainEqual({ at: '3,1', side: 'red', type: 'heavy-infantry', health: 10 });
    expect(doc.final).toHaveProperty('winner', null);
  });

  it('an illegal scripted move is exit 2 at its file line, naming the round', () => {
    const file = fx('illegal-move.yaml');
    const r = runCli(['step', file]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      `diemen: ${file}:${lineOf(file, 'to: "5,1"')}: rounds[0].movement[0]: round 1, red's scripted movement: the unit at 1,1 can't move to 5,1\n`,
    );
  });

  it('reports every unused entry: wrong ones as errors (exit 2), pointless ones as notes', async () => {
    const file = fx('leftovers.yaml');
    const r = await runMain(['step', file, '--json']);
    expect(r.code).toBe(2);
    const lines = r.stderr.trim().split('\n');
    expect(lines).toEqual([
      `diemen: note: ${file}:${lineOf(file, 'unit: "4,1", attack')}: rounds[0].combat[1]: round 1, blue's scripted combat entry 2 (4,1) was not used: the unit on 4,1 was destroyed before its turn`,
      `diemen: note: ${file}:${lineOf(file, 'red: [1, 1]')}: rounds[2].initiative.red: round 3, red's scripted initiative roll was not used: the battle ended before round 3`,
      `diemen: ${file}:${lineOf(file, '"0,2"')}: rounds[0].movement[0]: round 1, red's scripted movement entry 1 (0,2) was not used: no unit of red's stood on 0,2 when round 1's movement began`,
    ]);
  });
});

describe('a played battle', () => {
  itPlaysVerifiesAndResumes('df-ruined-tower', 'df-1');

  it('sim plays a bundled battle 50 times', () => {
    const r = runCli(['sim', 'df-stream', '--trials', '50', '--seed', 'df']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^The Stream: 50 battles, computer against computer \(seed df\)/);
    const wins = [
      ...r.stdout.matchAll(/^ {2}(?:Red Warband \(red\)|Blue Warband \(blue\)|draws) +(\d+) +[\d.]+%/gm),
    ].map((m) => Number(m[1]));
    expect(wins.reduce((a, b) => a + b, 0)).toBe(50);
  });
});
