/**
 * The body of `diemen replay`: rebuild the battle from the log's embedded scenario and seed, feed it
 * the recorded decisions, and check every roll, round hash and the end against the log (loggedRun
 * does both). Then show it round by round, or with --verify only say whether it matched. A log
 * that diverges is shown up to the divergence, which is named with its line; exit 1. Any game.
 */
import { plural } from '../../core/plural';
import { fail, ok, problem, type Problem } from '../../core/problem';
import type { AnyGameRules, SideInfo } from '../../engine/game';
import type { BaseEvent } from '../../engine/ruleset';
import { loggedRun } from '../../log/loggedRun';
import type { LogHeader } from '../../log/logFormat';
import type { ParsedLog } from '../../log/parseLog';
import { loadGames } from '../games';
import { EXIT_FAILED, EXIT_OK, isInteractive, type Io } from '../io';
import { sideNames } from '../render/sideNames';
import { renderProblem, reportProblems } from '../report';
import { styleFor } from '../style';
import { fit, fitOut, visibleWidth } from '../layout/wrap';
import { terminalWidth } from '../layout/width';
import type { AnyGameFace } from './face';
import { groupByRound } from './groupByRound';
import { stepRounds } from './stepRounds';
import { openLog } from './openLog';
import { scriptAnswers } from './playSource';
import { diceRights } from '../../log/typedDice';
import {
  changeNotes,
  describeTurns,
  placeChanges,
  turnsBySide,
  type EventPlace,
  type MetPlayers,
  type PlayersChange,
} from './playedBy';

export interface ReplayOptions {
  readonly round?: string;
  readonly verify?: boolean;
  readonly json?: boolean;
  readonly all?: boolean;
  readonly map?: boolean;
  /** --verify passes a log that stops before its end line (an interrupted battle) too. */
  readonly unfinished?: boolean;
  /** Also draw each round into this folder (round-01.svg, ...); with --round, only that round. */
  readonly svg?: string;
  /** Write the battle report page here (one HTML file) instead of showing the rounds. */
  readonly html?: string;
}

interface Shown {
  readonly e: BaseEvent;
  readonly state: unknown;
}

/** The log and everything asked of the replay, each checked before anything is re-run. */
async function openReplay(io: Io, file: string, opts: ReplayOptions) {
  const from = opts.round === undefined ? 1 : Number(opts.round);
  if (!Number.isInteger(from) || from < 1) {
    return fail([problem('replay.bad-round', '--round must be a whole number from 1')]);
  }
  const games = loadGames(io.env);
  if (!games.ok) return games;
  const b = await openLog(file, games.value);
  if (!b.ok) return b;
  const { face } = b.value;
  // The pictures' code loads only when they are asked for; a bad folder fails before the replay.
  const pictures =
    opts.svg === undefined ? null : (await import('./pictures')).openPictures(face, file, opts.svg);
  if (pictures && !pictures.ok) return fail([pictures.error]);
  const report =
    opts.html === undefined ? null : (await import('../report/openReport')).openReport(face, file, opts.html);
  if (report && !report.ok) return fail([report.error]);
  return ok({ ...b.value, from, pictures: pictures?.value ?? null, report: report?.value ?? null });
}

export async function runReplay(io: Io, file: string, opts: ReplayOptions): Promise<number> {
  const opened = await openReplay(io, file, opts);
  if (!opened.ok) return reportProblems(io, opened.error);
  const { log, loaded, face, from, pictures, report } = opened.value;
  const rules: AnyGameRules = face.rules;
  const setup = loaded.setup({ seed: log.header.seed, fallback: log.header.seed });

  const { run, shown, changes } = await replayLog(rules, loaded, log, file, setup);
  let divergence = run.divergence;
  if (!divergence && !run.result.ok) divergence = run.result.error.problems[0] ?? null;
  const state = run.result.ok ? run.result.value.state : run.result.error.run?.state;
  const outcome = state === undefined ? null : rules.ruleset.outcome(state);
  const lastRound = Math.max(0, ...shown.map(({ e }) => rules.eventRound(e) ?? 0));
  if (from > Math.max(1, lastRound)) {
    return reportProblems(io, [
      problem('replay.no-such-round', `--round ${from}: the log has rounds 1 to ${lastRound}`, { file }),
    ]);
  }
  const unfinished = divergence ? null : unfinishedProblem(file, log, lastRound, outcome !== null);
  // The rounds that replayed as logged: up to a divergence, never past it.
  const only = opts.round === undefined ? undefined : from;
  const wrote = pictures?.write(shown, { name: loaded.name, seed: log.header.seed }, only);
  if (wrote && !wrote.ok) return reportProblems(io, [wrote.error]);
  const page = report?.write({
    file,
    name: loaded.name,
    header: log.header,
    setup,
    shown,
    changes,
    outcome,
    notes: [divergence, unfinished].flatMap((p) => (p ? [renderProblem(p)] : [])),
    ...(opts.round === undefined ? {} : { from }),
  });
  if (page && !page.ok) return reportProblems(io, [page.error]);
  if (opts.json) {
    io.out(
      replayJson(rules, file, loaded.name, log.header, {
        shown,
        changes,
        replayed: run.replayed,
        state,
        divergence,
        unfinished,
      }),
    );
  } else if (!opts.verify && !page) {
    await show(io, file, face, log.header, { shown, changes }, rules.sides(setup), setup, from, opts);
  }
  // Beside the JSON, not in it: stdout stays one document.
  for (const line of [wrote, page]) {
    if (!line?.ok) continue;
    if (opts.json) io.err(`diemen: note: ${line.value}`);
    else io.out(line.value);
  }
  const winner = outcome?.winner;
  const winnerName = winner ? (rules.sides(setup).find((s) => s.id === winner)?.name ?? winner) : null;
  const counts = { decisions: run.replayed, rounds: lastRound };
  return verdict(io, file, opts, { divergence, unfinished, winnerName, counts });
}

/** How the replay ended: a divergence (exit 1), or with --verify the one line that says it matched. */
function verdict(
  io: Io,
  file: string,
  opts: ReplayOptions,
  r: {
    readonly divergence: Problem | null;
    readonly unfinished: Problem | null;
    readonly winnerName: string | null;
    readonly counts: { readonly decisions: number; readonly rounds: number };
  },
): number {
  const { divergence, unfinished } = r;
  if (divergence) {
    io.err(`diemen: replay: ${renderProblem(divergence)}`);
    return EXIT_FAILED;
  }
  if (opts.verify) {
    if (unfinished && !opts.unfinished) {
      io.err(`diemen: replay: ${renderProblem(unfinished)}`);
      return EXIT_FAILED;
    }
    if (unfinished) io.err(`diemen: note: ${renderProblem(unfinished)}`);
    const end = unfinished ? 'unfinished' : r.winnerName ? `winner: ${r.winnerName}` : 'a draw';
    const counts = `${plural(r.counts.decisions, 'decision')} and ${plural(r.counts.rounds, 'round')}`;
    // Two lines, so a log under diemen-logs/ fits 80 columns (one line was 102 and more). The path
    // is never broken (it is copied); when it leaves no room, the verdict goes to the second line,
    // which breaks at a word for a long winner's name.
    const width = terminalWidth(io);
    const head = `ok: ${file}: every roll and round matches`;
    const [first, rest] =
      visibleWidth(head) <= width
        ? [head, `${counts} replayed; ${end}`]
        : [`ok: ${file}:`, `every roll and round matches; ${counts} replayed; ${end}`];
    io.out(`${first}\n${fit(`    ${rest}`, width)}`);
  } else if (unfinished && !opts.json) {
    io.err(`diemen: note: ${renderProblem(unfinished)}`);
  }
  return EXIT_OK;
}

interface Replayed {
  readonly shown: readonly Shown[];
  readonly changes: readonly PlayersChange[];
  readonly replayed: number;
  readonly state: unknown;
  readonly divergence: Problem | null;
  readonly unfinished: Problem | null;
}

/** `replay --json`: the decisions replayed, the rounds' events, the final position, the verdict. */
function replayJson(rules: AnyGameRules, file: string, name: string, header: LogHeader, r: Replayed): string {
  const events = r.shown.map(({ e }) => e);
  const body = {
    file,
    name,
    seed: header.seed,
    ruleset: header.ruleset,
    rules: header.rules,
    players: header.players ?? {},
    ...(r.changes.length > 0
      ? { playerChanges: r.changes.map((c) => ({ round: c.round, partway: c.partway, players: c.players })) }
      : {}),
    decisions: r.replayed,
    ...groupByRound(events, (e) => rules.eventRound(e)),
    final: r.state ? rules.final(r.state, events) : null,
    verified: r.divergence === null,
    ...(r.divergence ? { divergence: r.divergence } : {}),
    ...(r.unfinished ? { unfinished: r.unfinished } : {}),
  };
  return JSON.stringify(body, null, 2);
}

/**
 * Why the log is not a finished battle, or null when it is: its last line torn by an interrupted
 * write, or no `end` line (the battle was stopped, or the end line was removed). Everything before
 * has been checked by then.
 */
function unfinishedProblem(file: string, log: ParsedLog, lastRound: number, over: boolean): Problem | null {
  const resume = `go on with: diemen play --resume ${file}`;
  const lastLine = log.lineNumbers[log.lineNumbers.length - 1] ?? 1;
  if (log.torn) {
    const kept = log.torn.line - 1;
    return problem(
      'replay.cut-off',
      `cut off after line ${kept}: line ${log.torn.line} is only part of a line (an interrupted write: a full disk, a killed process); the ${kept} lines before it match; ${resume}, which drops it`,
      { file, line: log.torn.line, facts: { keptLines: kept } },
    );
  }
  if (log.finished) return null;
  const where = over
    ? `the battle is over by then, but the log stops before its end line (line ${lastLine} is its last)`
    : `the log stops in round ${lastRound}, before the battle is over (interrupted?)`;
  return problem('replay.unfinished', `unfinished: ${where}; ${resume}`, {
    file,
    facts: { lastLine, round: lastRound },
  });
}

const PLAYED: ReadonlyMap<string, string> = new Map([
  ['ai', 'computer'],
  ['human', 'you'],
]);
/** The log's word for a player, read back for people (a Map: it is the log's text, not ours). */
const playedBy = (p: string | undefined): string => PLAYED.get(p ?? '') ?? 'you';

/** Round by round; at a terminal, a key per round (forward, back, or q to stop), unless --all. */
async function show(
  io: Io,
  file: string,
  face: AnyGameFace,
  header: LogHeader,
  played: { readonly shown: readonly Shown[]; readonly changes: readonly PlayersChange[] },
  sides: readonly SideInfo[],
  setup: unknown,
  from: number,
  opts: ReplayOptions,
): Promise<void> {
  const style = styleFor(io);
  const out = fitOut(io.out, style.width);
  const names = sideNames(sides, style);
  const screen = face.screen(out, names, style, {
    mode: 'replay',
    map: opts.map !== false,
    fromRound: from,
  });
  out(style.dim(`seed: ${header.seed}   log: ${file} (replay)`));
  for (const line of face.intro(setup)) out(style.dim(line));
  const { shown, changes } = played;
  const ids = sides.map((s) => s.id);
  const turns = turnsBySide(ids, header.players, changes);
  out(sides.map((s) => `${names.styled(s.id)}: ${describeTurns(turns.get(s.id)!, playedBy)}`).join(', '));
  // Said where it happens, before the first event played by the new players.
  const notes = changeNotes(changes, ids, playedBy, names.styled);
  const noteAt = new Map([...notes].flatMap(([i, note]) => (shown[i] ? [[shown[i], note] as const] : [])));
  const draw = (x: Shown): void => {
    const note = noteAt.get(x);
    if (note !== undefined) out(style.dim(note));
    screen.event(x.e, x.state);
  };
  // The last board is drawn even when the log stops right after a round's end.
  const finish = (): void => screen.finish?.();
  if (!isInteractive(io) || opts.all) {
    shown.forEach(draw);
    finish();
    return;
  }
  await stepRounds(io, face, shown, draw, finish, style, from);
}

/** The log re-run through the rules, collecting what was shown and who played each part. */
async function replayLog(
  rules: AnyGameRules,
  loaded: Parameters<typeof scriptAnswers>[1],
  log: ParsedLog,
  file: string,
  setup: unknown,
) {
  const shown: Shown[] = [];
  const met: MetPlayers[] = [];
  const places: EventPlace[] = [];
  let step = 0;
  const run = await loggedRun({
    onPlayers: (players) => met.push({ players, at: shown.length }),
    ruleset: rules.ruleset,
    setup,
    adapter: rules.log,
    recorded: { log, file },
    // Faces in the log only from sides rolling real dice or from the script (typedDice.ts).
    diceRights: diceRights(log.header),
    onRecorded: scriptAnswers(rules, loaded),
    onEvents: (events: readonly BaseEvent[], state: unknown) => {
      for (const e of events) {
        shown.push({ e, state });
        places.push({ round: rules.eventRound(e) ?? null, ended: rules.log.roundEnded(e), step });
      }
      step++;
    },
  });
  return { run, shown, changes: placeChanges(met, places) };
}
