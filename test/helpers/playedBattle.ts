/**
 * What every game's played battle must do through the real binary: `play --ai all` writes a log
 * that `replay --verify` accepts, and `play --resume` of that log cut short finishes it to the
 * same bytes. Registers the two tests inside the caller's describe. The play and the resume from
 * half-way are the binary's; the verify and the resume from the start, which replay and replay
 * the same battle, run in-process through the same main() (runMain), saving two start-ups.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from './runCli';
import { runMain } from './runMain';

export function itPlaysVerifiesAndResumes(scenario: string, seed: string): void {
  const dir = mkdtempSync(join(tmpdir(), 'diemen-played-'));
  const full = join(dir, 'full.jsonl');

  it('play --ai all writes a log that replay --verify accepts', async () => {
    const r = runCli(['play', scenario, '--ai', 'all', '--seed', seed, '--log', full]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const v = await runMain(['replay', full, '--verify']);
    expect(v.code).toBe(0);
    expect(v.stdout).toMatch(/^ok: .*every roll and round matches/);
  });

  it('play --resume of a cut log finishes it to the same bytes', async () => {
    const all = readFileSync(full, 'utf8').split('\n').filter(Boolean);
    for (const n of [2, Math.floor(all.length / 2)]) {
      const cut = join(dir, `cut-${n}.jsonl`);
      writeFileSync(cut, all.slice(0, n).join('\n') + '\n');
      const args = ['play', '--resume', cut];
      const r = n === 2 ? await runMain(args) : runCli(args);
      expect(r.stderr).toBe('');
      expect(r.code).toBe(0);
      expect(readFileSync(cut, 'utf8')).toBe(readFileSync(full, 'utf8'));
    }
  });
}
