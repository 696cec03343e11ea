/**
 * Issue #11, item 9, through the real binary (`npm run build` first when run alone): what a
 * script holds and the battle didn't use is reported by step, play and sim alike. An error is
 * `diemen: file:line: field: ...` and exit 2 (play still finishes and logs the battle); a warning
 * is printed beside the battle (step), as a note (play, and step --json on stderr); sim says that
 * it doesn't follow scripted rounds at all.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../helpers/runCli';
import { runMain } from '../helpers/runMain';

const fx = (name: string) => join('test', 'fixtures', 'scenarios', 'leftovers', name);
const tmp = mkdtempSync(join(tmpdir(), 'diemen-leftovers-'));
const FREE = fx('free-threatened.yaml');
const FREE_ERROR = `diemen: ${FREE}:13: rounds[0].free.royal: round 1, royal's scripted free moves were not used: royal had no lawful free move: move 1 (2,2 → 1,2): 2,2 has enemies next to it: it takes a set to move out\n`;

describe('step', () => {
  it('a scripted free move the battle never asked for is an error at its line, exit 2 (the issue example)', async () => {
    const r = runCli(['step', FREE, '--all', '--no-map']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(FREE_ERROR);
    const j = await runMain(['step', FREE, '--json']);
    expect(j.code).toBe(2);
    expect((JSON.parse(j.stdout) as { problems: { code: string; line: number }[] }).problems).toEqual([
      expect.objectContaining({ code: 'scenario.unused-free', line: 13 }),
    ]);
  });

  it('warnings are printed beside the battle, or with --json as notes on stderr, with their lines; exit 0', async () => {
    const file = fx('overtaken.yaml');
    const r = await runMain(['step', file, '--all', '--no-map']);
    expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 0, stderr: '' });
    expect(r.stdout).toContain(
      "round 1, b's scripted free moves were not used: its units in 2,1 were gone by Free Movement",
    );
    const j = await runMain(['step', file, '--json']);
    expect(j.code).toBe(0);
    expect(j.stderr).toContain(
      `diemen: note: ${file}:17: rounds[0].free.b: round 1, b's scripted free moves were not used: its units in 2,1 were gone by Free Movement\n`,
    );
    expect(JSON.parse(j.stdout)).not.toHaveProperty('warnings');
  });
});

describe('play', () => {
  it('plays and logs the battle, then reports the script error: exit 2', async () => {
    const log = join(tmp, 'free.jsonl');
    const r = await runMain(['play', FREE, '--ai', 'all', '--seed', 's', '--log', log]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(FREE_ERROR);
    expect(r.stdout).toContain(`replay it with: diemen replay ${log}`);
    expect((await runMain(['replay', log, '--verify'])).code).toBe(0);
  });

  it('reports pointless entries (a round the battle never reached) as notes: exit 0', async () => {
    const file = fx('not-reached.yaml');
    const r = await runMain([
      'play',
      file,
      '--ai',
      'all',
      '--seed',
      's',
      '--log',
      join(tmp, 'reached.jsonl'),
    ]);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe(
      [
        `diemen: note: ${file}:13: rounds[1].declare.a: round 2, a's scripted strategy was not used: the battle ended before round 2`,
        `diemen: note: ${file}:14: rounds[1].orders.a[0]: round 2, a's scripted order 1 (2x5) was not used: the battle ended before round 2`,
        '',
      ].join('\n'),
    );
  });
});

describe('sim', () => {
  it("says that it doesn't follow the scripted rounds, and plays them all with the computer", async () => {
    const file = 'scenarios/reserve-cut-off.yaml';
    const r = runCli(['sim', file, '--trials', '20', '--workers', '1', '--seed', 's']);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe(
      `diemen: note: ${file}: its 1 scripted round is not used: sim plays every round with the computer general (step and play follow the script)\n`,
    );
    expect(runCli(['sim', 'scenarios/skirmish.yaml', '--trials', '20', '--workers', '1']).stderr).toBe('');
  });
});
