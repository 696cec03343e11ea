/**
 * Issue #22, outputs written through links and torn (`npm run build` first when run alone): every
 * output file is written beside itself and renamed into place, so a link named as the output is
 * replaced, never written through, and a write that fails leaves the previous file as it was.
 */
import { spawnSync } from 'node:child_process';
import {
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../helpers/runCli';
import { runMain } from '../helpers/runMain';

const ROOT = join(__dirname, '..', '..');
const tmp = mkdtempSync(join(tmpdir(), 'diemen-atomic-'));
const at = (name: string) => join(tmp, name);
const log = at('battle.jsonl');

beforeAll(() => {
  expect(
    runCli(['play', 'scenarios/skirmish.yaml', '--ai', 'all', '--seed', 'atomic', '--log', log]).code,
  ).toBe(0);
});

/** A file no command should touch, and a link to it. */
const planted = (name: string): { target: string; link: string } => {
  const target = at(`${name}.precious`);
  writeFileSync(target, 'precious\n');
  const link = at(name);
  symlinkSync(target, link);
  return { target, link };
};

const temps = (dir: string) => readdirSync(dir).filter((f) => f.endsWith('.tmp'));

describe('a link named as an output is replaced, never written through', () => {
  it('replay --html', async () => {
    const { target, link } = planted('x.html');
    expect((await runMain(['replay', log, '--html', link])).code).toBe(0);
    expect(readFileSync(target, 'utf8')).toBe('precious\n');
    expect(lstatSync(link).isFile()).toBe(true);
    expect(readFileSync(link, 'utf8')).toMatch(/^<!DOCTYPE html>/i);
  });

  it('replay --svg DIR, with round-02.svg planted in the folder', async () => {
    const dir = at('pictures');
    mkdirSync(dir);
    const target = at('round.precious');
    writeFileSync(target, 'precious\n');
    symlinkSync(target, join(dir, 'round-02.svg'));
    expect((await runMain(['replay', log, '--svg', dir])).code).toBe(0);
    expect(readFileSync(target, 'utf8')).toBe('precious\n');
    expect(lstatSync(join(dir, 'round-02.svg')).isFile()).toBe(true);
    expect(temps(dir)).toEqual([]);
  });

  it('map --svg FILE', async () => {
    const { target, link } = planted('map.svg');
    expect((await runMain(['map', 'scenarios/skirmish.yaml', '--svg', link])).code).toBe(0);
    expect(readFileSync(target, 'utf8')).toBe('precious\n');
    expect(readFileSync(link, 'utf8')).toMatch(/<svg/);
  });

  it('new and play --log never replace a file or a link, even one to nowhere', async () => {
    const nowhere = at('nowhere.yaml');
    symlinkSync(at('made-through-the-link'), nowhere);
    expect((await runMain(['new', nowhere])).code).toBe(2);
    const logLink = at('nowhere.jsonl');
    symlinkSync(at('log-through-the-link'), logLink);
    expect((await runMain(['play', 'scenarios/skirmish.yaml', '--ai', 'all', '--log', logLink])).code).toBe(
      2,
    );
    expect(readdirSync(tmp).filter((f) => f.includes('through-the-link'))).toEqual([]);
  });
});

describe('a failed write leaves the previous file intact', () => {
  it('a report past the file size limit: the old page stays, no temporary file, the reason in words', async () => {
    const page = at('report.html');
    expect((await runMain(['replay', log, '--html', page])).code).toBe(0);
    const before = readFileSync(page, 'utf8');
    const r = spawnSync(
      'bash',
      ['-c', `ulimit -f 20; exec "$0" bin/diemen.js replay "$1" --html "$2"`, process.execPath, log, page],
      { cwd: ROOT, encoding: 'utf8', env: { ...process.env, CI: 'true' } },
    );
    expect(r.status).toBe(2);
    expect(r.stderr).toBe(
      `diemen: ${page}: can't write the report there: file too large (past the size this process may write: ulimit -f)\n`,
    );
    expect(readFileSync(page, 'utf8')).toBe(before);
    expect(temps(tmp)).toEqual([]);
  });

  it('a log whose header cannot be written leaves nothing behind', async () => {
    const file = at('nothing.jsonl');
    const r = spawnSync(
      'bash',
      [
        '-c',
        `ulimit -f 0; exec "$0" bin/diemen.js play scenarios/skirmish.yaml --ai all --log "$1"`,
        process.execPath,
        file,
      ],
      { cwd: ROOT, encoding: 'utf8', env: { ...process.env, CI: 'true' } },
    );
    expect(r.status).toBe(1);
    expect(readdirSync(tmp).filter((f) => f.includes('nothing'))).toEqual([]);
  });
});
