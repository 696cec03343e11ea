/**
 * The body of `diemen play`: load the scenario (or the log to resume), decide who plays which
 * side, open the log, and run the battle through loggedRun with the prompts and the computer
 * general as its decision source, showing it as it goes. Loaded on demand (zod, yaml, inquirer).
 */
import { problem, type Problem } from '../../core/problem';
import { RNG_ID } from '../../core/rng';
import { dieMenLog } from '../../log/dieMenLog';
import { logHeader } from '../../log/header';
import { loggedRun } from '../../log/loggedRun';
import type { ParsedLog } from '../../log/parseLog';
import { dieMen, type BattleState, type Event } from '../../rulesets/die-men';
import { toBattleSetup, type LoadedDieMenScenario } from '../../rulesets/die-men/scenario';
import type { PlayOptions } from '../commands/play';
import { EXIT_FAILED, EXIT_OK, isInteractive, type Io } from '../io';
import { appendToLog, createLog, defaultLogPath, sealedLines, type LogWriter } from '../logWriter';
import { VERSION } from '../main';
import { sideNames } from './render/names';
import { renderScale } from './render/renderScale';
import { renderProblem, reportProblems } from '../report';
import { newSeed } from '../seed';
import { styleFor } from '../style';
import { battleView } from './battleView';
import { battleFromLog, scenarioFromFile } from './loadBattle';
import { choosePlayers } from './players';
import { playSource } from './playSource';
import type { PromptContext } from './prompts/context';
import { inquirerPrompter } from './prompts/inquirerPrompter';
import { PromptCancelled, type Prompter } from './prompts/prompter';

/** Stopped by the player (Ctrl+C at a prompt), like a shell's 128 + SIGINT. */
export const EXIT_STOPPED = 130;

/** For tests: answers instead of inquirer, and a terminal that isn't there. */
export interface PlayDeps {
  readonly prompter?: Prompter;
  readonly interactive?: boolean;
}

const refuse = (io: Io, code: string, message: string): number =>
  reportProblems(io, [problem(code, message)]);

interface Battle {
  readonly loaded: LoadedDieMenScenario;
  readonly document: unknown;
  readonly recorded: ParsedLog | null;
  readonly logFile: string | undefined;
}

async function open(io: Io, file: string | undefined, opts: PlayOptions): Promise<Battle | number> {
  if (opts.resume !== undefined) {
    if (file !== undefined)
      return refuse(io, 'play.resume-and-file', '--resume takes the scenario from the log: give no FILE');
    if (opts.seed !== undefined || opts.log !== undefined) {
      return refuse(
        io,
        'play.resume-options',
        '--resume continues the log it reads, with its seed: no --seed or --log',
      );
    }
    const b = await battleFromLog(opts.resume);
    if (!b.ok) return reportProblems(io, b.problems);
    if (b.value.log.finished) {
      return reportProblems(io, [
        problem('play.already-over', `the battle is over; watch it with: diemen replay ${opts.resume}`, {
          file: opts.resume,
        }),
      ]);
    }
    const { log, loaded } = b.value;
    return { loaded, document: log.header.scenario, recorded: log, logFile: opts.resume };
  }
  if (file === undefined) return refuse(io, 'play.no-file', 'give a scenario file to play (or --resume LOG)');
  const s = await scenarioFromFile(file);
  if (!s.ok) return reportProblems(io, s.problems);
  return { loaded: s.value.loaded, document: s.value.document, recorded: null, logFile: opts.log };
}

export async function runPlay(
  io: Io,
  file: string | undefined,
  opts: PlayOptions,
  deps: PlayDeps = {},
): Promise<number> {
  const battle = await open(io, file, opts);
  if (typeof battle === 'number') return battle;
  const { loaded, recorded } = battle;
  const header = recorded?.header;
  const setup = toBattleSetup(loaded.scenario, {
    seed: header?.seed ?? opts.seed,
    defaultSeed: newSeed(),
  });
  const interactive = deps.interactive ?? isInteractive(io);
  const sides = setup.sides.map((s) => s.id);
  const players = choosePlayers(sides, { ai: opts.ai, solo: opts.solo }, interactive, header?.players);
  if (!(players instanceof Map)) return reportProblems(io, [players]);

  const logFile = battle.logFile ?? defaultLogPath(file ?? 'battle', setup.seed);
  const writer: LogWriter | Problem = recorded ? appendToLog(logFile) : createLog(logFile);
  if ('code' in writer) return reportProblems(io, [writer]);
  const write = sealedLines(
    writer,
    recorded
      ? { chainFrom: recorded.lastSum }
      : {
          header: logHeader({
            tool: `diemen ${VERSION}`,
            ruleset: dieMen.id,
            rules: dieMen.version,
            rng: RNG_ID,
            seed: setup.seed,
            scenario: battle.document,
            ...(file !== undefined ? { scenarioFile: file } : {}),
            players: Object.fromEntries(players),
          }),
        },
  );

  const style = styleFor(io);
  const names = sideNames(setup.sides, style);
  const view = battleView(io.out, names, style, { map: opts.map !== false });
  const who = sides
    .map((s) => `${names.styled(s)}: ${players.get(s) === 'ai' ? 'computer' : 'you'}`)
    .join(', ');
  io.out(style.dim(`seed: ${setup.seed}   log: ${logFile}${recorded ? ' (resuming)' : ''}`));
  io.out(style.dim(renderScale(setup.scale)));
  io.out(who);

  const prompter = deps.prompter ?? inquirerPrompter(io.out);
  const ctx: PromptContext = {
    prompter,
    names,
    style,
    say: io.out,
    showMap: view.showMap,
    showTable: view.showTable,
    dice: Boolean(opts.dice),
    hotSeat: [...players.values()].filter((p) => p === 'human').length >= 2,
  };
  const onRefused = (p: Problem) =>
    io.err(`diemen: the computer general's choice was refused (${p.message}); it takes the default`);
  const source = playSource(loaded.script, players, setup.seed, ctx, view, onRefused);

  let run;
  try {
    run = await loggedRun({
      ruleset: dieMen,
      setup,
      adapter: dieMenLog,
      live: source.live,
      ...(recorded ? { recorded: { log: recorded, file: logFile } } : {}),
      onRecorded: (request, state) => source.recorded(request, state),
      write,
      onEvents: (events: readonly Event[], state: BattleState, replaying) => {
        for (const e of events) (replaying ? view.replayed : view.event)(e, state);
      },
    });
  } catch (e) {
    if (!(e instanceof PromptCancelled)) throw e;
    writer.close();
    io.err(`diemen: stopped. The log is saved; go on with: diemen play --resume ${logFile}`);
    return EXIT_STOPPED;
  }
  writer.close();
  view.catchUp();

  if (run.divergence) {
    io.err(`diemen: ${renderProblem(run.divergence)}`);
    io.err('diemen: the log does not match this battle: it was not resumed');
    return EXIT_FAILED;
  }
  if (!run.result.ok) {
    const { decision, problems } = run.result.error;
    return reportProblems(
      io,
      problems.map((p) => (decision ? source.live.locate(decision, p) : p)),
    );
  }
  for (const p of source.live.unusedProblems(source.live.lastRound))
    io.err(`diemen: note: ${renderProblem(p)}`);
  io.out(style.dim(`log: ${logFile}   replay it with: diemen replay ${logFile}`));
  return EXIT_OK;
}
