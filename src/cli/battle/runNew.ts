/**
 * The body of `diemen new FILE`: a game's starter scenario, small and commented, which `validate`
 * accepts as written. Its `$schema` line points at the JSON Schema shipped in the package's docs/,
 * so an editor completes the fields. A file that exists is never overwritten.
 */
import { dirname, join, relative, sep } from 'node:path';
import { fail, ok, problem, type Problem, type Result } from '../../core/problem';
import { writeFileAtomic } from '../atomicWrite';
import { makeDir } from '../makeDir';
import { packageRoot } from '../bundled';
import { DEFAULT_RULESET, findFace, loadGames } from '../games';
import { EXIT_OK, type Io } from '../io';
import { reportProblems } from '../report';

export interface NewOptions {
  readonly ruleset?: string;
  readonly grid?: string;
}

/** Where the file's `$schema` points: relative to it when that is short, else absolute. */
function schemaPath(file: string, schemaFile: string): string {
  const target = join(packageRoot(), 'docs', schemaFile);
  const rel = relative(dirname(file) || '.', target)
    .split(sep)
    .join('/');
  return rel.startsWith('../../') ? target : rel;
}

function write(file: string, text: string): Result<void, Problem> {
  try {
    makeDir(dirname(file));
  } catch {
    // The write says why.
  }
  // Whole or not at all; exclusive: an existing file (or link) of that name is never replaced.
  const failed = writeFileAtomic(file, text, { exclusive: true });
  if (!failed) return ok(undefined);
  const why =
    failed.errno === 'EEXIST' ? 'it already exists (diemen new never overwrites a file)' : failed.reason;
  return fail(problem('new.cannot-write', `cannot write the new scenario: ${why}`, { file }));
}

export function runNew(io: Io, file: string, opts: NewOptions): number {
  if (opts.grid !== undefined && opts.grid !== 'hex' && opts.grid !== 'square') {
    return reportProblems(io, [problem('new.bad-grid', `--grid is hex or square, not ${opts.grid}`)]);
  }
  const games = loadGames(io.env);
  if (!games.ok) return reportProblems(io, games.error);
  const face = findFace(games.value, opts.ruleset ?? DEFAULT_RULESET);
  if (!face.ok) return reportProblems(io, [face.error]);
  const { scenario, rules } = face.value;
  // A --grid the game's template can't honour was dropped in silence: a newcomer asking for a hex
  // Die Fighting map got squares and no word about it.
  const grid = opts.grid as 'hex' | 'square' | undefined;
  if (grid !== undefined && !(scenario.templateGrids ?? []).includes(grid)) {
    const offered = scenario.templateGrids?.join(' or ');
    return reportProblems(io, [
      problem(
        'new.grid-not-offered',
        offered
          ? `${rules.meta.title} offers --grid ${offered}, not ${grid}`
          : `${rules.meta.title} has one kind of map: leave --grid out`,
      ),
    ]);
  }
  if (!scenario.template) {
    return reportProblems(io, [
      problem(
        'new.no-template',
        `${rules.meta.title} has no starter scenario yet; see its docs for the format`,
      ),
    ]);
  }
  const text = scenario.template({
    schema: schemaPath(file, scenario.schemaFile ?? `${rules.meta.id}.schema.json`),
    ...(grid ? { grid } : {}),
  });
  const written = write(file, text);
  if (!written.ok) return reportProblems(io, [written.error]);
  // One command a line, so each fits 80 columns and copies whole.
  io.out(
    [
      `wrote ${file}: a ${rules.meta.title} battle`,
      `  check it: diemen validate ${file}`,
      `  play it:  diemen play ${file}`,
    ].join('\n'),
  );
  return EXIT_OK;
}
