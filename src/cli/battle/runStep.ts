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
import { fitOut } from '../layout/wrap';
import { groupByRound } from './groupByRound';
import { openScenario } from './openScenario';
import { armyChoices } from './withArmies';

export interface StepOptions {
  readonly all?: boolean;
  readonly rounds?: string;
  readonly seed?: string;
  readonly json?: boolean;
  readonly map?: boolean;
  /** Also draw each round into this folder (round-01.svg, ...). */
  readonly svg?: string;
  /** With --svg: only this round's picture. */
  readonly round?: string;
  /** `SIDE=ARMY`: the side fought by that army (deployed in play). */
  readonly army?: readonly string[];
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

/** --round N (with --svg only): a whole number from 1; or the problem with it. */
function onlyRound(opts: StepOptions): Result<number | undefined> {
  if (opts.round === undefined) return ok(undefined);
  if (opts.svg === undefined) {
    return fail(
      problem('step.round-needs-svg', '--round N picks the picture to draw: give --svg DIR with it'),
    );
  }
  const n = Number(opts.round);
  if (!Number.isInteger(n) || n < 1) {
    return fail(
      problem('step.bad-round', '--round must be a whole number from 1', { facts: { given: opts.round } }),
    );
  }
  return ok(n);
}

// eslint-disable-next-line max-lines-per-function -- the step command's whole flow in order (load, run a round, show, write); its split by step is open in #26
export async function runStep(io: Io, file: string, opts: StepOptions): Promise<number> {
  const only = onlyRound(opts);
  if (!only.ok) return reportProblems(io, [only.error]);
  const games = loadGames(io.env);
  if (!games.ok) return reportProblems(io, games.error);
  const armies = armyChoices(opts.army);
  if (!armies.ok) return reportProblems(io, armies.error);
  const opened = openScenario(file, games.value, armies.value);
  if (!opened.ok) return reportProblems(io, opened.error);
  const { face, loaded } = opened.value;
  const rules: AnyGameRules = face.rules;
  // --round N past the scripted rounds resolves up to N, unless --rounds says how many.
  const rounds =
    opts.rounds ?? (only.value !== undefined && only.value > loaded.scriptedRounds ? opts.round : undefined);
  const limited = roundLimit(loaded, file, { ...opts, rounds });
  if (!limited.ok) return reportProblems(io, [limited.error]);
  const limit = limited.value;
  if (only.value !== undefined && only.value > limit) {
    return reportProblems(io, [
      problem('step.round-not-resolved', `--round ${only.value}: only rounds 1 to ${limit} are resolved`, {
        file,
      }),
    ]);
  }
  // The pictures' code loads only when they are asked for; a bad folder fails before the battle.
  const pictures =
    opts.svg === undefined ? null : (await import('./pictures')).openPictures(face, file, opts.svg);
  if (pictures && !pictures.ok) return reportProblems(io, [pictures.error]);

  const setup = loaded.setup({ seed: opts.seed, fallback: newSeed() });
  const seed = rules.seedOf(setup);
  const style = styleFor(io, Boolean(opts.json));
  const out = fitOut(io.out, style.width);
  const names = sideNames(rules.sides(setup), style);
  const screen = face.screen(out, names, style, { mode: 'step', map: opts.map !== false });
  const interactive = isInteractive(io) && !opts.all && !opts.json;
  const events: BaseEvent[] = [];
  const shown: { e: BaseEvent; state: unknown }[] = [];
  if (!opts.json) out(style.dim([`seed: ${seed}`, ...face.intro(setup)].join('\n')));

  const print = (batch: readonly BaseEvent[], state: unknown): void => {
    for (const e of batch) {
      // The last decision of a round also opens the next one; a stopped run doesn't show it.
      const round = rules.eventRound(e);
      if (round !== null && round > limit && rules.log.battleEnded(e) === null) continue;
      events.push(e);
      if (pictures) shown.push({ e, state });
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
      else out(style.warn(w.message));
    }
  }
  const wrote = pictures?.value.write(shown, { name: loaded.name, seed }, only.value);
  if (wrote && !wrote.ok) problems.push(wrote.error);
  // Beside the JSON, not in it: stdout stays one document.
  else if (wrote && opts.json) io.err(`diemen: note: ${wrote.value}`);
  else if (wrote) out(style.dim(wrote.value));
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
