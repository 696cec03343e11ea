/**
 * The two shapes of a game's battle screen. `step` shows each event as it comes and never
 * resumes, so nothing is held back; `play` and `replay` show through the game's map view
 * (mapView.ts). A game's face gives the pieces that are its own: the event lines, the view, and
 * the prompts a person is asked through.
 */
import type { KindTable } from '../../engine/kinds';
import type { BattleScreen } from './face';
import type { MapView } from './mapView';

type Human<S, T extends KindTable, E> = BattleScreen<S, T, E>['human'];

/** `step`: every event shown at once, and a person asked without a map. */
export function stepScreen<S, T extends KindTable, E>(
  event: (e: E, state: S) => void,
  human: Human<S, T, E>,
): BattleScreen<S, T, E> {
  return { event, replayed: event, catchUp: () => undefined, human };
}

/** `play` and `replay`: the game's map view, and a person asked on the same screen. */
export function viewScreen<S, T extends KindTable, E>(
  view: Pick<MapView<E, S>, 'event' | 'replayed' | 'catchUp'>,
  human: Human<S, T, E>,
): BattleScreen<S, T, E> {
  return { event: view.event, replayed: view.replayed, catchUp: view.catchUp, human };
}
