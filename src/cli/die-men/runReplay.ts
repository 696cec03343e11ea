/**
 * The body of `diemen replay`: rebuild the battle from the log's embedded scenario and seed, feed it
 * the recorded decisions, and check every roll, round hash and the end against the log (loggedRun
 * does both). Then show it round by round, or with --verify only say whether it matched. A log
 * that diverges is shown up to the divergence, which is named with its line; exit 1.
 */
import { createInterface } from 'node:readline/promises';
import { problem } from '../../core/problem';
import { dieMenLog } from '../../log/dieMenLog';
import { loggedRun } from '../../log/loggedRun';
import type { LogHeader } from '../../log/logFormat';
import { dieMen, type BattleState, type Event } from '../../rulesets/die-men';
import { toBattleSetup } from '../../rulesets/die-men/scenario';
import type { ReplayOptions } from '../commands/replay';
import { EXIT_FAILED, EXIT_OK, isInteractive, type Io } from '../io';
import { sideNames } from './render/names';
import { renderScale } from './render/renderScale';
import { renderProblem, reportProblems } from '../report';
import { styleFor } from '../style';
import { battleView } from './battleView';
import { battleFromLog } from './loadBattle';
import { finalPosition, groupByRound } from './stepJson';

export async function runReplay(io: Io, file: string, opts: ReplayOptions): Promise<number> {
  const from = opts.round === undefined ? 1 : Number(opts.round);
  if (!Number.isInteger(from) || from < 1) {
    return reportProblems(io, [problem('replay.bad-round', '--round must be a whole number from 1')]);
  }
  const b = await battleFromLog(file);
  if (!b.ok) return reportProblems(io, b.problems);
  const { log, loaded } = b.value;
  const setup = toBattleSetup(loaded.scenario, { seed: log.header.seed, defaultSeed: log.header.seed });

  const shown: { e: Event; state: BattleState }[] = [];
  const run = await loggedRun({
    ruleset: dieMen,
    setup,
    adapter: dieMenLog,
    recorded: { log, file },
    onEvents: (events: readonly Event[], state: BattleState) => {
      for (const e of events) shown.push({ e, state });
    },
  });
  let divergence = run.divergence;
  if (!divergence && !run.result.ok) divergence = run.result.error.problems[0] ?? null;
  const state = run.result.ok ? run.result.value.state : run.result.error.run?.state;
  const over = Boolean(state?.outcome);
  const lastRound = Math.max(0, ...shown.map(({ e }) => ('round' in e ? e.round : 0)));
  if (from > Math.max(1, lastRound)) {
    return reportProblems(io, [
      problem('replay.no-such-round', `--round ${from}: the log has rounds 1 to ${lastRound}`, { file }),
    ]);
  }
  const unfinished = divergence
    ? null
    : over
      ? null
      : problem(
          'replay.unfinished',
          `the log stops in round ${lastRound}, before the battle is over (interrupted?); go on with: diemen play --resume ${file}`,
          { file },
        );

  if (opts.json) {
    io.out(
      JSON.stringify(
        {
          file,
          name: loaded.scenario.name,
          seed: log.header.seed,
          ruleset: log.header.ruleset,
          rules: log.header.rules,
          players: log.header.players ?? {},
          decisions: run.replayed,
          ...groupByRound(shown.map(({ e }) => e)),
          final: state
            ? finalPosition(
                state,
                shown.map(({ e }) => e),
              )
            : null,
          verified: divergence === null,
          ...(divergence ? { divergence } : {}),
        },
        null,
        2,
      ),
    );
  } else if (!opts.verify) {
    await show(io, file, log.header, shown, setup.sides, from, opts);
  }
  if (divergence) {
    io.err(`diemen: replay: ${renderProblem(divergence)}`);
    return EXIT_FAILED;
  }
  if (opts.verify) {
    if (unfinished) {
      io.err(`diemen: replay: ${renderProblem(unfinished)}`);
      return EXIT_FAILED;
    }
    const winner = state?.outcome?.winner;
    io.out(
      `ok: ${file}: ${run.replayed} decisions and ${lastRound} round(s) replayed; every roll and round matches (${winner ? `${winner} wins` : 'a draw'})`,
    );
  } else if (unfinished && !opts.json) {
    io.err(`diemen: note: ${renderProblem(unfinished)}`);
  }
  return EXIT_OK;
}

/** Round by round; at a terminal, Enter before each new round (q stops), unless --all. */
const PLAYED: Readonly<Record<string, string>> = { ai: 'computer', human: 'you' };

async function show(
  io: Io,
  file: string,
  header: LogHeader,
  shown: readonly { e: Event; state: BattleState }[],
  sides: readonly { id: string; name: string }[],
  from: number,
  opts: ReplayOptions,
): Promise<void> {
  const style = styleFor(io);
  const names = sideNames(sides, style);
  const view = battleView(io.out, names, style, { map: opts.map !== false, fromRound: from });
  io.out(style.dim(`seed: ${header.seed}   log: ${file} (replay)`));
  const scale = shown[0]?.state.rules.scale;
  if (scale !== undefined) io.out(style.dim(renderScale(scale)));
  io.out(
    sides.map((s) => `${names.styled(s.id)}: ${PLAYED[header.players?.[s.id] ?? ''] ?? 'you'}`).join(', '),
  );
  const rl =
    isInteractive(io) && !opts.all ? createInterface({ input: process.stdin, output: process.stdout }) : null;
  try {
    for (const { e, state } of shown) {
      if (rl && e.type === 'roundStarted' && e.round > from) {
        const answer = await rl.question(style.dim(`Enter for round ${e.round}, q to stop: `));
        if (answer.trim().toLowerCase().startsWith('q')) return;
      }
      view.event(e, state);
    }
  } finally {
    rl?.close();
  }
}
