/**
 * Where a battle comes from: a scenario file (play), or a battle log (replay, resume), whose header
 * embeds the scenario document as it was read. Either way the same loader checks it, so a replay
 * builds exactly the battle that was played. Loaded on demand (zod, yaml).
 */
import { readFile } from 'node:fs/promises';
import { problem, type Problem } from '../../core/problem';
import { RNG_ID } from '../../core/rng';
import { headerMismatch } from '../../log/header';
import type { LogHeader } from '../../log/logFormat';
import { parseLog, type ParsedLog } from '../../log/parseLog';
import { dieMen } from '../../rulesets/die-men';
import { loadDieMenScenario, type LoadedDieMenScenario } from '../../rulesets/die-men/scenario';
import { parseScenarioText } from '../../scenario';
import { readScenarioFile } from '../commands/validate';

export interface ScenarioSource {
  readonly loaded: LoadedDieMenScenario;
  /** The document as read from the file (plain data): what a log embeds. */
  readonly document: unknown;
}

type Loaded<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly problems: Problem[] };
const bad = (problems: Problem[]): { ok: false; problems: Problem[] } => ({ ok: false, problems });

export async function scenarioFromFile(file: string): Promise<Loaded<ScenarioSource>> {
  const read = await readScenarioFile(file);
  if ('problem' in read) return bad([read.problem]);
  const loaded = loadDieMenScenario(read.text, file);
  if (!loaded.ok) return bad(loaded.error);
  const text = parseScenarioText(read.text, file);
  if (!text.ok) return bad(text.error);
  return { ok: true, value: { loaded: loaded.value, document: text.value.data } };
}

/** The scenario a log's header embeds, through the same loader (as JSON, which is YAML too). */
export function scenarioFromHeader(header: LogHeader, file: string): Loaded<LoadedDieMenScenario> {
  const loaded = loadDieMenScenario(JSON.stringify(header.scenario), `${file} (embedded scenario)`);
  return loaded.ok ? { ok: true, value: loaded.value } : bad(loaded.error);
}

export interface LogSource {
  readonly log: ParsedLog;
  readonly loaded: LoadedDieMenScenario;
}

/** Reads and checks a battle log: well-formed, untampered, and written by compatible rules. */
export async function battleFromLog(file: string): Promise<Loaded<LogSource>> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'is a directory' : String(e);
    return bad([problem('log.unreadable', `cannot read the battle log: ${why}`, { file })]);
  }
  const parsed = parseLog(text, file);
  if (!parsed.ok) return bad(parsed.error);
  const mismatch = headerMismatch(
    parsed.value.header,
    { ruleset: dieMen.id, rules: dieMen.version, rng: RNG_ID },
    file,
  );
  if (mismatch) return bad([mismatch]);
  const loaded = scenarioFromHeader(parsed.value.header, file);
  if (!loaded.ok) return loaded;
  return { ok: true, value: { log: parsed.value, loaded: loaded.value } };
}
