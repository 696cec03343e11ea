/**
 * `diemen play` and `diemen replay` through the real binary (run `npm run build` first when running
 * this file alone): computer-played battles write logs that replay verifies, resume continues a
 * cut log to the same battle, bad logs and missing terminals are clear errors.
 * The binary plays (--ai all, --solo), resumes from the first cut, and refuses a call without a
 * terminal; the replays of its log, the other resumes and the refusals that are the logs' and the
 * options' rules run in-process through the same main() (runMain): 20 starts, now 4.
 */
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../helpers/runCli';
import { runMain } from '../helpers/runMain';

const tmp = mkdtempSync(join(tmpdir(), 'diemen-play-'));
const at = (name: string) => join(tmp, name);

const lines = (file: string) => readFileSync(file, 'utf8').trim().split('\n');

describe('diemen play --ai all', () => {
  const log = at('skirmish.jsonl');
  let out = '';
  beforeAll(() => {
    const r = runCli(['play', 'scenarios/skirmish.yaml', '--ai', 'all', '--seed', 'cli-1', '--log', log]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    out = r.stdout;
  });

  it('prints the battle: seed and log first, every action, the map, and the winner', () => {
    expect(out.split('\n')[0]).toBe(`seed: cli-1   log: ${log}`);
    expect(out).toContain('Red Company: computer, Blue Levy: computer');
    expect(out).toMatch(/── Round 1 ──/);
    expect(out).toMatch(/Red Company: rolls 9d: (\d+ ){8}\d+ →/);
    expect(out).toMatch(/^Victory for (Red Company|Blue Levy) after \d+ rounds?|^Draw after/m);
    expect(out).not.toMatch(/\u001b\[/);
  });

  it('writes a log: header with versions, seed and scenario; numbered decisions; faces; round hashes; end', () => {
    const [head, ...rest] = lines(log).map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(head).toMatchObject({
      type: 'header',
      format: 2,
      ruleset: 'die-men',
      seed: 'cli-1',
      rng: expect.stringMatching(/alea/),
      scenarioFile: 'scenarios/skirmish.yaml',
      players: { red: 'ai', blue: 'ai' },
      dice: { red: false, blue: false },
    });
    expect((head!.scenario as { name: string }).name).toBe('Skirmish at the ford');
    const decisions = rest.filter((l) => l.type === 'decision');
    expect(decisions.map((d) => d.seq)).toEqual(decisions.map((_, i) => i + 1));
    expect(
      rest.some((l) => l.type === 'outcome' && Array.isArray((l.outcome as { faces: unknown }).faces)),
    ).toBe(true);
    expect(rest.filter((l) => l.type === 'round').map((l) => l.round)).toEqual(
      rest.filter((l) => l.type === 'round').map((_, i) => i + 1),
    );
    expect(rest[rest.length - 1]).toMatchObject({ type: 'end' });
    for (const l of rest) expect(l.sum).toMatch(/^[0-9a-f]{16}$/);
  });

  it('replay --verify accepts it; replay shows it again, the same', async () => {
    const v = await runMain(['replay', log, '--verify']);
    expect(v.stderr).toBe('');
    expect(v.code).toBe(0);
    expect(v.stdout).toMatch(
      /^ok: .*: every roll and round matches\n {4}\d+ decisions and \d+ rounds? replayed; /,
    );
    const shown = await runMain(['replay', log]);
    expect(shown.code).toBe(0);
    // The same two lines about seed, log and players, then the same battle (play adds the log's name).
    const played = out.trimEnd().split('\n');
    expect(shown.stdout.trimEnd().split('\n')).toEqual([
      played[0]!.replace(`log: ${log}`, `log: ${log} (replay)`),
      ...played.slice(1, -1),
    ]);
  });

  it('replay --round N starts at round N with the map; --json gives rounds and the final position', async () => {
    const r = await runMain(['replay', log, '--round', '2']);
    expect(r.code).toBe(0);
    expect(r.stdout).not.toContain('── Round 1 ──');
    // The round opens with the map: its legend above the board (ux-dm2), then the column ruler.
    expect(r.stdout).toMatch(/^seed: .*\nscale: .*\n.*\n\n── Round 2 ──\n\. open .*\n {4}0 {4}1/);
    const j = JSON.parse((await runMain(['replay', log, '--json'])).stdout) as {
      seed: string;
      verified: boolean;
      rounds: { round: number }[];
      final: { ended: boolean };
    };
    expect(j.seed).toBe('cli-1');
    expect(j.verified).toBe(true);
    expect(j.rounds[0]!.round).toBe(1);
    expect(j.final.ended).toBe(true);
    expect((await runMain(['replay', log, '--round', '99'])).code).toBe(2);
  });

  it('never overwrites a log', async () => {
    const r = await runMain(['play', 'scenarios/skirmish.yaml', '--ai', 'all', '--log', log]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('already exists');
  });
});

describe('play --resume', () => {
  it('continues a log cut after N decisions to exactly the uninterrupted battle', async () => {
    const full = at('full.jsonl');
    expect(
      (
        await runMain([
          'play',
          'scenarios/square-skirmish.yaml',
          '--ai',
          'all',
          '--seed',
          'res',
          '--log',
          full,
        ])
      ).code,
    ).toBe(0);
    const all = lines(full);
    for (const n of [1, 7, Math.floor(all.length / 2), all.length - 2]) {
      const cut = at(`cut-${n}.jsonl`);
      writeFileSync(cut, all.slice(0, n).join('\n') + '\n');
      // The first cut through the binary, the others in-process.
      const r = n === 1 ? runCli(['play', '--resume', cut]) : await runMain(['play', '--resume', cut]);
      expect(r.stderr).toBe('');
      expect(r.code).toBe(0);
      expect(r.stdout).toContain('(resuming)');
      expect(lines(cut)).toEqual(all);
    }
  });

  it('refuses a finished battle, a FILE besides the log, and a log that was edited', async () => {
    const full = at('full.jsonl');
    expect((await runMain(['play', '--resume', full])).stderr).toMatch(
      /the battle is over; watch it with: diemen replay/,
    );
    expect((await runMain(['play', 'scenarios/skirmish.yaml', '--resume', full])).code).toBe(2);
    const edited = at('edited.jsonl');
    const all = lines(full);
    const i = all.findIndex((l) => l.includes('"type":"outcome"'));
    const face = all[i]!.replace(/"faces":\[(\d+)/, (_, f: string) => `"faces":[${(Number(f) % 10) + 1}`);
    writeFileSync(edited, [...all.slice(0, i), face, ...all.slice(i + 1, i + 4)].join('\n') + '\n');
    const r = await runMain(['play', '--resume', edited]);
    expect(r.code).toBe(2);
    expect(r.stderr.trim()).toBe(
      `diemen: ${edited}:${i + 1}: the log was edited here: this line's checksum doesn't follow from the line before (a line changed or moved, or one removed before it)`,
    );
  });
});

describe('play without a terminal', () => {
  it('is a clear error, not a hang, unless the computer plays every side', async () => {
    const r = runCli(['play', 'scenarios/skirmish.yaml']);
    expect(r.code).toBe(2);
    expect(r.stderr.trim()).toBe(
      'diemen: play needs a terminal for human players; use --ai all (or --ai SIDE for each side)',
    );
    expect((await runMain(['play', 'scenarios/skirmish.yaml', '--ai', 'red'])).code).toBe(2);
    const both = await runMain([
      'play',
      'scenarios/skirmish.yaml',
      '--ai',
      'red',
      '--ai',
      'blue',
      '--log',
      at('both.jsonl'),
    ]);
    expect(both.code).toBe(0);
  });

  it('--solo: the computer plays every side (what npm start does in CI)', () => {
    const r = runCli(['play', 'scenarios/skirmish.yaml', '--solo', '--log', at('solo.jsonl')]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Red Company: computer, Blue Levy: computer');
  });

  it('names a side --ai does not know, and writes no log for a bad start', async () => {
    const r = await runMain(['play', 'scenarios/skirmish.yaml', '--ai', 'green', '--log', at('green.jsonl')]);
    expect(r.code).toBe(2);
    expect(r.stderr.trim()).toBe('diemen: --ai green: there is no side green (sides: red, blue, or all)');
    expect(existsSync(at('green.jsonl'))).toBe(false);
  });
});
