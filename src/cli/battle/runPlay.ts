/**
 * The body of `diemen play`: load the scenario (or the log to resume), decide who plays which
 * side, open the log, and run the battle through loggedRun with the prompts and the computer
 * general as its decision source, showing it as it goes. Any game. Loaded on demand (zod, yaml,
 * inquirer).
 */
import { readFileSync } from 'node:fs';
import { problem, type Problem } from '../../core/problem';
import type { AnyGameRules } from '../../engine/game';
import type { ParsedLog } from '../../log/parseLog';
import { currentPlayers } from '../../log/players';
import { loadGames, type Games } from '../games';
import { EXIT_FAILED, EXIT_OK, isInteractive, type Io } from '../io';
import { defaultLogPath, LogWriteError, type Mend } from '../logWriter';
import { inquirerPrompter } from '../prompts/inquirerPrompter';
import { isPromptCancelled, type Prompter } from '../prompts/prompter';
import { sideNames } from '../render/sideNames';
import { renderProblem, reportProblems } from '../report';
import { newSeed } from '../seed';
import { styleFor, type Style } from '../style';
import { fitOut } from '../layout/wrap';
import { lockLog, type LogLock } from '../logLock';
import { openLog } from './openLog';
import { openScenario, type OpenedScenario } from './openScenario';
import { armyChoices } from './withArmies';
import { scenarioRows } from './runScenarios';
import { choosePlayers, type Player } from './players';
import { playLegs, type Leg, type LegsOptions, type LegsResult } from './playLegs';
import { startPlayLog, stoppedLine, writeFailed } from './playLog';
import { undoTrail } from './undoTrail';

/** Stopped by the player (Ctrl+C at a prompt), like a shell's 128 + SIGINT. */
export const EXIT_STOPPED = 130;

export interface PlayOptions {
  readonly ai: readonly string[];
  readonly solo?: boolean;
  readonly dice?: boolean;
  readonly seed?: string;
  readonly log?: string;
  readonly resume?: string;
  readonly map?: boolean;
  /** `SIDE=ARMY`: the side fought by that army (deployed in play). */
  readonly army?: readonly string[];
}

/** For tests: answers instead of inquirer, and a terminal that isn't there. */
export interface PlayDeps {
  readonly prompter?: Prompter;
  readonly interactive?: boolean;
}

/** Straight to the terminal: the prompts' screen clearing (a control sequence diemen writes itself). */
const rawOut = (text: string): void => void process.stdout.write(text);

const refuse = (io: Io, code: string, message: string): number =>
  reportProblems(io, [problem(code, message)]);

interface Battle {
  readonly opened: OpenedScenario;
  readonly recorded: ParsedLog | null;
  readonly logFile: string | undefined;
  /** How to mend a resumed log's end before appending (a torn or unended last line). */
  readonly mend?: Mend;
}

async function open(
  io: Io,
  games: Games,
  file: string | undefined,
  opts: PlayOptions,
  locks: LogLock[],
): Promise<Battle | number> {
  if (opts.resume !== undefined) {
    if (file !== undefined)
      return refuse(io, 'play.resume-and-file', '--resume takes the scenario from the log: give no FILE');
    if (opts.seed !== undefined || opts.log !== undefined || (opts.army?.length ?? 0) > 0) {
      return refuse(
        io,
        'play.resume-options',
        '--resume continues the log it reads, with its seed and armies: no --seed, --log or --army',
      );
    }
    // Locked before it is read: what another writer appends after the reading would be lost.
    const lock = lockLog(opts.resume, stoppedLine(opts.resume));
    if (!lock.ok) return reportProblems(io, [lock.error]);
    locks.push(lock.value);
    const b = await openLog(opts.resume, games);
    if (!b.ok) return reportProblems(io, b.error);
    if (b.value.log.finished) {
      return reportProblems(io, [
        problem('play.already-over', `the battle is over; watch it with: diemen replay ${opts.resume}`, {
          file: opts.resume,
        }),
      ]);
    }
    const { log, keptBytes, ...opened } = b.value;
    return {
      opened,
      recorded: log,
      logFile: opts.resume,
      mend: { keepBytes: keptBytes, endLine: log.unterminated },
    };
  }
  if (file === undefined) return refuse(io, 'play.no-file', 'give a scenario file to play (or --resume LOG)');
  const armies = armyChoices(opts.army);
  if (!armies.ok) return reportProblems(io, armies.error);
  const s = openScenario(file, games, armies.value);
  if (!s.ok) return reportProblems(io, s.error);
  return { opened: s.value, recorded: null, logFile: opts.log };
}

/** `diemen play` with no file: at a terminal, a choice of the bundled battles; else one line naming some. */
async function pickScenario(io: Io, interactive: boolean, prompter?: Prompter): Promise<string | number> {
  const { rows } = scenarioRows(io);
  if (!interactive || rows.length === 0) {
    const some = rows.slice(0, 4).map((r) => r.name);
    const hint =
      some.length > 0 ? `, or a bundled one by name (${some.join(', ')}, ...: diemen scenarios)` : '';
    return refuse(io, 'play.no-file', `give a scenario file to play${hint} (or --resume LOG)`);
  }
  const ask = prompter ?? inquirerPrompter(rawOut);
  return ask.select(
    'Which battle?',
    rows.map((r) => ({ name: `${r.name}: ${r.description}`, short: r.name, value: r.file })),
  );
}

export async function runPlay(
  io: Io,
  file: string | undefined,
  opts: PlayOptions,
  deps: PlayDeps = {},
): Promise<number> {
  // The battle log's lock, held until the battle is done however it ends (logLock.ts).
  const locks: LogLock[] = [];
  try {
    return await playLocked(io, file, opts, deps, locks);
  } finally {
    for (const lock of locks) lock.release();
  }
}

/** The battle to play, from the scenario named, picked or resumed; or the exit code. */
async function openPlay(
  io: Io,
  file: string | undefined,
  opts: PlayOptions,
  deps: PlayDeps,
  locks: LogLock[],
): Promise<{ games: Games; battle: Battle; file: string | undefined; interactive: boolean } | number> {
  const games = loadGames(io.env);
  if (!games.ok) return reportProblems(io, games.error);
  const interactive = deps.interactive ?? isInteractive(io);
  if (file === undefined && opts.resume === undefined) {
    const picked = await pickScenario(io, interactive, deps.prompter);
    if (typeof picked === 'number') return picked;
    file = picked;
  }
  const battle = await open(io, games.value, file, opts, locks);
  if (typeof battle === 'number') return battle;
  return { games: games.value, battle, file, interactive };
}

/** The battle's setup, seed and sides, and who plays each side. */
interface Seated {
  readonly setup: unknown;
  readonly seed: string;
  readonly sides: readonly string[];
  readonly players: ReadonlyMap<string, Player>;
}

function seat(io: Io, battle: Battle, opts: PlayOptions, interactive: boolean): Seated | number {
  const { opened, recorded } = battle;
  const rules: AnyGameRules = opened.face.rules;
  const header = recorded?.header;
  const setup = opened.loaded.setup({ seed: header?.seed ?? opts.seed, fallback: newSeed() });
  const seed = rules.seedOf(setup);
  const sides = rules.sides(setup).map((s) => s.id);
  // A resume without --ai goes on with whoever played last (a resume may have changed them).
  const last = recorded ? currentPlayers(recorded.header, recorded.lines) : undefined;
  const chosen = choosePlayers(sides, { ai: opts.ai, solo: opts.solo }, interactive, last);
  if (!chosen.ok) return reportProblems(io, [chosen.error]);
  const players = chosen.value;
  // Resumed with --dice: the log must already say each person's side rolls real dice, or the faces
  // typed now would be refused by every replay (typedDice.ts). A format 1 log doesn't say.
  const logged = header?.dice;
  const noDice = logged ? sides.filter((s) => players.get(s) === 'human' && logged[s] !== true) : [];
  if (opts.dice && noDice.length > 0) {
    return refuse(
      io,
      'play.dice-not-logged',
      `--dice: the log records ${noDice.join(', ')} as not rolling real dice (the battle began without --dice, or with the computer there): resume without --dice`,
    );
  }
  return { setup, seed, sides, players };
}

/** What is on screen before the first decision: seed, log, the game's intro and who plays whom. */
function show(io: Io, battle: Battle, seated: Seated, logFile: string, opts: PlayOptions, deps: PlayDeps) {
  const { face } = battle.opened;
  const { setup, seed, sides, players } = seated;
  const style = styleFor(io);
  const out = fitOut(io.out, style.width);
  const names = sideNames(face.rules.sides(setup), style);
  const screen = face.screen(out, names, style, { mode: 'play', map: opts.map !== false });
  const who = sides
    .map((s) => `${names.styled(s)}: ${players.get(s) === 'ai' ? 'computer' : 'you'}`)
    .join(', ');
  out(style.dim(`seed: ${seed}   log: ${logFile}${battle.recorded ? ' (resuming)' : ''}`));
  for (const line of face.intro(setup)) out(style.dim(line));
  out(who);
  const people = new Set(sides.filter((s) => players.get(s) === 'human'));
  const trail = undoTrail(people);
  if (battle.recorded) trail.read(readFileSync(logFile, 'utf8'));
  const human = screen.human({
    prompter: deps.prompter ?? inquirerPrompter(rawOut),
    dice: Boolean(opts.dice),
    hotSeat: people.size >= 2,
    undoable: (side) => trail.undoable(side)?.decision ?? null,
    ...(deps.prompter ? {} : { rows: process.stdout.rows }),
  });
  return { style, out, screen, trail, human };
}

/** The battle fought in legs; a failed write or a stop at a prompt as its exit code. */
async function fight(io: Io, o: LegsOptions, leg: Leg): Promise<LegsResult | number> {
  try {
    return await playLegs(o, leg);
  } catch (e) {
    if (e instanceof LogWriteError) return writeFailed(io, e);
    if (!isPromptCancelled(e)) throw e;
    io.err(stoppedLine(o.logFile));
    return EXIT_STOPPED;
  }
}

/** How the battle ended, said: a log that didn't match, a refused decision, the script's leftovers. */
function report(
  io: Io,
  fought: LegsResult,
  out: (line: string) => void,
  style: Style,
  logFile: string,
): number {
  if (fought.ended === 'failed') return fought.code;
  const { run, events, source } = fought;
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
  // The battle is over: whatever the script held and the battle didn't use is reported.
  const left = source.live.leftovers(Infinity, events, run.result.value.state);
  for (const w of left.warnings) io.err(`diemen: note: ${renderProblem(w)}`);
  out(style.dim(`log: ${logFile}   replay it with: diemen replay ${logFile}`));
  return left.errors.length > 0 ? reportProblems(io, left.errors) : EXIT_OK;
}

async function playLocked(
  io: Io,
  fileGiven: string | undefined,
  opts: PlayOptions,
  deps: PlayDeps,
  locks: LogLock[],
): Promise<number> {
  const opened = await openPlay(io, fileGiven, opts, deps, locks);
  if (typeof opened === 'number') return opened;
  const { games, battle, file, interactive } = opened;
  const seated = seat(io, battle, opts, interactive);
  if (typeof seated === 'number') return seated;
  const rules: AnyGameRules = battle.opened.face.rules;
  const logFile = battle.logFile ?? defaultLogPath(file ?? 'battle', seated.seed);
  const facts = { ...seated, rules, file, dice: Boolean(opts.dice) };
  const leg = startPlayLog(io, { ...battle, ...facts, logFile }, locks);
  if (typeof leg === 'number') return leg;
  const { style, out, screen, trail, human } = show(io, battle, seated, logFile, opts, deps);
  const onRefused = (p: Problem) =>
    io.err(`diemen: the computer general's choice was refused (${p.message}); it takes the default`);
  const { loaded } = battle.opened;
  const fought = await fight(
    io,
    {
      io,
      games,
      style,
      rules,
      loaded,
      setup: seated.setup,
      seed: seated.seed,
      players: seated.players,
      screen,
      human,
      logFile,
      trail,
      onRefused,
    },
    leg,
  );
  if (typeof fought === 'number') return fought;
  if (fought.ended === 'run') {
    fought.writer.close();
    screen.catchUp();
  }
  return report(io, fought, out, style, logFile);
}
