/**
 * What the fuzzing pass of the real binary found (26 Nov): each input once, as a user would type
 * it, and what they must see: one `diemen:` line naming the file or option, exit 2, no internal
 * error, no hang. The generators themselves are in test/reliability (scenarios, logs, notations).
 */
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../helpers/runCli';

/** One line on stderr, starting `diemen: `, and nothing that looks like a crash. */
function oneCleanLine(stderr: string): string {
  const lines = stderr.trimEnd().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/^diemen: /);
  expect(stderr).not.toMatch(/internal error|\n\s+at /);
  return lines[0]!;
}

describe('sim --army naming no army', () => {
  it('`red=,` is refused at the option, not met as nothing by the battle set-up', () => {
    const r = runCli(['sim', 'skirmish', '--trials', '1', '--army', 'red=,']);
    expect(r.code).toBe(2);
    expect(oneCleanLine(r.stderr)).toBe('diemen: --army red: names no army, got "red=,"');
  });

  it('a side or an army of blanks is as missing as an empty one', () => {
    const r = runCli(['play', 'skirmish', '--ai', 'all', '--army', ' = ']);
    expect(r.code).toBe(2);
    expect(oneCleanLine(r.stderr)).toContain('--army takes SIDE=ARMY');
  });
});

describe("a battle log's folder that cannot be made", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'diemen-fuzz-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  // Node's mkdirSync(..., { recursive: true }) spun for ever here: play never started or ended.
  (existsSync('/proc/self') ? it : it.skip)(
    'under /proc: refused in one line within seconds, no hang',
    () => {
      const r = runCli(['play', 'skirmish', '--ai', 'all', '--log', '/proc/diemen-none/x.jsonl'], {
        cwd: dir,
        timeout: 20000,
      });
      expect(r.code).toBe(2);
      expect(oneCleanLine(r.stderr)).toBe(
        "diemen: /proc/diemen-none/x.jsonl: cannot make the battle log's folder: no folder can be made there (ENOENT)",
      );
    },
  );

  it("through a dangling link: says the folder is missing in words, not the lock's syscall", () => {
    symlinkSync(join(dir, 'unmounted'), join(dir, 'logs'));
    const r = runCli(['play', 'skirmish', '--ai', 'all', '--log', 'logs/x.jsonl'], { cwd: dir });
    expect(r.code).toBe(2);
    expect(oneCleanLine(r.stderr)).toBe(
      'diemen: logs/x.jsonl: cannot lock the battle log: its folder does not exist (ENOENT)',
    );
  });
});
