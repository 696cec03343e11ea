// `npm run lint`: the type check, eslint and prettier, run at the same time. Each is one thread of
// its own and none needs another's result (eslint's rules are not type-aware: they parse, tsc
// checks types), so on CI's 2-core machine the three together take about as long as the longest
// one alone instead of their sum (cold, in a fresh clone: tsc ~30 s, prettier ~25 s, eslint ~20 s
// of CPU). Each one's output is printed whole when it ends; the exit code is the first failure's.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(new URL('..', import.meta.url).pathname);
const bin = (path) => resolve(root, 'node_modules', path);
const checks = [
  [
    'tsc',
    bin('typescript/bin/tsc'),
    '--noEmit',
    '-p',
    '.',
    '--incremental',
    '--tsBuildInfoFile',
    '.cache/tsc.tsbuildinfo',
  ],
  ['eslint', bin('eslint/bin/eslint.js'), '--cache', '--cache-location', '.cache/eslint', '.'],
  [
    'prettier',
    bin('prettier/bin/prettier.cjs'),
    '--check',
    '--cache',
    '--cache-location',
    '.cache/prettier',
    '.',
  ],
];

const run = ([name, ...args]) =>
  new Promise((done) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const out = [];
    child.stdout.on('data', (chunk) => out.push(chunk));
    child.stderr.on('data', (chunk) => out.push(chunk));
    child.on('error', (e) => done({ name, code: 1, text: `${e.message}\n` }));
    child.on('close', (code, signal) => {
      const text = Buffer.concat(out).toString();
      process.stdout.write(`> ${name}${code === 0 ? '' : ` failed (${signal ?? `exit ${code}`})`}\n${text}`);
      done({ name, code: code ?? 1 });
    });
  });

const results = await Promise.all(checks.map(run));
const failed = results.find((r) => r.code !== 0);
process.exitCode = failed ? failed.code : 0;
