/**
 * What the fuzzing pass of the real binary found (26 Nov): each input once, as a user would type
 * it, and what they must see: one `diemen:` line naming the file or option, exit 2, no internal
 * error, no hang. The generators themselves are in test/reliability (scenarios, logs, notations).
 */
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  lstatSync,
  mkdtempSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../helpers/runCli';

const BIN = join(__dirname, '..', '..', 'bin', 'diemen.js');

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

describe('an output named by a device: written through, as a shell would, never replaced', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'diemen-fuzz-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  // Renaming over the output replaced the device node: run as root, `--html /dev/full` said
  // "wrote /dev/full" and left a regular file there. Here through links, so no real /dev is at risk.
  (existsSync('/dev/full') ? it : it.skip)(
    'a full device: one line saying the disk is full, exit 2, the link kept',
    () => {
      symlinkSync('/dev/full', join(dir, 'full.svg'));
      const r = runCli(['map', 'skirmish', '--svg', 'full.svg'], { cwd: dir });
      expect(r.code).toBe(2);
      expect(oneCleanLine(r.stderr)).toBe(
        "diemen: full.svg: can't write the picture there: the disk is full",
      );
      expect(lstatSync(join(dir, 'full.svg')).isSymbolicLink()).toBe(true);
      expect(readlinkSync(join(dir, 'full.svg'))).toBe('/dev/full');
    },
  );

  it('the null device: written, and still the device', () => {
    symlinkSync('/dev/null', join(dir, 'null.svg'));
    const r = runCli(['map', 'skirmish', '--svg', 'null.svg'], { cwd: dir });
    expect(r.code).toBe(0);
    expect(readlinkSync(join(dir, 'null.svg'))).toBe('/dev/null');
  });

  // Through a link of our own to what /dev/stdout links to, so a regression replaces only that.
  (existsSync('/proc/self/fd/1') ? it : it.skip)('a link to stdout: the picture comes out on stdout', () => {
    symlinkSync('/proc/self/fd/1', join(dir, 'out.svg'));
    // Through a shell's pipe: runCli's stdout is a socket, which can't be opened by name.
    const r = spawnSync('sh', ['-c', `"${process.execPath}" "${BIN}" map skirmish --svg out.svg | cat`], {
      cwd: dir,
      encoding: 'utf8',
      timeout: 60000,
    });
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/<svg[^>]*>[^]*<\/svg>/);
    expect(readlinkSync(join(dir, 'out.svg'))).toBe('/proc/self/fd/1');
  });
});

describe("a scenario's army: naming a file with a NUL in it", () => {
  it("says the name can't hold one, not Node's argument check", () => {
    const dir = mkdtempSync(join(tmpdir(), 'diemen-fuzz-'));
    try {
      const yaml =
        'name: t\ngrid: hex\nmap: { cols: 7, rows: 5 }\nsides:\n  - id: red\n    army: "\\0x"\n  - id: blue\n    army: dm-border-levy\n';
      writeFileSync(join(dir, 'nul.yaml'), yaml);
      const r = runCli(['validate', 'nul.yaml'], { cwd: dir });
      expect(r.code).toBe(2);
      expect(oneCleanLine(r.stderr)).toBe(
        "diemen: \\x00x: cannot read: a file name cannot hold a NUL character (army of side 'red', named at nul.yaml:6)",
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("a scenario's army: left blank", () => {
  it.each([
    ['""', 'sides[0].army: must not be empty'],
    ['"  "', 'sides[0].army: red: army names no file (give a path or a ready-made army)'],
  ])('army: %s is refused at its line, not read as the folder', (value, said) => {
    const dir = mkdtempSync(join(tmpdir(), 'diemen-fuzz-'));
    try {
      const yaml = `name: t\ngrid: hex\nmap: { cols: 7, rows: 5 }\nsides:\n  - id: red\n    army: ${value}\n  - id: blue\n    army: dm-border-levy\n`;
      writeFileSync(join(dir, 'blank.yaml'), yaml);
      const r = runCli(['validate', 'blank.yaml'], { cwd: dir });
      expect(r.code).toBe(2);
      expect(oneCleanLine(r.stderr)).toBe(`diemen: blank.yaml:6: ${said}`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
