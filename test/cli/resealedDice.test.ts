/**
 * Issue #22: a dice edit in a Die Fighting or Dice Wars log, resealed so every checksum holds, is
 * caught by the replay and named with its faces (it said "log has ?, the rules give ?").
 * `npm run build` first when run alone.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sealHeader, sealLines, unsealed } from '../../src/log/checksum';
import { runMain } from '../helpers/runMain';

const tmp = mkdtempSync(join(tmpdir(), 'diemen-reseal-'));

/** The log with the first attack outcome's dice changed by `edit`, every line sealed again. */
function resealed(log: string, edit: (outcome: Record<string, unknown>) => void): void {
  const [head, ...rest] = readFileSync(log, 'utf8')
    .trimEnd()
    .split('\n')
    .map((l) => JSON.parse(l) as object);
  const body = rest.map((l) => unsealed(l) as { type: string; outcome?: Record<string, unknown> });
  const first = body.find((l) => l.type === 'outcome' && l.outcome?.kind === 'attack')!;
  edit(first.outcome!);
  const header = sealHeader(unsealed(head!));
  const lines = sealLines(header.sum, body).lines;
  writeFileSync(log, [header, ...lines].map((l) => `${JSON.stringify(l)}\n`).join(''));
}

describe('a resealed dice edit is named with its faces', () => {
  it.each([
    [
      'Die Fighting',
      'scenarios/df-battle.yaml',
      (o: Record<string, unknown>) => (o.attack = [1, 1]),
      /attack 1 1; defence/,
    ],
    [
      'Dice Wars',
      'scenarios/dw-battle.yaml',
      (o: Record<string, unknown>) => (o.hit = (o.hit as number[]).map(() => 1)),
      /hit 1( 1)*; damage/,
    ],
  ] as const)('%s', async (_game, scenario, edit, logged) => {
    const log = join(tmp, `${_game.replace(' ', '-')}.jsonl`);
    expect((await runMain(['play', scenario, '--ai', 'all', '--seed', 'reseal', '--log', log])).code).toBe(0);
    resealed(log, edit);
    const r = await runMain(['replay', log, '--verify']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(new RegExp(`log has ${logged.source}.*, the rules give (attack|hit) \\d`));
    expect(r.stderr).not.toMatch(/\?/);
  });
});
