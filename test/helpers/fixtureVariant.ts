/**
 * A scenario fixture with one line changed, run through the real binary: how the file-built rule
 * tests show a refusal (the same file, one thing made unlawful).
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runMain } from './runMain';

export interface VariantRun {
  readonly file: string;
  readonly text: string;
  readonly code: number;
  readonly stderr: string;
}

/**
 * The fixture at `fixture` and a `variant(name, from, to)` that writes it with `from` (which must
 * stand exactly once) replaced by `to` to a temporary file and runs `command` on it, in-process
 * (runMain.ts: the rules it checks need no new Node start-up per variant).
 */
export function fixtureVariants(
  fixture: string,
  command: readonly string[] = ['step', '{file}', '--json'],
): { text: string; variant: (name: string, from: string, to: string) => Promise<VariantRun> } {
  const text = readFileSync(fixture, 'utf8');
  const dir = mkdtempSync(join(tmpdir(), 'diemen-variant-'));
  const variant = async (name: string, from: string, to: string): Promise<VariantRun> => {
    expect(text.split(from)).toHaveLength(2);
    const file = join(dir, `${name}.yaml`);
    const changed = text.replace(from, to);
    writeFileSync(file, changed);
    const r = await runMain(command.map((a) => (a === '{file}' ? file : a)));
    return { file, text: changed, code: r.code, stderr: r.stderr };
  };
  return { text, variant };
}
