/**
 * The identical-play check (scripts/identical-play.mjs) on its small sample: `diemen sim --json`
 * on every bundled scenario, two seeds of three trials each, hashed and compared with the
 * fingerprint recorded from the main the speed work started from. A speed change that alters any
 * decision fails here, naming the scenario and seed. If play was meant to change (a rules fix, a
 * new general), regenerate deliberately, in its own commit:
 *   node scripts/identical-play.mjs --sample --write && node scripts/identical-play.mjs --write
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');
const SAMPLE = join(ROOT, 'test', 'fixtures', 'identical-play', 'sample.json');

function check(args: string[]): { code: number; out: string } {
  const r = spawnSync(process.execPath, [join(ROOT, 'scripts', 'identical-play.mjs'), ...args], {
    cwd: ROOT,
    env: { ...process.env, CI: 'true' },
    encoding: 'utf8',
    timeout: 880_000,
  });
  return { code: r.status ?? -1, out: `${r.stdout}${r.stderr}` };
}

describe('identical play', () => {
  it('every bundled scenario plays as recorded (sample: 2 seeds x 3 trials)', () => {
    const r = check(['--sample']);
    if (r.code !== 0)
      throw new Error(
        `${r.out}\nIf this change to play was meant, regenerate: node scripts/identical-play.mjs --sample --write (and without --sample)`,
      );
    const scenarios = Object.keys(JSON.parse(readFileSync(SAMPLE, 'utf8')).scenarios as object);
    expect(scenarios.length).toBeGreaterThanOrEqual(16);
    expect(r.out).toContain(`same play: ${scenarios.length} scenarios x 2 seeds x 3 trials`);
  }, 900_000);

  it('a report that differs from the fingerprint is named, and the check fails', () => {
    const dir = mkdtempSync(join(tmpdir(), 'identical-'));
    try {
      const recorded = JSON.parse(readFileSync(SAMPLE, 'utf8'));
      const file = 'scenarios/two-units-surround.yaml';
      recorded.scenarios[file]['identical-1'] = '0000000000000000:0';
      const forged = join(dir, 'forged.json');
      writeFileSync(forged, JSON.stringify(recorded));
      const r = check(['--sample', '--only', 'two-units', '--file', forged]);
      expect(r.code).toBe(1);
      expect(r.out).toContain('PLAY CHANGED in 1 of 2 sims');
      expect(r.out).toContain(`${file} --seed identical-1: 0000000000000000:0 then`);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
