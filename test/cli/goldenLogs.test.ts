/**
 * Golden battle logs (test/fixtures/logs/, made by scripts/golden-logs.mjs) replayed through the
 * real binary with --verify: every roll, round and the winner must come out as logged. A change to
 * the rules or the dice that alters any outcome fails here, naming the first line that differs.
 * If the change was meant, regenerate the logs deliberately: node scripts/golden-logs.mjs.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { runCli } from '../helpers/runCli';

const DIR = join('test', 'fixtures', 'logs');
const logs = readdirSync(DIR).filter((f) => f.endsWith('.jsonl'));

describe('golden logs replay exactly', () => {
  it('there are golden logs to replay', () => {
    expect(logs.length).toBeGreaterThanOrEqual(3);
  });

  it.each(logs)('%s', (name) => {
    const r = runCli(['replay', join(DIR, name), '--verify']);
    if (r.code !== 0) {
      throw new Error(
        `${r.stderr.trim()}\nIf this change to the rules was meant, regenerate the golden logs: node scripts/golden-logs.mjs`,
      );
    }
    expect(r.stdout).toMatch(/^ok: .*every roll and round matches/);
  });
});
