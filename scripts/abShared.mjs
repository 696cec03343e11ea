// What the two A/B scripts share (ab-speed.mjs: whole battles; ab-general.mjs: the general
// alone): their options, the base's src (a tree, or a ref unpacked with `git archive`), one side's
// sim and game bundled from a src tree and loaded, a scenario's sim job, and the median.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';

export const root = new URL('..', import.meta.url).pathname;
const require = createRequire(import.meta.url);

const GAMES = {
  'dice-wars': [
    'rulesets/dice-wars/game',
    'diceWarsGame',
    'rulesets/dice-wars/scenario/kit',
    'diceWarsScenarios',
  ],
  'die-fighting': [
    'rulesets/die-fighting/game',
    'dieFightingGame',
    'rulesets/die-fighting/scenario/kit',
    'dieFightingScenarios',
  ],
  'die-men': ['rulesets/die-men/game', 'dieMenGame', 'rulesets/die-men/scenario/kit', 'dieMenScenarios'],
};

/** `--name value` options over `defaults` (a number default reads a number); `script` names errors. */
export function parseArgs(script, defaults, argv) {
  const a = { ...defaults };
  for (let i = 0; i < argv.length; i++) {
    const k = argv[i].replace(/^--/, '');
    if (!(k in a)) throw new Error(`${script}: unknown option ${argv[i]}`);
    a[k] = typeof a[k] === 'number' ? Number(argv[++i]) : argv[++i];
  }
  return a;
}

/** The game a scenario file is for; one without a ruleset line is Die, Men!'s (the first game's). */
export function gameOf(script, file) {
  const game = /^ruleset:\s*(\S+)/m.exec(readFileSync(join(root, file), 'utf8'))?.[1] ?? 'die-men';
  if (!GAMES[game]) throw new Error(`${script}: no game for ${file}`);
  return game;
}

/** The base's src: a tree's src/ if `base` is a directory, else the ref's src/ unpacked into `tmp`. */
export function baseSrc(base, tmp) {
  if (existsSync(join(resolve(base), 'src'))) return join(resolve(base), 'src');
  const out = join(tmp, 'base');
  mkdirSync(out);
  const tar = execFileSync('git', ['-C', root, 'archive', base, 'src'], { maxBuffer: 256 * 1024 * 1024 });
  execFileSync('tar', ['-x', '-C', out], { input: tar });
  return join(out, 'src');
}

/** One side: the sim and the game bundled from `src` (CommonJS, unminified), loaded. */
export async function side(src, game, tmp, name) {
  const [gamePath, gameName, kitPath, kitName] = GAMES[game];
  const entry = join(src, `.ab-${name}-${process.pid}.ts`);
  writeFileSync(
    entry,
    `export { runBatch, simJob, trialSeed, wilson } from './sim';\n` +
      `export { runBattle } from './engine/runBattle';\n` +
      `export { ${gameName} as game } from './${gamePath}';\n` +
      `export { ${kitName} as kit } from './${kitPath}';\n`,
  );
  const outfile = join(tmp, `${name}.cjs`);
  try {
    await build({
      entryPoints: [entry],
      bundle: true,
      platform: 'node',
      format: 'cjs',
      outfile,
      logLevel: 'error',
      nodePaths: [join(root, 'node_modules')],
    });
  } finally {
    rmSync(entry);
  }
  return require(outfile);
}

/** The sim job of `file`'s first plan, built by module `m`. */
export function jobOf(m, file) {
  const path = join(root, file);
  const loaded = m.kit.load(readFileSync(path, 'utf8'), path);
  if (!loaded.ok) throw new Error(loaded.error[0]?.message);
  const plans = m.game.sim.plans(loaded.value.setup({ fallback: 'bench' }), {});
  if (!plans.ok) throw new Error(plans.error[0]?.message);
  return m.simJob(m.game, plans.value[0], 'bench');
}

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const k = s.length >> 1;
  return s.length % 2 ? s[k] : (s[k - 1] + s[k]) / 2;
};
