/**
 * Dice Wars' simulator limit is the game's own (SimKit.maxCells): the text's 60"x60" Epic table
 * ("Table Sizes") is simulated, one square wider is refused with the game's limit in the message.
 * Through the real binary (run `npm run build` first when running this file alone).
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../../helpers/runCli';

const EPIC = 'test/fixtures/scenarios/dice-wars/epic.yaml';

describe('diemen sim on a Dice Wars Epic table', () => {
  it('plays the 60x60 Epic battle', () => {
    const r = runCli(['sim', EPIC, '--trials', '2', '--workers', '1', '--seed', 'epic', '--json']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const report = JSON.parse(r.stdout) as { trials: number; variants: { battles: number }[] };
    expect([report.trials, report.variants[0]!.battles]).toEqual([2, 2]);
  });

  it("refuses a table past the game's 3600 squares, saying the game's limit", () => {
    const text = readFileSync(EPIC, 'utf8');
    expect(text).toContain('  cols: 60\n');
    const file = join(mkdtempSync(join(tmpdir(), 'diemen-dw-epic-')), 'wider.yaml');
    writeFileSync(file, text.replace('  cols: 60\n', '  cols: 61\n'));
    const r = runCli(['sim', file, '--trials', '1']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      `diemen: ${file}: the 61x60 map has 3660 cells; sim plays this game's maps of up to 3600 cells (60x60)\n`,
    );
  });
});
