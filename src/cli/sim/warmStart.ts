/**
 * Sim workers that start warm: each worker compiles the rules and the computer general from V8's
 * code cache (bin/codeCache.js, written by `npm run build`'s warm-up runs, as `diemen roll`'s
 * start-up is), instead of parsing and compiling the bundle again in every worker of every run.
 * A cache V8 rejects (another Node, a damaged file) costs speed only: the file compiles as usual.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

export interface CodeCache {
  /** bin/codeCache.js. */
  readonly loader: string;
  /** Write the cache (the build's warm-up) rather than only read it. */
  readonly write: boolean;
}

/**
 * The code cache sim's workers use, from DIEMEN_CODE_CACHE as bin/diemen.js reads it (`off`: none;
 * `write`: the build's warm-up); none when the loader isn't there (the bundle run on its own).
 */
export function simCodeCache(
  dist: string,
  env: Readonly<Record<string, string | undefined>>,
): CodeCache | null {
  const mode = env.DIEMEN_CODE_CACHE;
  const loader = join(dist, '..', 'bin', 'codeCache.js');
  if (mode === 'off' || !existsSync(loader)) return null;
  return { loader, write: mode === 'write' };
}

/**
 * The source of a worker (run with `eval: true`) that loads `workerFile` through the code cache.
 * While writing, the cache is written before each reply: the pool terminates its workers once the
 * last reply is in, and a terminated thread runs no exit handlers.
 */
export function warmWorkerSource(workerFile: string, cache: CodeCache): string {
  const lines = [
    `const cache = require(${JSON.stringify(cache.loader)}).useCodeCache(${JSON.stringify(dirname(workerFile))}, ${cache.write});`,
  ];
  if (cache.write)
    lines.push(
      "const port = require('node:worker_threads').parentPort;",
      'const post = port.postMessage.bind(port);',
      'port.postMessage = (m) => { cache.writeNow(); post(m); };',
    );
  lines.push(`require(${JSON.stringify(workerFile)});`);
  return lines.join('\n');
}
