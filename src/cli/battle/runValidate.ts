/**
 * The bodies of `diemen validate` (every problem of each file, or one `ok:` line) and `diemen
 * schema` (a game's JSON Schema for editors). Loaded on demand: they bring zod and yaml.
 */
import { EXIT_BAD_INPUT, EXIT_OK, type Io } from '../io';
import { findFace, loadGames } from '../games';
import { firstProblems, reportProblems } from '../report';
import { terminalWidth } from '../layout/width';
import { fit, wrap } from '../layout/wrap';
import { openScenario } from './openScenario';
import { armyChoices } from './withArmies';

export interface ValidateOptions {
  readonly json?: boolean;
  readonly army?: readonly string[];
}

export function runValidate(io: Io, files: readonly string[], opts: ValidateOptions): number {
  const games = loadGames(io.env);
  if (!games.ok) return reportProblems(io, games.error);
  const armies = armyChoices(opts.army);
  if (!armies.ok) return reportProblems(io, armies.error);
  let failed = false;
  for (const file of files) {
    const opened = openScenario(file, games.value, armies.value);
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
    const { loaded, face } = opened.value;
    const sides = face.rules.sides(loaded.setup({ seed: 'check', fallback: 'check' }));
    if (opts.json) {
      const ids = sides.map((s) => ({ id: s.id, name: s.name }));
      io.out(JSON.stringify({ file, ok: true, summary: loaded.summary, sides: ids }));
      continue;
    }
    const width = terminalWidth(io);
    io.out(fit(`ok: ${files.length > 1 ? `${file}: ` : ''}${loaded.name} (${loaded.description})`, width));
    // The ids `--ai SIDE` and `--army SIDE=ARMY` take, which a player would otherwise guess.
    io.out(
      wrap(
        `  sides: ${sides.map((s) => (s.name === s.id ? s.id : `${s.id} (${s.name})`)).join(', ')}`,
        width,
        4,
      ).join('\n'),
    );
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
  const columns = terminalWidth(io);
  for (const r of rows)
    io.out(wrap(`${r.id.padEnd(width)}  ${r.title}: ${r.summary}`, columns, width + 2).join('\n'));
  return EXIT_OK;
}
