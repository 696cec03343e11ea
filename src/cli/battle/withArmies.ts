/**
 * Armies into a scenario, for any game whose kit takes them: the `--army SIDE=ARMY` options first
 * (the side fought by that army instead of its units), then every army a side names is read (a
 * path, from the scenario's folder for a file's own `army:`, else a ready-made army by name) and
 * written into the document by the game. Problems in an army file are said at its own lines.
 */
import { existsSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { fail, ok, problem, type Problem, type Result } from '../../core/problem';
import type { ArmyKit, ArmyRef, ArmyText } from '../../engine/game';
import { armyPath } from '../bundled';
import { unknownArmy } from '../unknownArmy';
import { readScenarioFile } from '../readFile';
import { withNamedAt, type ArmySource, type LineOf } from './armyNamedAt';

/** One `--army SIDE=ARMY`. */
export interface ArmyChoice {
  readonly side: string;
  readonly army: string;
}

/** `red=my-army.yaml` → the side and the army; a problem for anything else. */
export function parseArmyChoice(text: string): Result<ArmyChoice, Problem> {
  const m = /^([^=]+)=(.+)$/.exec(text);
  // A side or an army of blanks (`--army ' = '`) is as missing as an empty one.
  if (!m || !m[1]!.trim() || !m[2]!.trim())
    return fail(
      problem(
        'cli.army',
        `--army takes SIDE=ARMY (a side's id, an army file or a ready-made army), got "${text}"`,
      ),
    );
  return ok({ side: m[1]!.trim(), army: m[2]!.trim() });
}

/** Every `--army` of a battle command: one army per side. */
export function armyChoices(values: readonly string[] = []): Result<ArmyChoice[], Problem[]> {
  const out: ArmyChoice[] = [];
  const problems: Problem[] = [];
  for (const v of values) {
    const c = parseArmyChoice(v);
    if (!c.ok) problems.push(c.error);
    else if (out.some((x) => x.side === c.value.side))
      problems.push(problem('cli.army', `--army ${c.value.side}: one army per side`));
    else out.push(c.value);
  }
  return problems.length > 0 ? fail(problems) : ok(out);
}

/** Where an army named in `scenarioFile` (or on the command line, when null) is read from. */
function armyFile(army: string, scenarioFile: string | null, game: string): string {
  if (scenarioFile !== null && !isAbsolute(army)) {
    const near = join(dirname(scenarioFile), army);
    if (existsSync(near)) return near;
  }
  const file = armyPath(army, game);
  return existsSync(file) ? resolve(file) : file;
}

/**
 * The document with the armies written in, or null when no side names one and none was chosen.
 * A ready-made army is looked for among `game`'s (armies/<game>/).
 */
export function withArmies(
  game: string,
  kit: ArmyKit | undefined,
  data: unknown,
  file: string,
  choices: readonly ArmyChoice[],
  lineOf?: LineOf,
): Result<unknown, Problem[]> | null {
  if (!kit) {
    if (choices.length === 0) return null;
    return fail([problem('cli.army', "--army: this game's battles don't take army files", { file })]);
  }
  let doc = data;
  // The options' armies are found from the working folder now: the path given to the game is whole.
  for (const c of choices) {
    const a = kit.assign(doc, c.side, armyFile(c.army, null, game));
    if (!a.ok) return fail([{ ...a.error, message: `--army ${c.side}=${c.army}: ${a.error.message}`, file }]);
    doc = a.value;
  }
  const refs = kit.refs(doc);
  if (refs.length === 0) return choices.length === 0 ? null : ok(doc);
  const texts: ArmyText[] = [];
  const problems: Problem[] = [];
  const sources = refs.map((ref) => sourceOf(ref, doc, file, game, choices));
  for (const { ref, path } of sources) {
    const read = readScenarioFile(path);
    if (read.ok) texts.push({ ref, file: path, text: read.value });
    else problems.push(unknownArmy(read.error, ref.army, path, game));
  }
  const expanded = problems.length > 0 ? fail(problems) : kit.expand(doc, texts);
  if (expanded.ok) return expanded;
  // Two sides naming one bad file find its problems twice: said once, naming both sides.
  const said = expanded.error.map((p) => withNamedAt(p, sources, file, lineOf));
  return fail(said.filter((p, i) => said.findIndex((q) => sameProblem(p, q)) === i));
}

const sameProblem = (p: Problem, q: Problem): boolean =>
  p.code === q.code && p.file === q.file && p.line === q.line && p.message === q.message;

/** The file a side's army is read from, the side's id, and the `--army` that chose it, if one did. */
function sourceOf(
  ref: ArmyRef,
  doc: unknown,
  file: string,
  game: string,
  choices: readonly ArmyChoice[],
): ArmySource {
  const sides = (doc as { sides: { id?: unknown }[] }).sides;
  const side = String(sides[ref.side]?.id);
  const choice = choices.find((c) => c.side === side);
  return { ref, path: armyFile(ref.army, file, game), side, ...(choice ? { choice } : {}) };
}
