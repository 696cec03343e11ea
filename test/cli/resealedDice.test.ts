/**
 * Issue #22: a dice edit in a Die Fighting or Dice Wars log, resealed so every checksum holds, is
 * caught by the replay and named with its faces (it said "log has ?, the rules give ?").
 * The logs edited are copies of the games' golden logs (test/fixtures/logs, goldenLogs.test.ts):
 * playing a battle first cost most of the file's CPU, and the replay checks the same either way.
 */
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sealHeader, sealLines, unsealed } from '../../src/log/checksum';
import { runMain } from '../helpers/runMain';

const tmp = mkdtempSync(join(tmpdir(), 'diemen-reseal-'));

type Outcome = Record<string, unknown>;

/** The log with the first attack outcome that rolled dice changed by `edit`, every line sealed again. */
function resealed(
  log: string,
  rolled: (outcome: Outcome) => boolean,
  edit: (outcome: Outcome) => void,
): void {
  const [head, ...rest] = readFileSync(log, 'utf8')
    .trimEnd()
    .split('\n')
    .map((l) => JSON.parse(l) as object);
  const body = rest.map((l) => unsealed(l) as { type: string; outcome?: Record<string, unknown> });
  const first = body.find((l) => l.type === 'outcome' && l.outcome?.kind === 'attack' && rolled(l.outcome))!;
  edit(first.outcome!);
  const header = sealHeader(unsealed(head!));
  const lines = sealLines(header.sum, body).lines;
  writeFileSync(log, [header, ...lines].map((l) => `${JSON.stringify(l)}\n`).join(''));
}

describe('a resealed dice edit is named with its faces', () => {
  it.each([
    [
      'Die Fighting',
      'df-open-field.jsonl',
      (o: Outcome) => Array.isArray(o.attack),
      (o: Outcome) => (o.attack = [1, 1]),
      /attack 1 1; defence/,
    ],
    [
      'Dice Wars',
      'dw-mek-shop.jsonl',
      (o: Outcome) => (o.hit as number[]).length > 0,
      (o: Outcome) => (o.hit = (o.hit as number[]).map(() => 1)),
      /hit 1( 1)*; damage/,
    ],
  ] as const)('%s', async (_game, golden, rolled, edit, logged) => {
    const log = join(tmp, golden);
    copyFileSync(join(__dirname, '..', 'fixtures', 'logs', golden), log);
    expect((await runMain(['replay', log, '--verify'])).code).toBe(0);
    resealed(log, rolled, edit);
    const r = await runMain(['replay', log, '--verify']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(new RegExp(`log has ${logged.source}.*, the rules give (attack|hit) \\d`));
    expect(r.stderr).not.toMatch(/\?/);
  });
});
