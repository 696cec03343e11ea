// Bundles the CLI into dist/ as CommonJS, which Node loads faster than ES modules (start-up time
// matters at the table). commander, chalk, cli-table3 and seedrandom are bundled in; zod, yaml and
// inquirer stay external and are loaded from node_modules only by the commands that need them.
//
// Each entry below becomes dist/<name>.cjs. A worker thread gets its own entry: start it with
// `new Worker(join(__dirname, '<name>.cjs'))` (inside the bundle, __dirname is dist/).
//
// The bodies of the battle commands are entries of their own too: when a command module in
// src/cli/commands/ does `await import('../die-men/runStep')`, the bundle loads dist/runStep.cjs
// at that moment instead of carrying the rules, the computer general and the prompts in the file
// every `diemen roll` has to parse.
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import { basename, resolve } from 'node:path';

const lazy = {
  runStep: 'src/cli/die-men/runStep.ts',
  runPlay: 'src/cli/die-men/runPlay.ts',
  runReplay: 'src/cli/die-men/runReplay.ts',
  runSim: 'src/cli/sim/runSim.ts',
  scenario: 'src/rulesets/die-men/scenario/index.ts',
  runOrdinaryRoll: 'src/cli/dice/runOrdinaryRoll.ts',
  runOrdinaryOdds: 'src/cli/dice/runOrdinaryOdds.ts',
};

const entryPoints = {
  diemen: 'src/cli/entry.ts',
  simWorker: 'src/cli/sim/worker.ts',
  ...lazy,
};

const root = resolve(new URL('..', import.meta.url).pathname);
const lazyByPath = new Map(Object.entries(lazy).map(([name, file]) => [resolve(root, file), name]));

/** Dynamic imports of a lazy entry from a command module become a require of its own file. */
const lazyCommandBodies = {
  name: 'lazy-command-bodies',
  setup(b) {
    b.onResolve({ filter: /^\.\.?\// }, (args) => {
      if (args.kind !== 'dynamic-import' || basename(resolve(args.importer, '..')) !== 'commands')
        return undefined;
      const target = resolve(args.resolveDir, args.path);
      const name = lazyByPath.get(`${target}.ts`) ?? lazyByPath.get(resolve(target, 'index.ts'));
      return name ? { path: `./${name}.cjs`, external: true } : undefined;
    });
  },
};

/**
 * commander loads node:child_process when it loads, for subcommands that are separate programs,
 * which diemen doesn't have; that module drags in net, dgram and streams, about a tenth of a bare
 * `node` start. commander gets a stand-in that loads the real module on first use.
 */
const lazyChildProcess = {
  name: 'lazy-child-process',
  setup(b) {
    b.onResolve({ filter: /^(node:)?child_process$/ }, (args) =>
      args.importer.includes('/node_modules/commander/')
        ? { path: 'child_process', namespace: 'lazy' }
        : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: 'lazy' }, () => ({
      contents: "module.exports = new Proxy({}, { get: (_, key) => require('node:child_process')[key] });",
      loader: 'js',
    }));
  },
};

rmSync(new URL('../dist', import.meta.url), { recursive: true, force: true });
await build({
  entryPoints,
  outdir: 'dist',
  outExtension: { '.js': '.cjs' },
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  minify: true,
  legalComments: 'none',
  external: ['zod', 'yaml', 'inquirer', '@inquirer/*'],
  plugins: [lazyCommandBodies, lazyChildProcess],
  logLevel: 'warning',
});
