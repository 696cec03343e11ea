/**
 * The body of `diemen play`: load the scenario (or the log to resume), decide who plays which
 * side, open the log, and run the battle through loggedRun with the prompts and the computer
 * general as its decision source, showing it as it goes. Any game. Loaded on demand (zod, yaml,
 * inquirer).
 */
import { mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import { problem, type Problem } from '../../core/problem';
import { RNG_ID } from '../../core/rng';
import type { AnyGameRules } from '../../engine/game';
import { logHeader } from '../../log/header';
import type { ParsedLog } from '../../log/parseLog';
import { currentPlayers } from '../../log/players';
import { loadGames, type Games } from '../games';
import { EXIT_FAILED, EXIT_OK, isInteractive, type Io } from '../io';
import { appendToLog, createLog, defaultLogPath, LogWriteError, sealedLines, type Mend } from '../logWriter';
import { inquirerPrompter } from '../prompts/inquirerPrompter';
import { isPromptCancelled, type Prompter } from '../prompts/prompter';
import { sideNames } from '../render/sideNames';
import { renderProblem, reportProblems } from '../report';
import { newSeed } from '../seed';
import { styleFor } from '../style';
import { fitOut } from '../layout/wrap';
import { VERSION } from '../version';
import { lockLog, type LogLock } from '../logLock';
import { openLog } from './openLog';
import { openScenario, type OpenedScenario } from './openScenario';
import { armyChoices } from './withArmies';
import { scenarioRows } from './runScenarios';
import { choosePlayers } from './players';
import { playLegs } from './playLegs';
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
    const lock = lockLog(opts.resume);
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

/** A new log's lock, in the folder the log goes in (made if need be, as createLog would). */
function lockNew(logFile: string): ReturnType<typeof lockLog> {
  try {
    mkdirSync(dirname(logFile), { recursive: true });
  } catch {
    // createLog says why.
  }
  return lockLog(logFile);
}

/** A log line could not be written (a full disk): one line, exit 1; resume goes on from there. */
function writeFailed(io: Io, e: unknown): number {
  if (!(e instanceof LogWriteError)) throw e;
  const end = e.clean ? 'it ends with the last whole line' : 'its last line may be cut off';
  io.err(
    `diemen: ${e.file}: ${e.message}; the battle stopped and the log is kept (${end}): once there is room, go on with: diemen play --resume ${e.file}`,
  );
  return EXIT_FAILED;
}

/** Not even the header could be written: the empty file this run created goes, nothing is lost. */
function headerFailed(io: Io, e: unknown): number {
  if (!(e instanceof LogWriteError)) throw e;
  try {
    if (statSync(e.file).size === 0) rmSync(e.file);
  } catch {
    // Left as it is; resume reports an empty log.
  }
  io.err(`diemen: ${e.file}: ${e.message}; nothing was played: once there is room, start the battle again`);
  return EXIT_FAILED;
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

// eslint-disable-next-line max-lines-per-function -- the play command's whole flow in order (open, seat, run, report); its split by step is open in #26
async function playLocked(
  io: Io,
  file: string | undefined,
  opts: PlayOptions,
  deps: PlayDeps,
  locks: LogLock[],
): Promise<number> {
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
  const { opened, recorded } = battle;
  const { face, loaded } = opened;
  const rules: AnyGameRules = face.rules;
  const header = recorded?.header;
  const setup = loaded.setup({ seed: header?.seed ?? opts.seed, fallback: newSeed() });
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

  const logFile = battle.logFile ?? defaultLogPath(file ?? 'battle', seed);
  const torn = recorded?.torn;
  // Said once it is done: the torn line goes with the first new lines.
  const onMend = torn
    ? () =>
        io.err(
          `diemen: note: ${logFile}:${torn.line}: the last line was cut off in the middle of a write (${torn.text.length} character${torn.text.length === 1 ? '' : 's'}); it is dropped and the battle goes on after line ${torn.line - 1}`,
        )
    : undefined;
  if (!recorded) {
    const lock = lockNew(logFile);
    if (!lock.ok) return reportProblems(io, [lock.error]);
    locks.push(lock.value);
  }
  const writer = recorded
    ? appendToLog(logFile, battle.mend && { ...battle.mend, ...(onMend ? { onMend } : {}) })
    : createLog(logFile);
  if (!writer.ok) return reportProblems(io, [writer.error]);
  const start = recorded
    ? { chainFrom: recorded.lastSum }
    : {
        header: logHeader({
          tool: `diemen ${VERSION}`,
          ruleset: rules.ruleset.id,
          rules: rules.ruleset.version,
          rng: RNG_ID,
          seed,
          scenario: opened.document,
          ...(file !== undefined ? { scenarioFile: file } : {}),
          players: Object.fromEntries(players),
          dice: Object.fromEntries(sides.map((s) => [s, Boolean(opts.dice) && players.get(s) === 'human'])),
        }),
      };
  let write: (lines: readonly object[]) => number;
  try {
    write = sealedLines(writer.value, start);
  } catch (e) {
    writer.value.close();
    return recorded ? writeFailed(io, e) : headerFailed(io, e);
  }

  const style = styleFor(io);
  const out = fitOut(io.out, style.width);
  const names = sideNames(rules.sides(setup), style);
  const screen = face.screen(out, names, style, { mode: 'play', map: opts.map !== false });
  const who = sides
    .map((s) => `${names.styled(s)}: ${players.get(s) === 'ai' ? 'computer' : 'you'}`)
    .join(', ');
  out(style.dim(`seed: ${seed}   log: ${logFile}${recorded ? ' (resuming)' : ''}`));
  for (const line of face.intro(setup)) out(style.dim(line));
  out(who);

  const people = new Set(sides.filter((s) => players.get(s) === 'human'));
  const trail = undoTrail(people);
  if (recorded) trail.read(readFileSync(logFile, 'utf8'));
  const human = screen.human({
    prompter: deps.prompter ?? inquirerPrompter(rawOut),
    dice: Boolean(opts.dice),
    hotSeat: people.size >= 2,
    undoable: (side) => trail.undoable(side)?.decision ?? null,
    ...(deps.prompter ? {} : { rows: process.stdout.rows }),
  });
  const onRefused = (p: Problem) =>
    io.err(`diemen: the computer general's choice was refused (${p.message}); it takes the default`);

  let fought;
  try {
    fought = await playLegs(
      {
        io,
        games: games.value,
        style,
        rules,
        loaded,
        setup,
        seed,
        players,
        screen,
        human,
        logFile,
        trail,
        onRefused,
      },
      { recorded, writer: writer.value, write },
    );
  } catch (e) {
    if (e instanceof LogWriteError) return writeFailed(io, e);
    if (!isPromptCancelled(e)) throw e;
    io.err(`diemen: stopped. The log is saved; go on with: diemen play --resume ${logFile}`);
    return EXIT_STOPPED;
  }
  if (fought.ended === 'failed') return fought.code;
  const { run, events, source } = fought;
  fought.writer.close();
  screen.catchUp();

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
