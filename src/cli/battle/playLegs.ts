/**
 * The battle of `play`, run through loggedRun in legs: one to the end, unless a player takes a
 * decision back (undo.ts). Then the log is cut back to just before that decision, and the next leg
 * re-runs the battle from the log, quietly, to where it now ends, and asks again. Nothing undone
 * stays in the log, so `replay --verify` and `--resume` see an ordinary battle.
 */
import { readFileSync, truncateSync } from 'node:fs';
import type { Problem } from '../../core/problem';
import type { AnyGameRules } from '../../engine/game';
import type { BaseEvent } from '../../engine/ruleset';
import { loggedRun } from '../../log/loggedRun';
import { currentPlayers, playersChanged } from '../../log/players';
import type { ParsedLog } from '../../log/parseLog';
import type { Games } from '../games';
import type { Io } from '../io';
import { appendToLog, sealedLines, type LogWriter } from '../logWriter';
import { isUndoRequested } from '../prompts/undo';
import { reportProblems } from '../report';
import type { Style } from '../style';
import type { BattleScreen } from './face';
import { openLog } from './openLog';
import type { Player } from './players';
import { playSource } from './playSource';
import { diceRights } from '../../log/typedDice';
import type { UndoTrail } from './undoTrail';

/* eslint-disable @typescript-eslint/no-explicit-any */
type AnyScreen = BattleScreen<any, any, any>;
type AnyLoaded = Parameters<typeof playSource<any, any, any, any>>[1];
/* eslint-enable @typescript-eslint/no-explicit-any */

export interface Leg {
  readonly recorded: ParsedLog | null;
  readonly writer: LogWriter;
  readonly write: (lines: readonly object[]) => number;
}

export interface LegsOptions {
  readonly io: Io;
  readonly games: Games;
  readonly style: Style;
  readonly rules: AnyGameRules;
  readonly loaded: AnyLoaded;
  readonly setup: unknown;
  readonly seed: string;
  readonly players: ReadonlyMap<string, Player>;
  readonly screen: AnyScreen;
  readonly human: Parameters<typeof playSource>[2]['human'];
  readonly logFile: string;
  readonly trail: UndoTrail;
  readonly onRefused: (p: Problem) => void;
}

export type LegsResult =
  | {
      readonly ended: 'run';
      readonly run: Awaited<ReturnType<typeof loggedRun>>;
      readonly events: readonly BaseEvent[];
      readonly source: ReturnType<typeof playSource>;
      readonly writer: LogWriter;
    }
  | { readonly ended: 'failed'; readonly code: number };

/** After an undo the screen shows nothing of the re-run: all of it is on screen already. */
const quiet = (screen: AnyScreen): AnyScreen => ({
  ...screen,
  replayed: () => undefined,
  catchUp: () => undefined,
});

/** The log cut back to `offset` and opened again to go on from there. */
async function cutBack(o: LegsOptions, offset: number): Promise<Leg | number> {
  truncateSync(o.logFile, offset);
  const opened = await openLog(o.logFile, o.games);
  if (!opened.ok) return reportProblems(o.io, opened.error);
  const { log, keptBytes } = opened.value;
  const writer = appendToLog(o.logFile, { keepBytes: keptBytes, endLine: log.unterminated });
  if (!writer.ok) return reportProblems(o.io, [writer.error]);
  o.trail.read(readFileSync(o.logFile, 'utf8'));
  return {
    recorded: log,
    writer: writer.value,
    write: sealedLines(writer.value, { chainFrom: log.lastSum }),
  };
}

/**
 * The leg's writer, with a `players` line put just before its first new decision when the log's
 * players (the header's, as changed by its own `players` lines) are not the ones playing now: a
 * resume with another --ai. It is written on its own, so the decision still opens its own write
 * and can be taken back (undoTrail).
 */
function withPlayers(o: LegsOptions, leg: Leg): (lines: readonly object[]) => void {
  const write = (lines: readonly object[]): void => o.trail.wrote(lines, leg.write(lines));
  const now = Object.fromEntries(o.players);
  let due =
    leg.recorded !== null && playersChanged(currentPlayers(leg.recorded.header, leg.recorded.lines), now);
  return (lines) => {
    const at = due ? lines.findIndex((l) => (l as { type?: string }).type === 'decision') : -1;
    if (at === -1) return write(lines);
    due = false;
    if (at > 0) write(lines.slice(0, at));
    write([{ type: 'players', players: now }]);
    write(lines.slice(at));
  };
}

export async function playLegs(o: LegsOptions, first: Leg): Promise<LegsResult> {
  let leg = first;
  let screen = o.screen;
  for (;;) {
    const source = playSource(o.rules, o.loaded, { ...o, screen });
    const events: BaseEvent[] = [];
    const shown = screen;
    const write = withPlayers(o, leg);
    try {
      const run = await loggedRun({
        ruleset: o.rules.ruleset,
        setup: o.setup,
        adapter: o.rules.log,
        live: source.live,
        ...(leg.recorded
          ? { recorded: { log: leg.recorded, file: o.logFile }, diceRights: diceRights(leg.recorded.header) }
          : {}),
        onRecorded: (request, state) => source.recorded(request, state),
        write,
        onEvents: (batch: readonly BaseEvent[], state: unknown, replaying) => {
          for (const e of batch) (replaying ? shown.replayed : shown.event)(e, state);
          events.push(...batch);
        },
      });
      return { ended: 'run', run, events, source, writer: leg.writer };
    } catch (e) {
      leg.writer.close();
      const mark = o.trail.last();
      if (!isUndoRequested(e) || !mark) throw e;
      const next = await cutBack(o, mark.offset);
      if (typeof next === 'number') return { ended: 'failed', code: next };
      o.io.out(o.style.dim('(taken back: the log is cut back to before it, and play goes on from there)'));
      leg = next;
      screen = quiet(o.screen);
    }
  }
}
