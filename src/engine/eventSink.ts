/**
 * An events list that keeps nothing. A simulated battle's events are read by nobody (issue 23:
 * 552 a Die Fighting battle, built and thrown away), so a run that keeps none hands the rules
 * this list: every `events.push(...)` in a game's code is then a call that stores nothing, and
 * the game's code needs no flag of its own. It is an array (empty, iterable) so that code which
 * reads it back sees no events rather than failing. No rule may read its own events to decide
 * anything: the identical-play check (scripts/identical-play.mjs) would catch one that did.
 */
class Discarding<T> extends Array<T> {
  override push(): number {
    return 0;
  }
  override unshift(): number {
    return 0;
  }
}

const SINK: unknown[] = new Discarding<unknown>();

/** The shared list that drops whatever is pushed onto it. */
export const discardingEvents = <T>(): T[] => SINK as T[];

/** Whether `events` is that list (so an applied result can report no events). */
export const isDiscarding = (events: readonly unknown[]): boolean => events === SINK;
