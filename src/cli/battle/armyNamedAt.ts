/**
 * A problem in an army file says where that army was brought in: the scenario line whose `army:`
 * named it, or the `--army SIDE=ARMY` option. The army file's own line tells what is wrong; this
 * tells which battle and which side pulled the file in, since one army file may serve many
 * scenarios (and both sides of one).
 */
import type { PathSegment, Problem } from '../../core/problem';
import type { ArmyRef } from '../../engine/game';
import type { ArmyChoice } from './withArmies';

/** One army read for a side: the reference, the file read, and how the side came to name it. */
export interface ArmySource {
  readonly ref: ArmyRef;
  /** The path read (problems found in it carry this `file`). */
  readonly path: string;
  /** The side's id, as scripts and `--ai` name it. */
  readonly side: string;
  /** Set when `--army` chose the army rather than the scenario's own `army:`. */
  readonly choice?: ArmyChoice;
}

/** The scenario's line of a field, when known. */
export type LineOf = (path: readonly PathSegment[]) => number | undefined;

/** `army of side 'red', named at battle.yaml:12` or `army of side 'red', given as --army red=a.yaml`. */
export function namedAt(source: ArmySource, file: string, lineOf?: LineOf): string {
  const side = `army of side '${source.side}'`;
  if (source.choice) return `${side}, given as --army ${source.choice.side}=${source.choice.army}`;
  const line = lineOf?.(['sides', source.ref.side, 'army']);
  return `${side}, named at ${file}${line ? `:${line}` : ''}`;
}

/**
 * `p` with where its army was brought in added, when it lies in one of the armies read (several
 * sides may name the same file: each is said). An army chosen by `--army` as a path is shown as
 * typed, not as the whole path it was read from.
 */
export function withNamedAt(
  p: Problem,
  sources: readonly ArmySource[],
  file: string,
  lineOf?: LineOf,
): Problem {
  const from = sources.filter((s) => s.path === p.file || s.ref.army === p.file);
  if (from.length === 0) return p;
  const choice = from.length === 1 && p.file === from[0]!.path ? from[0]!.choice : undefined;
  const shown = choice && isPath(choice.army) ? choice.army : p.file;
  const said = from.map((s) => namedAt(s, file, lineOf)).join('; ');
  return { ...p, file: shown, message: `${p.message} (${said})` };
}

/** A typed army that is a file (a path), not the name of a ready-made army. */
const isPath = (army: string): boolean => /[./\\]/.test(army);
