// Bundles the CLI into dist/ as CommonJS, which Node loads faster than ES modules (start-up time
// matters at the table). commander, chalk, cli-table3 and seedrandom are bundled in; zod and yaml
// are bundled each into a file of its own (dist/vendor-zod.cjs, dist/vendor-yaml.cjs), loaded only
// by the commands that need them; inquirer stays external, in node_modules.
//
// Each entry below becomes dist/<name>.cjs. A worker thread gets its own entry: start it with
// `new Worker(join(__dirname, '<name>.cjs'))` (inside the bundle, __dirname is dist/).
//
// Every relative dynamic import under src/cli (`await import('../battle/runStep')`) is an entry of
// its own too: the bundle loads dist/<name>.cjs at that moment instead of carrying the rules, the
// computer general and the prompts in the file every `diemen roll` has to parse. The entries are
// found by reading the sources, so a new command body or game command needs no line here.
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(new URL('..', import.meta.url).pathname);

function sources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? sources(join(dir, d.name)) : d.name.endsWith('.ts') ? [join(dir, d.name)] : [],
  );
}

/** The file a relative specifier names (x.ts or x/index.ts), or undefined. */
function moduleFile(from, spec) {
  const base = resolve(dirname(from), spec);
  for (const f of [`${base}.ts`, join(base, 'index.ts')]) {
    try {
      readFileSync(f);
      return f;
    } catch {
      // not this one
    }
  }
  return undefined;
}

/** dist/<name>.cjs for src/cli/battle/runStep.ts is "cli-battle-runStep". */
const entryName = (file) => relative(join(root, 'src'), file).replace(/\.ts$/, '').replace(/[\\/]/g, '-');

/**
 * A build is skipped when dist/ was built from the same inputs (the stamp below): CI's one run
 * would otherwise build three times (`npm ci`'s prepare, `npm test`'s pretest, the browser tests),
 * each with its code-cache warm-ups. The inputs: everything under src/, bin/ and scenarios/ (the
 * warm-ups read them), this script, the lock file (esbuild and the bundled packages), and Node's
 * version (the code cache is V8's own). `node scripts/build.mjs --force` builds anyway.
 */
const stampFile = join(root, 'dist', '.build-stamp');
const allFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? allFiles(join(dir, d.name)) : [join(dir, d.name)],
  );
const stampHash = createHash('sha256').update(process.version);
for (const file of [
  ...['src', 'bin', 'scenarios'].flatMap((d) => allFiles(join(root, d))).sort(),
  join(root, 'scripts', 'build.mjs'),
  join(root, 'package-lock.json'),
])
  stampHash.update(`\0${relative(root, file)}\0`).update(readFileSync(file));
const stamp = stampHash.digest('hex');
if (!process.argv.includes('--force') && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) {
  console.log('build: dist/ is up to date with src/ (node scripts/build.mjs --force to rebuild)');
  process.exit(0);
}

const lazyByPath = new Map();
for (const file of sources(join(root, 'src', 'cli'))) {
  for (const m of readFileSync(file, 'utf8').matchAll(/import\(\s*'(\.{1,2}\/[^']+)'\s*\)/g)) {
    const target = moduleFile(file, m[1]);
    if (target) lazyByPath.set(target, entryName(target));
  }
}
const lazy = Object.fromEntries([...lazyByPath].map(([file, name]) => [name, relative(root, file)]));

/**
 * zod and yaml, each bundled once into a file of its own that our bundles require. From
 * node_modules they were 167 files (1.2 MB), each found, read and compiled without V8's code cache:
 * about 0.13 s of CPU in every command that reads a scenario, a third of a one-battle `diemen sim`.
 * One file each is read once and compiled from the cache (bin/codeCache.js).
 *
 * zod's file is trimmed for a program that reads one scenario and exits (zodForOneParse below).
 */
const vendor = { zod: 'vendor-zod', yaml: 'vendor-yaml' };
const requireHere = createRequire(import.meta.url);
const zodMain = requireHere.resolve('zod');

const entryPoints = {
  diemen: 'src/cli/entry.ts',
  simWorker: 'src/cli/sim/worker.ts',
  ...lazy,
  [vendor.zod]: 'vendor-entry:zod',
  [vendor.yaml]: requireHere.resolve('yaml'),
};

/**
 * `import 'zod'` in our code becomes a require of dist/vendor-zod.cjs, as lazy entries are loaded.
 * The stand-in re-exports it as an ES module, so its namespace is built once a bundle: as a
 * CommonJS stand-in (`module.exports = require(...)`), each of the 11 files that import zod in the
 * sim bundle copied zod's 260 exports into a namespace of its own (esbuild's __toESM), 11.6 ms of
 * CPU at every start of a command that reads a scenario (27 November, sim-long).
 */
const vendorBundles = {
  name: 'vendor-bundles',
  setup(b) {
    b.onResolve({ filter: /^(zod|yaml)$/ }, (args) =>
      args.importer.includes('/node_modules/') ? undefined : { path: args.path, namespace: 'vendor' },
    );
    b.onLoad({ filter: /.*/, namespace: 'vendor' }, (args) => ({
      contents: `export * from './${vendor[args.path]}.cjs';`,
      loader: 'js',
    }));
    b.onResolve({ filter: /\.cjs$/, namespace: 'vendor' }, (args) => ({ path: args.path, external: true }));
  },
};

/**
 * dist/vendor-zod.cjs as a command that parses one scenario and exits needs it (issue 23, counted
 * with callgrind on a one-battle `diemen sim` of the 15-vs-15: 957M instructions, 927M with both
 * changes, node -e 0 506M; the reports the same):
 * - only the English messages: zod's locales index loads all of its 60-odd languages, and we show
 *   English only (zod sets it as the default itself). The file is 245 KB instead of 563 KB.
 * - `jitless`: the first parse of each object schema would write and compile a parser of its own
 *   with `new Function` (code the cache can't hold) to run it once; the plain parser gives the same
 *   values and the same issues. Set before any schema is made, as zod reads it then.
 */
const zodForOneParse = {
  name: 'zod-for-one-parse',
  setup(b) {
    b.onResolve({ filter: /^vendor-entry:zod$/ }, (args) => ({ path: args.path, namespace: 'vendor-entry' }));
    b.onLoad({ filter: /.*/, namespace: 'vendor-entry' }, () => ({
      contents: `const z = require(${JSON.stringify(zodMain)}); z.config({ jitless: true }); module.exports = z;`,
      loader: 'js',
      resolveDir: root,
    }));
    b.onResolve({ filter: /\/locales\/index\.cjs$/ }, (args) =>
      args.importer.includes(`${join('node_modules', 'zod')}`)
        ? { path: join(dirname(args.importer), args.path), namespace: 'zod-english' }
        : undefined,
    );
    b.onLoad({ filter: /.*/, namespace: 'zod-english' }, (args) => ({
      contents: `exports.en = require(${JSON.stringify(join(dirname(args.path), 'en.cjs'))}).default;`,
      loader: 'js',
      resolveDir: root,
    }));
  },
};

/**
 * A dynamic import of a lazy entry becomes a require of its own file, through a one-line shim that
 * is bundled: esbuild then turns the import() into a plain require, so Node's ES module loader
 * (tens of milliseconds) is never started for our own code.
 */
const lazyCommandBodies = {
  name: 'lazy-command-bodies',
  setup(b) {
    b.onResolve({ filter: /^\.\.?\// }, (args) => {
      if (args.kind !== 'dynamic-import') return undefined;
      const target = moduleFile(args.importer, args.path);
      const name = target && lazyByPath.get(target);
      return name ? { path: name, namespace: 'lazy-entry' } : undefined;
    });
    b.onLoad({ filter: /.*/, namespace: 'lazy-entry' }, (args) => ({
      contents: `module.exports = require('./${args.path}.cjs');`,
      loader: 'js',
    }));
    b.onResolve({ filter: /\.cjs$/, namespace: 'lazy-entry' }, (args) => ({
      path: args.path,
      external: true,
    }));
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
  external: ['inquirer', '@inquirer/*'],
  plugins: [lazyCommandBodies, lazyChildProcess, vendorBundles, zodForOneParse],
  logLevel: 'warning',
});

/**
 * V8's code cache for the commands people run at the table (bin/codeCache.js): each warm-up run
 * loads the cache so far and writes it back with what it compiled. A failure costs speed, not
 * correctness, so it is a warning.
 */
const warmUps = [
  ['roll', '12d', '--seed', 'warm-up'],
  ['roll', '2d6+1', '--seed', 'warm-up'],
  ['roll', '4d6kh3', '--seed', 'warm-up'],
  ['odds', '7d'],
  ['--help'],
  // sim, one battle of each game: with --timeout on a worker (dist/simWorker.cjs), as long runs
  // play, then as a short run in its main thread (the rules compiled there, after the scenario)
  ...['scenarios/reserve-cut-off.yaml', 'scenarios/df-open-field.yaml', 'scenarios/dw-mek-shop.yaml'].flatMap(
    (file) => {
      const args = ['sim', file, '--trials', '3', '--workers', '1', '--json', '--seed', 'warm-up'];
      return [[...args, '--timeout', '600'], args];
    },
  ),
];
for (const args of warmUps) {
  const r = spawnSync(process.execPath, ['bin/diemen.js', ...args], {
    env: { ...process.env, DIEMEN_CODE_CACHE: 'write', CI: 'true' },
    stdio: ['ignore', 'ignore', 'pipe'],
    encoding: 'utf8',
  });
  if (r.status !== 0)
    console.warn(`build: code-cache warm-up \`diemen ${args.join(' ')}\` failed: ${r.stderr}`);
}

writeFileSync(stampFile, stamp);
