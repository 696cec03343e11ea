/** The body of `diemen scenarios`: the bundled battles, a line each (name, game, size, what it is). */
import type { Problem } from '../../core/problem';
import { bundledScenarios } from '../bundled';
import { loadGames } from '../games';
import { EXIT_OK, type Io } from '../io';
import { terminalWidth } from '../layout/width';
import { wrap } from '../layout/wrap';
import { renderProblem, reportProblems } from '../report';
import { openScenario } from './openScenario';

export interface ScenarioRow {
  readonly name: string;
  readonly ruleset: string;
  readonly title: string;
  /** "7x5 hex, 2 sides, 18 units, 0 scripted rounds" */
  readonly size: string;
  readonly description: string;
  readonly file: string;
  /** The sides' ids, as `--ai` and `--army` name them. */
  readonly sides: readonly string[];
}

/** Every bundled scenario that loads, and the problems of any that don't (a broken install). */
export function scenarioRows(io: Io): { rows: ScenarioRow[]; problems: Problem[] } {
  const games = loadGames(io.env);
  if (!games.ok) return { rows: [], problems: games.error };
  const rows: ScenarioRow[] = [];
  const problems: Problem[] = [];
  for (const b of bundledScenarios()) {
    const opened = openScenario(b.file, games.value);
    if (!opened.ok) {
      problems.push(...opened.error);
      continue;
    }
    const { loaded, face } = opened.value;
    rows.push({
      name: b.name,
      ruleset: face.rules.meta.id,
      title: loaded.name,
      size: loaded.description,
      description: loaded.blurb ?? loaded.name,
      file: b.file,
      sides: face.rules.sides(loaded.setup({ seed: 'list', fallback: 'list' })).map((s) => s.id),
    });
  }
  return { rows, problems };
}

/** "2 sides" said as the ids a player types (`--ai red`, `--army red=...`): "sides blue/red". */
function withSideIds(parts: readonly string[], ids: readonly string[]): string[] {
  const named = `sides ${ids.join('/')}`;
  const at = parts.findIndex((p) => /^\d+ sides$/.test(p));
  return at < 0 ? [...parts, named] : parts.map((p, i) => (i === at ? named : p));
}

export function runScenarios(io: Io, opts: { readonly json?: boolean }): number {
  const { rows, problems } = scenarioRows(io);
  if (opts.json) io.out(JSON.stringify(rows, null, 2));
  else {
    const w = Math.max(0, ...rows.map((r) => r.name.length));
    const g = Math.max(0, ...rows.map((r) => r.ruleset.length));
    const width = terminalWidth(io);
    for (const r of rows) {
      const size = withSideIds(r.size.split(', ').slice(0, 3), r.sides).join(', ');
      // A long description wraps under itself, the names and games left clear in their columns.
      const line = `${r.name.padEnd(w)}  ${r.ruleset.padEnd(g)}  ${r.description} (${size})`;
      io.out(wrap(line, width, w + g + 4).join('\n'));
    }
  }
  for (const p of problems) io.err(`diemen: note: ${renderProblem(p)}`);
  return problems.length > 0 && rows.length === 0 ? reportProblems(io, problems) : EXIT_OK;
}
