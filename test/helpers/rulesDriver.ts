/**
 * Driving a game's rules by hand in a test: the opening state, decisions applied in turn, and the
 * problem a decision is refused with. Each throws when the rules answer otherwise than expected,
 * so a test reads as the battle it plays.
 */
import type { Problem } from '../../src/core/problem';
import type { DecisionOf, KindTable } from '../../src/engine/kinds';
import type { BaseEvent, Ruleset } from '../../src/engine/ruleset';

export interface Step<State, Event> {
  readonly state: State;
  readonly events: readonly Event[];
}

export function rulesDriver<Setup, State, T extends KindTable, Event extends BaseEvent>(
  rules: Ruleset<Setup, State, T, Event>,
) {
  /** The opening state of a drawn battle; throws with the problems if the set-up is refused. */
  const begin = (setup: Setup): Step<State, Event> => {
    const r = rules.init(setup);
    if (!r.ok) throw new Error(r.error.map((p) => p.message).join('; '));
    return r.value;
  };
  /** Applies decisions in turn; throws on the first refused one. Events are all of them, in order. */
  const play = (from: State, ...decisions: DecisionOf<T>[]): Step<State, Event> => {
    let state = from;
    const events: Event[] = [];
    for (const d of decisions) {
      const r = rules.apply(state, d);
      if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
      state = r.value.state;
      events.push(...r.value.events);
    }
    return { state, events };
  };
  /** The problem a decision is refused with; throws if it is accepted. */
  const refused = (state: State, d: DecisionOf<T>): Problem => {
    const r = rules.apply(state, d);
    if (r.ok) throw new Error(`accepted: ${JSON.stringify(d)}`);
    return r.error;
  };
  return { begin, play, refused };
}
