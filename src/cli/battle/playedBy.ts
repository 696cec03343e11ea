/**
 * Who played each side, round by round, for `replay` and the report page: the log header's players
 * until a `players` line (a resume that handed a side to someone else) changes them. A change
 * counts from the round of the first event after it; "partway" when that round had begun before.
 */
import type { Players } from '../../log/players';

/** A `players` line met in the replay: `at` is how many events had been shown by then. */
export interface MetPlayers {
  readonly players: Players;
  readonly at: number;
}

/** A change of players placed in the battle: the round it takes effect in (null: nothing followed). */
export interface PlayersChange extends MetPlayers {
  readonly round: number | null;
  /** A decision of that round had been taken before it (the battle was cut mid-round). */
  readonly partway: boolean;
}

/** What placing a change needs of each shown event. */
export interface EventPlace {
  readonly round: number | null;
  /** The round this event ends, if it does. */
  readonly ended: number | null;
  /** 0: the setup's events; n: the events after the n-th decision. */
  readonly step: number;
}

/**
 * Each change's round: the round of the first event after it. It is "partway" when a decision
 * of that round came before it; events the rules produce on their own as a round opens (with
 * the last decision of the round before) don't count.
 */
export function placeChanges(met: readonly MetPlayers[], events: readonly EventPlace[]): PlayersChange[] {
  return met.map((c) => {
    const round = events.slice(c.at).find((e) => e.round !== null)?.round ?? null;
    if (round === null) return { ...c, round, partway: false };
    const opened = events.slice(0, c.at).find((e) => e.ended === round - 1)?.step ?? 0;
    const partway = events.slice(0, c.at).some((e) => e.round === round && e.step > opened);
    return { ...c, round, partway };
  });
}

export interface Turn {
  readonly player: string;
  /** The round it starts in; null: from the start. */
  readonly from: number | null;
  readonly partway: boolean;
}

/** Each side's turns: the header's players, then each change that gives the side another. */
export function turnsBySide(
  sides: readonly string[],
  header: Players | undefined,
  changes: readonly PlayersChange[],
): Map<string, Turn[]> {
  const turns = new Map<string, Turn[]>(
    sides.map((s) => [s, [{ player: header?.[s] ?? 'human', from: null, partway: false }]]),
  );
  for (const c of changes) {
    // Nothing was played after it (the log stops there).
    if (c.round === null) continue;
    for (const s of sides) {
      const list = turns.get(s)!;
      const player = c.players[s];
      if (player === undefined || player === list[list.length - 1]!.player) continue;
      list.push({ player, from: c.round, partway: c.partway });
    }
  }
  return turns;
}

/** "a player (rounds 1 to 3), computer (from round 4, after a resume)"; one turn: just its player. */
export function describeTurns(turns: readonly Turn[], word: (player: string) => string): string {
  if (turns.length === 1) return word(turns[0]!.player);
  return turns
    .map((t, i) => {
      const next = turns[i + 1];
      if (t.from === null) {
        const to = next!.partway ? `partway through round ${next!.from}` : `round ${next!.from! - 1}`;
        return next!.from === 1 && !next!.partway ? null : `${word(t.player)} (to ${to})`;
      }
      const start = t.partway ? `partway through round ${t.from}` : `round ${t.from}`;
      return `${word(t.player)} (from ${start}, after a resume)`;
    })
    .filter((x): x is string => x !== null)
    .join(', ');
}

/** The notes for the events where a change takes effect: index of the event, what to say. */
export function changeNotes(
  changes: readonly PlayersChange[],
  sides: readonly string[],
  word: (player: string) => string,
  name: (side: string) => string,
): Map<number, string> {
  const notes = new Map<number, string>();
  for (const c of changes) {
    const who = sides
      .filter((s) => c.players[s] !== undefined)
      .map((s) => `${name(s)}: ${word(c.players[s]!)}`)
      .join(', ');
    notes.set(c.at, `(the battle was resumed here; from now on ${who})`);
  }
  return notes;
}
