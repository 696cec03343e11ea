/**
 * diemen's own failure (exit 70), through the real binary: a module preloaded with NODE_OPTIONS
 * makes writing to stdout throw, as a bug would. The message and its advice were one line, which
 * a terminal folded mid-word when stderr came through a pipe (`2>&1 | tee`: `'scriptedRo` /
 * `unds'`); now the advice has a line of its own and the message breaks at words to the width.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { internalErrorText } from '../../src/cli/internalError';
import { runCli } from '../helpers/runCli';

const MESSAGE =
  "Cannot read properties of undefined (reading 'scriptedRounds') at the second army's first unit";

function failing(): Record<string, string> {
  const file = join(mkdtempSync(join(tmpdir(), 'diemen-internal-')), 'throw.cjs');
  writeFileSync(file, `process.stdout.write = () => { throw new Error(${JSON.stringify(MESSAGE)}); };\n`);
  return { NODE_OPTIONS: `--require ${file}` };
}

describe('an internal error', () => {
  it('piped to an 80-column reader: broken at words, the advice on a line of its own; exit 70', () => {
    const r = runCli(['roll', '3d'], { env: { ...failing(), COLUMNS: '80' } });
    expect(r.code).toBe(70);
    const lines = r.stderr.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^diemen: internal error: Cannot read/);
    expect(lines.at(-1)).toBe('diemen: please report this (DIEMEN_DEBUG=1 shows details)');
    for (const line of lines) expect(line.length).toBeLessThanOrEqual(80);
    // Every break is at a space: the message reads back whole.
    const message = lines
      .slice(0, -1)
      .map((l) => l.trim())
      .join(' ');
    expect(message).toBe(`diemen: internal error: ${MESSAGE}`);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });

  it('DIEMEN_DEBUG=1 adds the stack under it', () => {
    const r = runCli(['roll', '3d'], { env: { ...failing(), DIEMEN_DEBUG: '1' } });
    expect(r.code).toBe(70);
    expect(r.stderr).toMatch(/^diemen: please report this .*\nError: Cannot read/m);
    expect(r.stderr).toMatch(/\n\s+at /);
  });

  it("the tests' in-process runner says the same words as the binary", () => {
    expect(internalErrorText(new Error('x'), 80)).toBe(
      'diemen: internal error: x\ndiemen: please report this (DIEMEN_DEBUG=1 shows details)',
    );
    expect(internalErrorText('y', 80)).toMatch(/^diemen: internal error: y\n/);
  });
});
