/**
 * diemen installed like any CLI: `npm pack` ships the built bundle, the scenarios and the docs and
 * nothing from test/; the tarball installs into a fresh prefix (dependencies from the registry);
 * and from another directory the installed `diemen` answers --version, rolls, lists and plays a
 * bundled battle by name, and writes its log where it was run.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');
const work = mkdtempSync(join(tmpdir(), 'diemen-pack-'));
const prefix = join(work, 'prefix');
const elsewhere = join(work, 'elsewhere');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const quiet = { encoding: 'utf8' as const, env: { ...process.env, npm_config_loglevel: 'error' } };

let tarball = '';
let files: string[] = [];

beforeAll(() => {
  // --ignore-scripts: npm test has just built dist/, which prepack would build again.
  const out = execFileSync(npm, ['pack', '--ignore-scripts', '--json', '--pack-destination', work], {
    ...quiet,
    cwd: root,
  });
  const [packed] = JSON.parse(out) as { filename: string; files: { path: string }[] }[];
  tarball = join(work, packed!.filename);
  files = packed!.files.map((f) => f.path);
  execFileSync(npm, ['install', '-g', '--prefix', prefix, tarball, '--no-audit', '--no-fund'], {
    ...quiet,
    cwd: work,
    timeout: 240_000,
  });
  mkdirSync(elsewhere);
}, 300_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

const diemen = (args: string[]) => {
  const r = spawnSync(join(prefix, 'bin', 'diemen'), args, {
    cwd: elsewhere,
    encoding: 'utf8',
    env: { ...process.env, CI: 'true', NO_COLOR: '1' },
    // README's `sim skirmish --trials 10000` (now 2000) outran 60 s at load 28 beside a second heavy file.
    timeout: 180_000,
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
};

/** The commands of README's "Using it" that need no terminal (a person plays no side). */
function readmeCommands(): string[] {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const using = readme.slice(readme.indexOf('## Using it'));
  const block = /```sh\n([\s\S]*?)```/.exec(using)![1]!;
  return block
    .split('\n')
    .map((l) => l.replace(/\s+#.*$/, '').trim())
    .filter((l) => l.startsWith('diemen '))
    .filter((l) => !l.startsWith('diemen play') || /--ai all/.test(l))
    .filter((l) => !l.includes('diemen-logs/demo.jsonl') && !l.includes('>'));
}

describe('the packed package', () => {
  it('ships the bundle, the launcher, the scenarios and the docs, and nothing from test/', () => {
    expect(files).toEqual(expect.arrayContaining(['bin/diemen.js', 'dist/diemen.cjs', 'dist/simWorker.cjs']));
    expect(files).toEqual(
      expect.arrayContaining(['scenarios/harrow-down.yaml', 'docs/scenario.schema.json']),
    );
    expect(files).toContain('README.md');
    expect(files.filter((f) => f.startsWith('test/') || f.startsWith('src/'))).toEqual([]);
  });

  it('installed elsewhere, answers --version and rolls with a seed', () => {
    expect(diemen(['--version'])).toMatchObject({ code: 0, stdout: '0.1.0\n' });
    const r = diemen(['roll', '12d', '--seed', 'a']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('seed: a');
  });

  it('lists the bundled battles and plays one by name, writing its log where it was run', () => {
    const list = diemen(['scenarios']);
    expect(list.code).toBe(0);
    expect(list.stdout).toMatch(/^harrow-down +die-men +/m);
    const played = diemen(['play', 'harrow-down', '--ai', 'all', '--seed', 'pack', '--no-map']);
    expect(played.code).toBe(0);
    expect(played.stdout).toMatch(/Victory for .* after \d+ round|draw/);
    expect(readdirSync(join(elsewhere, 'diemen-logs'))).toEqual(['harrow-down-pack.jsonl']);
    const verified = diemen(['replay', 'diemen-logs/harrow-down-pack.jsonl', '--verify']);
    expect(verified).toMatchObject({ code: 0 });
    expect(existsSync(join(elsewhere, 'dist'))).toBe(false);
  });

  it("runs README's Using it commands from another directory, as written", () => {
    const commands = readmeCommands();
    expect(commands.length).toBeGreaterThan(15);
    const failed = commands
      .map((c) => ({ c, r: diemen(c.split(/\s+/).slice(1)) }))
      .filter(({ r }) => r.code !== 0)
      .map(({ c, r }) => `${c}: ${r.code} ${r.stderr}`);
    expect(failed).toEqual([]);
  }, 120_000);
});
