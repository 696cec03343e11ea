/**
 * The toy game (test/engine/highRoll.ts) as a plug-in the binary loads: bundled to CommonJS in
 * `dir`, with a three-round duel scenario beside it. For tests of what a game without a face or
 * pictures gets.
 */
import { buildSync } from 'esbuild';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface HighRollPlugin {
  /** The environment that loads the plug-in (DIEMEN_PLUGINS). */
  readonly env: Record<string, string>;
  /** A duel between red and blue, at most three rounds. */
  readonly scenario: string;
}

export function highRollPlugin(dir: string): HighRollPlugin {
  const plugin = join(dir, 'high-roll.cjs');
  buildSync({
    entryPoints: [join(__dirname, '..', 'engine', 'highRoll.ts')],
    outfile: plugin,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    logLevel: 'error',
  });
  const scenario = join(dir, 'duel.yaml');
  writeFileSync(
    scenario,
    'ruleset: high-roll\nname: A duel\noptions: { maxRounds: 3 }\nsides: [{ id: red }, { id: blue }]\n',
  );
  return { env: { DIEMEN_PLUGINS: plugin }, scenario };
}
