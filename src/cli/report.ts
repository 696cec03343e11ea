/** Turns Problems (errors as data) into the one line a user reads. */
import { formatPath, type Problem } from '../core/problem';
import { EXIT_BAD_INPUT, type Io } from './io';

/** `scenarios/x.yaml:12: sides[1].units["9,9"]: off the 7x5 map` */
export function renderProblem(p: Problem): string {
  const where = p.file ? `${p.file}${p.line ? `:${p.line}` : ''}: ` : '';
  const path = p.path && p.path.length > 0 ? formatPath(p.path) : '';
  // "--difficulty: "x" is not a whole number" names its option already: don't say it twice.
  const field = path && !p.message.startsWith(`${path}:`) ? `${path}: ` : '';
  return `${where}${field}${p.message}`;
}

/**
 * Problems printed at most: a file can hold tens of thousands of wrong entries (an army of 50,000
 * bad cards), and a screenful says what is wrong as well as all of them.
 */
export const MAX_REPORTED = 20;

/** The problems shown, and how many more there are. */
export function firstProblems(problems: readonly Problem[]): { shown: readonly Problem[]; more: number } {
  return { shown: problems.slice(0, MAX_REPORTED), more: Math.max(0, problems.length - MAX_REPORTED) };
}

/**
 * Prints each problem on its own line, prefixed like other Unix tools, at most MAX_REPORTED of
 * them and then how many more; returns exit code 2.
 */
export function reportProblems(io: Io, problems: readonly Problem[]): number {
  const { shown, more } = firstProblems(problems);
  for (const p of shown) io.err(`diemen: ${renderProblem(p)}`);
  if (more > 0) io.err(`diemen: and ${more} more problem${more === 1 ? '' : 's'}`);
  return EXIT_BAD_INPUT;
}
