/**
 * Bundled scenarios by name: `diemen scenarios` lists them; validate, step, play and sim find one
 * by its name from any directory (a path that exists wins); an unknown name says where to look;
 * `play` with no file offers them at a terminal and names some without one.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readdirSync } from 'node:fs';
import { runPlay } from '../../src/cli/battle/runPlay';
import { fakeIo } from '../helpers/fakeIo';
import { runCli } from '../helpers/runCli';
import { runMain } from '../helpers/runMain';
import { scriptedPrompter } from '../helpers/scriptedPrompter';

const bundled = readdirSync(join(__dirname, '..', '..', 'scenarios'))
  .filter((f) => f.endsWith('.yaml'))
  .map((f) => f.replace(/\.yaml$/, ''));

describe('bundled scenarios by name', () => {
  it('diemen scenarios lists every bundled file, one line each, and as JSON', async () => {
    const r = runCli(['scenarios']);
    expect(r.code).toBe(0);
    const names = r.stdout
      .trim()
      .split('\n')
      .map((l) => l.split(/\s+/)[0]);
    expect(names).toEqual(bundled);
    expect(r.stdout).toMatch(
      /^skirmish +die-men +A small pick-up battle .*\(7x5 hex, sides red\/blue, 18 units\)$/m,
    );
    const rows = JSON.parse((await runMain(['scenarios', '--json'])).stdout) as {
      name: string;
      ruleset: string;
    }[];
    expect(rows.map((x) => x.name)).toEqual(bundled);
  });

  it("names each battle's side ids, which --ai and --army take (a player guessed them)", async () => {
    const r = await runMain(['scenarios']);
    expect(r.stdout).toMatch(/^harrow-down +die-men .*\(10x7 hex, sides grey\/red, 24 units\)$/m);
    const rows = JSON.parse((await runMain(['scenarios', '--json'])).stdout) as {
      name: string;
      sides: string[];
    }[];
    expect(rows.find((x) => x.name === 'dw-battle')?.sides).toEqual(['legion', 'waaagh']);
  });

  it('validate and step find a bundled scenario by name', async () => {
    expect(await runMain(['validate', 'skirmish'])).toMatchObject({
      code: 0,
      stdout:
        'ok: Skirmish at the ford (7x5 hex, 2 sides, 18 units, 0 scripted rounds)\n  sides: red (Red Company), blue (Blue Levy)\n',
    });
    const byName = await runMain(['step', 'reserve-cut-off', '--json', '--seed', 'n']);
    const byPath = await runMain(['step', 'scenarios/reserve-cut-off.yaml', '--json', '--seed', 'n']);
    expect(byName.code).toBe(0);
    const strip = (s: string) => s.replace(/"file": "[^"]*"/, '');
    expect(strip(byName.stdout)).toBe(strip(byPath.stdout));
  });

  it('an unknown name is one line pointing at diemen scenarios', async () => {
    expect(await runMain(['validate', 'no-such-battle'])).toEqual({
      code: 2,
      stdout: '',
      stderr:
        'diemen: no-such-battle: no such file, nor a bundled scenario of that name (diemen scenarios lists them)\n',
    });
  });

  it('a file that exists wins over a bundled name', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'diemen-name-'));
    writeFileSync(
      join(dir, 'skirmish'),
      'name: Mine\nmap: { cols: 3, rows: 3 }\nsides: [{ id: a, units: { "0,0": 1 } }, { id: b, units: { "2,2": 1 } }]\n',
    );
    const r = await runMain(['validate', join(dir, 'skirmish')]);
    expect(r.stdout).toMatch(/^ok: Mine /);
  });

  it('play with no file and no terminal names some bundled battles', async () => {
    const r = await runMain(['play', '--ai', 'all']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /^diemen: give a scenario file to play, or a bundled one by name \(castle-siege, /,
    );
  });

  it('play with no file at a terminal offers the bundled battles and plays the one picked', async () => {
    const io = fakeIo();
    const prompter = scriptedPrompter(['skirmish']);
    const log = join(mkdtempSync(join(tmpdir(), 'diemen-pick-')), 'b.jsonl');
    const code = await runPlay(
      io,
      undefined,
      { ai: ['all'], log, seed: 'pick' },
      { prompter, interactive: true },
    );
    expect(code).toBe(0);
    expect(prompter.asked[0]!.message).toBe('Which battle?');
    expect(prompter.asked[0]!.choices.map((c) => c.split(':')[0])).toEqual(bundled);
    expect(io.stdout()).toContain('Red Company');
  });
});
