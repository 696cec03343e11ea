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

/** Prints each problem on its own line, prefixed like other Unix tools, and returns exit code 2. */
export function reportProblems(io: Io, problems: readonly Problem[]): number {
  for (const p of problems) io.err(`diemen: ${renderProblem(p)}`);
  return EXIT_BAD_INPUT;
}
