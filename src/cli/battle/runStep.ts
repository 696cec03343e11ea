/**
 * The body of `diemen step`: load a scenario, resolve its rounds through the generic battle loop
 * with the script as the decision source (documented defaults for what it leaves out), and print
 * each round as it ends. Any game: its face prints the events. Loaded on demand (zod, yaml).
 */
import { createInterface } from 'node:readline/promises';
import { fail, ok, problem, type Problem, type Result } from '../../core/problem';
import { defaultSource, runBattleAsync } from '../../engine';
import type { AnyGameRules, AnyLoadedScenario } from '../../engine/game';
import type { BaseEvent, BaseRequest } from '../../engine/ruleset';
import { loadGames } from '../games';
import { EXIT_OK, isInteractive, type Io } from '../io';
import { renderProblem, reportProblems } from '../report';
import { sideNames } from '../render/sideNames';
import { newSeed } from '../seed';
import { styleFor } from '../style';
import { groupByRound } from './groupByRound';
import { openScenario } from './openScenario';

export interface StepOptions {
  readonly all?: boolean;
  readonly rounds?: string;
  readonly seed?: string;
  readonly json?: boolean;
  readonly map?: boolean;
}

/** How many rounds to resolve: --rounds, else the scripted ones; or the problem with it. */
function roundLimit(loaded: AnyLoadedScenario, file: string, opts: StepOptions): Result<number> {
  if (opts.rounds !== undefined) {
    const n = Number(opts.rounds);
    if (!Number.isInteger(n) || n < 1 || n > loaded.maxRounds) {
      return fail(
        problem('step.bad-rounds', `--rounds must be a whole number from 1 to ${loaded.maxRounds}`, {
          facts: { given: opts.rounds },
        }),
      );
    }
    return ok(n);
  }
  if (loaded.scriptedRounds > 0) return ok(loaded.scriptedRounds);
  return fail(
    problem(
      'step.no-rounds',
      'has no scripted rounds: give --rounds N to resolve N rounds with default choices',
      {
        file,
      },
    ),
  );
}

export async function runStep(io: Io, file: string, opts: StepOptions): Promise<number> {
  const games = loadGames(io.env);
  if (!games.ok) return reportProblems(io, games.error);
  const opened = openScenario(file, games.value);
  if (!opened.ok) return reportProblems(io, opened.error);
  const { face, loaded } = opened.value;
  const rules: AnyGameRules = face.rules;
  const limited = roundLimit(loaded, file, opts);
  if (!limited.ok) return reportProblems(io, [limited.error]);
  const limit = limited.value;

  const setup = loaded.setup({ seed: opts.seed, fallback: newSeed() });
  const seed = rules.seedOf(setup);
  const style = styleFor(io, Boolean(opts.json));
  const names = sideNames(rules.sides(setup), style);
  const screen = face.screen(io.out, names, style, { mode: 'step', map: opts.map !== false });
  const interactive = isInteractive(io) && !opts.all && !opts.json;
  const events: BaseEvent[] = [];
  if (!opts.json) io.out(style.dim([`seed: ${seed}`, ...face.intro(setup)].join('\n')));

  const print = (batch: readonly BaseEvent[], state: unknown): void => {
    for (const e of batch) {
      // The last decision of a round also opens the next one; a stopped run doesn't show it.
      const round = rules.eventRound(e);
      if (round !== null && round > limit && rules.log.battleEnded(e) === null) continue;
      events.push(e);
      if (!opts.json) screen.event(e, state);
    }
  };

  // At a terminal, wait for Enter before each new round; `q` stops.
  let stopped = false;
  let shownRound = 1;
  const rl = interactive ? createInterface({ input: process.stdin, output: process.stdout }) : null;
  const scripted = loaded.scripted(defaultSource(rules.ruleset));
  const source = {
    decide: async (req: BaseRequest, state: unknown) => {
      const round = rules.requestRound(req);
      if (rl && round > shownRound) {
        shownRound = round;
        const answer = await rl.question(style.dim(`Enter for round ${round}, q to stop: `));
        if (answer.trim().toLowerCase().startsWith('q')) stopped = true;
      }
      return scripted.decide(req, state);
    },
  };
  const result = await runBattleAsync(rules.ruleset, setup, source, {
    onEvents: print,
    stopBefore: (req) => stopped || rules.requestRound(req) > limit,
  });
  rl?.close();

  const problems: Problem[] = [];
  const warnings: Problem[] = [];
  const state = result.ok ? result.value.state : result.error.run?.state;
  if (!result.ok) {
    const { decision } = result.error;
    for (const p of result.error.problems) problems.push(decision ? scripted.locate(decision, p) : p);
  } else if (!stopped) {
    // Whatever the script held for these rounds and the battle didn't use: an error or a warning.
    const left = scripted.leftovers(limit, events, state);
    problems.push(...left.errors);
    warnings.push(...left.warnings);
    // Beside the battle as it has always been printed; with --json on stderr, leaving the JSON as it was.
    for (const w of warnings) {
      if (opts.json) io.err(`diemen: note: ${renderProblem(w)}`);
      else io.out(style.warn(w.message));
    }
  }
  if (opts.json) {
    io.out(
      JSON.stringify(
        {
          name: loaded.name,
          file,
          seed,
          ruleset: rules.ruleset.id,
          rules: rules.ruleset.version,
          ...groupByRound(events, (e) => rules.eventRound(e)),
          final: state ? rules.final(state, events) : null,
          ...(problems.length ? { problems } : {}),
        },
        null,
        2,
      ),
    );
  }
  if (problems.length) return reportProblems(io, problems);
  return EXIT_OK;
}
