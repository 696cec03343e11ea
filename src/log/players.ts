/**
 * Who plays each side at the end of a log: the header's players, as changed by the log's
 * `players` lines (written when a resume hands a side to someone else).
 */
import type { LogHeader, LogLine } from './logFormat';

export type Players = Readonly<Record<string, string>>;

export function currentPlayers(header: Pick<LogHeader, 'players'>, lines: readonly LogLine[]): Players {
  let players: Players = header.players ?? {};
  for (const line of lines) if (line.type === 'players') players = { ...players, ...line.players };
  return players;
}

/** True when `next` gives some side another player than `now` has. */
export function playersChanged(now: Players, next: Players): boolean {
  return Object.entries(next).some(([side, p]) => now[side] !== p);
}
