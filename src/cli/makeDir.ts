/**
 * `mkdir -p` for the folders a battle writes into (logs, pictures, new scenarios, table files).
 * Node's own `mkdirSync(dir, { recursive: true })` spins for ever on a path whose parent exists
 * but cannot hold folders, such as `/proc/x/log.jsonl` (the fuzzing pass found `play --log` hung
 * there); this makes each missing folder once, from the top, and throws the first real error.
 */
import { dirname, resolve } from 'node:path';
import { mkdirSync, statSync } from 'node:fs';

/** Makes `dir` and its missing parents; a parent that is not a folder fails at its child (ENOTDIR). */
export function makeDir(dir: string): void {
  const missing: string[] = [];
  let d = resolve(dir);
  // Up to the nearest thing that exists (a dangling link counts as missing: its mkdir says EEXIST).
  while (!statSync(d, { throwIfNoEntry: false })) {
    const up = dirname(d);
    if (up === d) break;
    missing.push(d);
    d = up;
  }
  for (const m of missing.reverse()) {
    try {
      mkdirSync(m);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
  }
}
