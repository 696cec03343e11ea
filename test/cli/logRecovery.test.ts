/**
 * Issue #11, logs: nothing lost, nothing slipped past. Through the real binary (`npm run build`
 * first when run alone): a log whose last line lacks its newline or was torn mid-write is resumed
 * to exactly the uninterrupted battle; a write that fails mid-battle (a file size limit standing
 * in for a full disk) is one clear line and exit 1, and the log it leaves resumes; verify names a
 * cut-off line and an unfinished log (accepted only with --unfinished); a log without checksums
 * is refused.
 * The binary plays the battle, resumes an unended log and a torn one, names a torn line in verify,
 * refuses a log without checksums, and stops at the file size limit (exit 1); the other torn
 * lengths, verifies and resumes, which are the log reader's rules, run in-process through the same
 * main() (runMain): 21 starts of the binary, now 7.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sealHeader, sealLines, unsealed } from '../../src/log/checksum';
import { runCli } from '../helpers/runCli';
import { runMain } from '../helpers/runMain';

const ROOT = join(__dirname, '..', '..');
const tmp = mkdtempSync(join(tmpdir(), 'diemen-recovery-'));
const at = (name: string) => join(tmp, name);
const read = (file: string) => readFileSync(file, 'utf8');

const full = at('full.jsonl');
let text = '';
let rows: string[] = [];

beforeAll(() => {
  const r = runCli(['play', 'scenarios/skirmish.yaml', '--ai', 'all', '--seed', 'x', '--log', full]);
  expect(r.code).toBe(0);
  text = read(full);
  rows = text.trimEnd().split('\n');
});

/** The first `n` lines of the finished log, each ended. */
const firstLines = (n: number) => rows.slice(0, n).join('\n') + '\n';

describe('resume mends the end of the log it continues', () => {
  it('a last line without its newline is ended, not appended onto (the battle comes out whole)', async () => {
    const t = at('unended.jsonl');
    writeFileSync(t, firstLines(20).slice(0, -1));
    const r = runCli(['play', '--resume', t]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(read(t)).toBe(text);
    expect((await runMain(['replay', t, '--verify'])).code).toBe(0);
  });

  it.each([1, 30, 70])(
    'a last line torn %i characters in is dropped after saying so, and the battle goes on',
    async (keep) => {
      const t = at(`torn-${keep}.jsonl`);
      const torn = rows[20]!.slice(0, keep);
      writeFileSync(t, firstLines(20) + torn);
      // The first through the binary, the others in-process.
      const r = keep === 1 ? runCli(['play', '--resume', t]) : await runMain(['play', '--resume', t]);
      expect(r.code).toBe(0);
      expect(r.stderr.trim()).toBe(
        `diemen: note: ${t}:21: the last line was cut off in the middle of a write (${keep} character${keep === 1 ? '' : 's'}); it is dropped and the battle goes on after line 20`,
      );
      expect(read(t)).toBe(text);
    },
  );

  it('a resume that finds the log no longer matches the battle leaves the file as it was, torn line and all', async () => {
    const t = at('torn-diverging.jsonl');
    // Another roll, sealed as diemen would have: intact, but not this battle.
    const parsed = rows.slice(0, 20).map((l) => JSON.parse(l) as Record<string, unknown>);
    const roll = parsed.findIndex((r) => r.type === 'outcome');
    const o = parsed[roll]!.outcome as { faces: number[] };
    parsed[roll] = { ...parsed[roll], outcome: { ...o, faces: o.faces.map((f) => (f % 10) + 1) } };
    const header = sealHeader(unsealed(parsed[0]!));
    const body = sealLines(
      header.sum,
      parsed.slice(1).map((r) => unsealed(r)),
    ).lines;
    const before = [header, ...body].map((r) => JSON.stringify(r)).join('\n') + '\n' + rows[20]!.slice(0, 30);
    writeFileSync(t, before);
    const r = await runMain(['play', '--resume', t]);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/the log does not match this battle: it was not resumed/);
    expect(r.stderr).not.toMatch(/dropped/);
    expect(read(t)).toBe(before);
  });
});

describe('replay --verify on a log cut short', () => {
  it('says where a torn log is cut off, after checking every line before it; exit 1', async () => {
    const t = at('torn-verify.jsonl');
    writeFileSync(t, firstLines(20) + rows[20]!.slice(0, 25));
    const r = runCli(['replay', t, '--verify']);
    expect(r.code).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(
      new RegExp(
        `^diemen: replay: ${t}:21: cut off after line 20: line 21 is only part of a line .*the 20 lines before it match; go on with: diemen play --resume ${t}, which drops it\\n$`,
      ),
    );
    // A torn line that no longer follows from the lines before is still a divergence, named.
    const bad = at('torn-diverged.jsonl');
    const edited = rows[2]!.replace(/"sum":"[0-9a-f]+"/, '"sum":"0000000000000000"');
    writeFileSync(bad, [rows[0], rows[1], edited].join('\n') + '\n' + rows[3]!.slice(0, 10));
    const b = await runMain(['replay', bad, '--verify']);
    expect(b.code).toBe(2);
    expect(b.stderr).toMatch(/:3: the log was edited here/);
  });

  it('a log without its end line is unfinished: exit 1, or ok with --unfinished; resume writes the end', async () => {
    const n = at('no-end.jsonl');
    writeFileSync(n, firstLines(rows.length - 1));
    const r = await runMain(['replay', n, '--verify']);
    expect(r.code).toBe(1);
    expect(r.stderr.trim()).toBe(
      `diemen: replay: ${n}: unfinished: the battle is over by then, but the log stops before its end line (line ${rows.length - 1} is its last); go on with: diemen play --resume ${n}`,
    );
    const u = await runMain(['replay', n, '--verify', '--unfinished']);
    expect(u.code).toBe(0);
    expect(u.stdout).toMatch(
      /^ok: .*every roll and round matches\n {4}\d+ decisions and \d+ rounds? replayed; unfinished\n$/,
    );
    expect(u.stderr).toMatch(/^diemen: note: .*unfinished: /);
    const resumed = await runMain(['play', '--resume', n]);
    expect(resumed.code).toBe(0);
    expect(read(n)).toBe(text);
  });

  it('a battle stopped mid-way is unfinished the same way', async () => {
    const n = at('midway.jsonl');
    writeFileSync(n, firstLines(20));
    const r = await runMain(['replay', n, '--verify']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/unfinished: the log stops in round \d+, before the battle is over/);
    expect((await runMain(['replay', n, '--verify', '--unfinished'])).code).toBe(0);
  });
});

describe('a log without checksums', () => {
  it('is refused: dropping the header sum no longer lets the players be edited unnoticed', async () => {
    const u = at('unsealed.jsonl');
    const header = rows[0]!.replace(/,"sum":"[0-9a-f]+"/, '').replace('"red":"ai"', '"red":"human"');
    writeFileSync(u, [header, ...rows.slice(1)].join('\n') + '\n');
    for (const [i, args] of [
      ['replay', u, '--verify'],
      ['replay', u, '--verify', '--unfinished'],
      ['play', '--resume', u],
    ].entries()) {
      // The first through the binary, the others in-process.
      const r = i === 0 ? runCli(args) : await runMain(args);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(new RegExp(`^diemen: ${u}:1: the log has no checksums`));
    }
  });
});

describe('a write that fails mid-battle', () => {
  /** `play` under a file size limit of `kb` KiB: writes past it fail with EFBIG, as on a full disk. */
  const limited = (kb: number, log: string) =>
    spawnSync(
      'bash',
      [
        '-c',
        `ulimit -f ${kb}; exec "$0" bin/diemen.js play scenarios/skirmish.yaml --ai all --seed x --log "$1"`,
        process.execPath,
        log,
      ],
      { cwd: ROOT, encoding: 'utf8', env: { ...process.env, CI: 'true' }, input: '' },
    );

  it('is one line naming the file, the reason and how to resume; exit 1; the log resumes to the whole battle', async () => {
    const e = at('efbig.jsonl');
    const r = limited(4, e);
    expect(r.status).toBe(1);
    expect(r.stderr).toBe(
      `diemen: ${e}: cannot write the battle log: the file grew past the size this process may write (ulimit -f) (EFBIG); the battle stopped and the log is kept (it ends with the last whole line): once there is room, go on with: diemen play --resume ${e}\n`,
    );
    // Cut back to its last whole line: verify calls it unfinished, not damaged.
    expect(read(e).endsWith('\n')).toBe(true);
    expect(text.startsWith(read(e))).toBe(true);
    expect((await runMain(['replay', e, '--verify'])).stderr).toMatch(/unfinished: the log stops in round/);
    expect((await runMain(['play', '--resume', e])).code).toBe(0);
    expect(read(e)).toBe(text);
  });

  it('before even the header: nothing is left behind, and it says to start again', () => {
    const e = at('nothing.jsonl');
    const r = limited(0, e);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(
      /cannot write the battle log: .*nothing was played: once there is room, start the battle again\n$/,
    );
    expect(() => read(e)).toThrow(/ENOENT/);
  });
});
