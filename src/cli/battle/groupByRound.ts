/** The JSON shape of `step --json` and `replay --json`: the opening events, then events per round. */
export interface RoundEvents<Event> {
  readonly round: number;
  readonly events: readonly Event[];
}

/** Splits the events into the battle's start (no round) and one entry per round, in order. */
export function groupByRound<Event>(
  events: readonly Event[],
  roundOf: (e: Event) => number | null,
): { start: Event[]; rounds: RoundEvents<Event>[] } {
  const start: Event[] = [];
  const rounds: { round: number; events: Event[] }[] = [];
  for (const e of events) {
    const round = roundOf(e);
    if (round === null) {
      start.push(e);
      continue;
    }
    let last = rounds[rounds.length - 1];
    if (!last || last.round !== round) {
      last = { round, events: [] };
      rounds.push(last);
    }
    last.events.push(e);
  }
  return { start, rounds };
}
