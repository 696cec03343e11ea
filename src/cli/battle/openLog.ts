/**
 * Reads and checks a battle log: well-formed, untampered, of a game this build plays, written by
 * compatible rules and RNG; then rebuilds its battle from the embedded scenario, through the same
 * loader as a scenario file.
 */
import { fail, ok, problem, type Problem, type Result } from '../../core/problem';
import { RNG_ID } from '../../core/rng';
import { headerMismatch } from '../../log/header';
import { parseLog, type ParsedLog } from '../../log/parseLog';
import { findFace, type Games } from '../games';
import { LOG_FILE, readTextFile } from '../readFile';
import { openScenarioText, type OpenedScenario } from './openScenario';

export interface OpenedLog extends OpenedScenario {
  readonly log: ParsedLog;
  /** The bytes the log's whole lines take (a torn last line excluded): what resume keeps. */
  readonly keptBytes: number;
}

export async function openLog(file: string, games: Games): Promise<Result<OpenedLog, Problem[]>> {
  const text = readTextFile(file, LOG_FILE);
  if (!text.ok) return fail([text.error]);
  const parsed = parseLog(text.value, file);
  if (!parsed.ok) return parsed;
  const { header } = parsed.value;
  const face = findFace(games, header.ruleset);
  const rules = face.ok ? face.value.rules.ruleset : { id: header.ruleset, version: header.rules };
  const mismatch = face.ok
    ? headerMismatch(header, { ruleset: rules.id, rules: rules.version, rng: RNG_ID }, file)
    : problem(
        'replay.other-ruleset',
        `the log is a ${header.ruleset} battle, a game this build doesn't play`,
        {
          file,
          line: 1,
          facts: { log: header.ruleset },
        },
      );
  if (mismatch) return fail([mismatch]);
  const opened = openScenarioText(JSON.stringify(header.scenario), `${file} (embedded scenario)`, games);
  if (!opened.ok) return opened;
  if (opened.value.face.rules.meta.id !== header.ruleset) {
    return fail([
      problem(
        'log.ruleset-mismatch',
        `the header says ${header.ruleset} but the embedded scenario is another game`,
        {
          file,
          line: 1,
        },
      ),
    ]);
  }
  const keptBytes = Buffer.byteLength(text.value.slice(0, parsed.value.keptLength));
  return ok({ ...opened.value, log: parsed.value, keptBytes });
}
