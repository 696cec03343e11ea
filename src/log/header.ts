/**
 * A log's first line: what a replay needs to re-run the battle exactly (the whole scenario as
 * loaded, the seed) and the versions it was written under, so a build with other rules or another
 * RNG refuses it with a reason instead of replaying it wrongly.
 */
import { problem, type Problem } from '../core/problem';
import { LOG_FORMAT, type LogHeader } from './logFormat';
import { stableHash } from '../core/stableHash';

export interface HeaderFacts {
  readonly tool: string;
  readonly ruleset: string;
  readonly rules: string;
  readonly rng: string;
  readonly seed: string;
  /** The scenario document as read from its file (plain data), embedded whole. */
  readonly scenario: unknown;
  readonly scenarioFile?: string;
  readonly players?: Readonly<Record<string, string>>;
  /** Per side, whether it rolls real dice (`play --dice`): the only sides whose faces a replay takes. */
  readonly dice: Readonly<Record<string, boolean>>;
}

export function logHeader(f: HeaderFacts): LogHeader {
  return {
    type: 'header',
    format: LOG_FORMAT,
    tool: f.tool,
    ruleset: f.ruleset,
    rules: f.rules,
    rng: f.rng,
    seed: f.seed,
    ...(f.scenarioFile !== undefined ? { scenarioFile: f.scenarioFile } : {}),
    scenario: f.scenario,
    scenarioHash: stableHash(f.scenario),
    ...(f.players ? { players: { ...f.players } } : {}),
    dice: { ...f.dice },
  };
}

/** Why this build can't replay the log faithfully, or null when it can. */
export function headerMismatch(
  header: LogHeader,
  build: { readonly ruleset: string; readonly rules: string; readonly rng: string },
  file: string,
): Problem | null {
  const at = { file, line: 1 };
  if (header.ruleset !== build.ruleset) {
    return problem(
      'replay.other-ruleset',
      `the log is a ${header.ruleset} battle; this build plays ${build.ruleset}`,
      {
        ...at,
        facts: { log: header.ruleset, build: build.ruleset },
      },
    );
  }
  if (header.rules !== build.rules) {
    return problem(
      'replay.rules-version',
      `the log was written under ${header.ruleset} rules version ${header.rules}, this build has version ${build.rules}: the battle could come out differently, so it is not replayed (use the ${header.tool} that wrote it)`,
      { ...at, facts: { log: header.rules, build: build.rules } },
    );
  }
  if (header.rng !== build.rng) {
    return problem(
      'replay.rng',
      `the log's dice came from ${header.rng}, this build rolls with ${build.rng}: the rolls would differ (use the ${header.tool} that wrote it)`,
      { ...at, facts: { log: header.rng, build: build.rng } },
    );
  }
  return null;
}
