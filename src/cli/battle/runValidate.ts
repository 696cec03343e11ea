/**
 * The bodies of `diemen validate` (every problem of each file, or one `ok:` line) and `diemen
 * schema` (a game's JSON Schema for editors). Loaded on demand: they bring zod and yaml.
 */
import { EXIT_BAD_INPUT, EXIT_OK, type Io } from '../io';
import { findFace, loadGames } from '../games';
import { firstProblems, reportProblems } from '../report';
import { openScenario } from './openScenario';

export interface ValidateOptions {
  readonly json?: boolean;
}

export function runValidate(io: Io, files: readonly string[], opts: ValidateOptions): number {
  const games = loadGames(io.env);
  if (!games.ok) return reportProblems(io, games.error);
  let failed = false;
  for (const file of files) {
    const opened = openScenario(file, games.value);
    if (!opened.ok) {
      failed = true;
      if (opts.json) {
        const { shown, more } = firstProblems(opened.error);
        io.out(
          JSON.stringify({ file, ok: false, problems: shown, ...(more > 0 ? { moreProblems: more } : {}) }),
        );
      } else reportProblems(io, opened.error);
      continue;
    }
    const { loaded } = opened.value;
    if (opts.json) io.out(JSON.stringify({ file, ok: true, summary: loaded.summary }));
    else io.out(`ok: ${files.length > 1 ? `${file}: ` : ''}${loaded.name} (${loaded.description})`);
  }
  return failed ? EXIT_BAD_INPUT : EXIT_OK;
}

export interface SchemaOptions {
  readonly ruleset?: string;
}

export function runSchema(io: Io, opts: SchemaOptions): number {
  const games = loadGames(io.env);
  if (!games.ok) return reportProblems(io, games.error);
  const face = findFace(games.value, opts.ruleset ?? 'die-men');
  if (!face.ok) return reportProblems(io, [face.error]);
  io.out(`${JSON.stringify(face.value.scenario.jsonSchema(), null, 2)}\n`);
  return EXIT_OK;
}

export function runRulesets(io: Io, opts: { readonly json?: boolean }): number {
  const games = loadGames(io.env);
  if (!games.ok) return reportProblems(io, games.error);
  const rows = games.value.faces.map((f) => ({ ...f.rules.meta, rules: f.rules.ruleset.version }));
  if (opts.json) {
    io.out(JSON.stringify(rows, null, 2));
    return EXIT_OK;
  }
  const width = Math.max(...rows.map((r) => r.id.length));
  for (const r of rows) io.out(`${r.id.padEnd(width)}  ${r.title}: ${r.summary}`);
  return EXIT_OK;
}
