/**
 * The body of `diemen step`: load a scenario, resolve its rounds through the generic battle loop
 * with the script as the decision source (documented defaults for what it leaves out), and print
 * each round as it ends. Any game: its face prints the events. Loaded on demand (zod, yaml).
 */
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
import { readStep } from './stepKey';

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

interface Opened {
  readonly face: StepFace;
  readonly loaded: AnyLoadedScenario;
  /** Rounds to resolve. */
  readonly limit: number;
  /** --round: the one round to draw. */
  readonly only: number | undefined;
  readonly pictures: Pictures | null;
}

type StepFace = Extract<ReturnType<typeof openScenario>, { ok: true }>['value']['face'];
type Pictures = Extract<Awaited<ReturnType<typeof openPicturesLazily>>, { ok: true }>['value'];

/** The pictures' code loads only when they are asked for; a bad folder fails before the battle. */
async function openPicturesLazily(face: StepFace, file: string, dir: string) {
  return (await import('./pictures')).openPictures(face, file, dir);
}

/** The options, the games, the armies and the scenario, each checked before anything is played. */
async function openStep(io: Io, file: string, opts: StepOptions): Promise<Result<Opened, Problem[]>> {
  const only = onlyRound(opts);
  if (!only.ok) return fail([only.error]);
  const games = loadGames(io.env);
  if (!games.ok) return games;
  const armies = armyChoices(opts.army);
  if (!armies.ok) return armies;
  const opened = openScenario(file, games.value, armies.value);
  if (!opened.ok) return opened;
  const { face, loaded } = opened.value;
  // --round N past the scripted rounds resolves up to N, unless --rounds says how many.
  const rounds =
    opts.rounds ?? (only.value !== undefined && only.value > loaded.scriptedRounds ? opts.round : undefined);
  const limited = roundLimit(loaded, file, { ...opts, rounds });
  if (!limited.ok) return fail([limited.error]);
  const limit = limited.value;
  if (only.value !== undefined && only.value > limit) {
    return fail([
      problem('step.round-not-resolved', `--round ${only.value}: only rounds 1 to ${limit} are resolved`, {
        file,
      }),
    ]);
  }
  const pictures = opts.svg === undefined ? null : await openPicturesLazily(face, file, opts.svg);
  if (pictures && !pictures.ok) return fail([pictures.error]);
  return ok({ face, loaded, limit, only: only.value, pictures: pictures ? pictures.value : null });
}

/**
 * At a terminal, before each new round: one key, as in `replay` (stepKey.ts). A line read by
 * readline took Ctrl+D and Ctrl+C for an internal error (exit 70); now Ctrl+D and the back keys
 * (a round being resolved can't be taken back) are ignored, and q, Esc and Ctrl+C stop.
 */
async function roundKey(io: Io, style: ReturnType<typeof styleFor>, round: number): Promise<boolean> {
  process.stdout.write(style.dim(`Enter for round ${round}, q to stop: `));
  const step = await readStep(process.stdin, ['next', 'quit']);
  io.out('');
  return step === 'quit';
}

/** The script as the source, waiting at a terminal for a key before each new round (`q` stops). */
function pacedSource(
  rules: AnyGameRules,
  scripted: { decide(req: BaseRequest, state: unknown): unknown },
  ask: ((round: number) => Promise<boolean>) | null,
) {
  let shownRound = 1;
  const pacing = { stopped: false };
  const source = {
    decide: async (req: BaseRequest, state: unknown) => {
      const round = rules.requestRound(req);
      if (ask && round > shownRound) {
        shownRound = round;
        if (await ask(round)) pacing.stopped = true;
      }
      return scripted.decide(req, state);
    },
  };
  return { source, pacing };
}

export async function runStep(io: Io, file: string, opts: StepOptions): Promise<number> {
  const opened = await openStep(io, file, opts);
  if (!opened.ok) return reportProblems(io, opened.error);
  const { face, loaded, limit, pictures } = opened.value;
  const rules: AnyGameRules = face.rules;
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

  const ask = interactive ? (round: number) => roundKey(io, style, round) : null;
  const scripted = loaded.scripted(defaultSource(rules.ruleset));
  const { source, pacing } = pacedSource(rules, scripted, ask);
  const result = await runBattleAsync(rules.ruleset, setup, source, {
    onEvents: print,
    stopBefore: (req) => pacing.stopped || rules.requestRound(req) > limit,
  });
  const state = result.ok ? result.value.state : result.error.run?.state;
  const problems = resultProblems(io, result, scripted, {
    limit,
    events,
    state,
    stopped: pacing.stopped,
    json: Boolean(opts.json),
    out,
    warn: style.warn,
  });
  const wrote = pictures?.write(shown, { name: loaded.name, seed }, opened.value.only);
  if (wrote && !wrote.ok) problems.push(wrote.error);
  // Beside the JSON, not in it: stdout stays one document.
  else if (wrote && opts.json) io.err(`diemen: note: ${wrote.value}`);
  else if (wrote) out(style.dim(wrote.value));
  if (opts.json) io.out(stepJson(rules, loaded.name, file, seed, events, state, problems));
  if (problems.length) return reportProblems(io, problems);
  return EXIT_OK;
}

interface Leftovers {
  readonly limit: number;
  readonly events: readonly BaseEvent[];
  readonly state: unknown;
  readonly stopped: boolean;
  readonly json: boolean;
  readonly out: (text: string) => void;
  readonly warn: (text: string) => string;
}

/**
 * What went wrong: a refusal pointed at the script's line, or, after a whole run, whatever the
 * script held for these rounds and the battle didn't use (warnings are printed here).
 */
function resultProblems(
  io: Io,
  result: Awaited<ReturnType<typeof runBattleAsync>>,
  scripted: ReturnType<AnyLoadedScenario['scripted']>,
  r: Leftovers,
): Problem[] {
  const problems: Problem[] = [];
  if (!result.ok) {
    const { decision } = result.error;
    for (const p of result.error.problems) problems.push(decision ? scripted.locate(decision, p) : p);
    return problems;
  }
  if (r.stopped) return problems;
  const left = scripted.leftovers(r.limit, r.events, r.state);
  problems.push(...left.errors);
  // Beside the battle as it has always been printed; with --json on stderr, leaving the JSON as it was.
  for (const w of left.warnings) {
    if (r.json) io.err(`diemen: note: ${renderProblem(w)}`);
    else r.out(r.warn(w.message));
  }
  return problems;
}

/** `step --json`: the battle's rounds and events, its final position and any problems. */
function stepJson(
  rules: AnyGameRules,
  name: string,
  file: string,
  seed: string,
  events: readonly BaseEvent[],
  state: unknown,
  problems: readonly Problem[],
): string {
  const body = {
    name,
    file,
    seed,
    ruleset: rules.ruleset.id,
    rules: rules.ruleset.version,
    ...groupByRound(events, (e) => rules.eventRound(e)),
    final: state ? rules.final(state, events) : null,
    ...(problems.length ? { problems } : {}),
  };
  return JSON.stringify(body, null, 2);
}
