/**
 * What the army tests of the square-map games share, as the README walks a new user through it:
 * a scratch folder holding the user's army file, the binary run there, a log that must verify,
 * and the shape of `sim --army A,B,C --json`.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli, type CliResult } from './runCli';
import { runMain } from './runMain';

export interface ArmyWorkspace {
  readonly dir: string;
  /** The binary run in `dir`; a simulation of armies takes its time on a busy machine. */
  readonly inDir: (args: string[]) => CliResult;
  /** The same command in-process (runMain) in `dir`: for what checks rules and files, not the
   * process; saves a Node start-up a run. Not for sim's workers or stdin. */
  readonly inProc: (args: string[]) => Promise<CliResult>;
}

/** A scratch folder (named from `prefix`) with `army` written to my-army.yaml in it. */
export function armyWorkspace(prefix: string, army: string): ArmyWorkspace {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  writeFileSync(join(dir, 'my-army.yaml'), army);
  return {
    dir,
    inDir: (args) => runCli(args, { cwd: dir, timeout: 120_000 }),
    inProc: (args) => runMain(args, { cwd: dir }),
  };
}

/** `replay --verify` must pass on the log; returns the log's header (its first line) as `H`. */
export function verifiedHeader<H>(ws: ArmyWorkspace, log: string): H {
  const v = ws.inDir(['replay', log, '--verify']);
  expect(v.code).toBe(0);
  expect(v.stdout).toMatch(/^ok: .*every roll and round matches/);
  return JSON.parse(readFileSync(join(ws.dir, log), 'utf8').split('\n')[0]!) as H;
}

/** What `sim --army SIDE=A,B,C --json` prints, as far as the army tests read it. */
export interface ArmySimJson {
  variants: {
    label: string;
    armies: Record<string, string>;
    trials: number;
    sides: { id: string; name: string }[];
  }[];
  differences: { side: string; plan: string; against: string; difference: number; ci95: [number, number] }[];
}
