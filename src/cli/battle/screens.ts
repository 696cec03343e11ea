/**
 * The two shapes of a game's battle screen. `step` shows each event as it comes and never
 * resumes, so nothing is held back; `play` and `replay` show through the game's map view
 * (mapView.ts). A game's face gives the pieces that are its own: the event lines, the view, and
 * the prompts a person is asked through.
 */
import type { KindTable } from '../../engine/kinds';
import type { Prompter } from '../prompts/prompter';
import { askingNames, type SideNames } from '../render/sideNames';
import type { Style } from '../style';
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

/** `prompter`, telling `asked` as each question is put (its lines go on screen uncounted). */
export function tellingPrompter(prompter: Prompter, asked: () => void): Prompter {
  return {
    select: (message, choices, initial) => (asked(), prompter.select(message, choices, initial)),
    number: (message, min, max, initial) => (asked(), prompter.number(message, min, max, initial)),
    input: (message, validate, initial) => (asked(), prompter.input(message, validate, initial)),
    pause: (message) => (asked(), prompter.pause(message)),
    secretly: (run) => (asked(), prompter.secretly(run)),
  };
}

/**
 * `play` and `replay`: the game's map view, and a person asked on the same screen. Once a
 * question is put, the view no longer counts the map as in sight (the question's lines are under
 * it).
 */
export function viewScreen<S, T extends KindTable, E>(
  view: Pick<MapView<E, S>, 'event' | 'replayed' | 'catchUp' | 'asked' | 'finish'>,
  human: Human<S, T, E>,
): BattleScreen<S, T, E> {
  const asking: Human<S, T, E> = (ctx) =>
    human({ ...ctx, prompter: tellingPrompter(ctx.prompter, view.asked) });
  const { event, replayed, catchUp, finish } = view;
  return { event, replayed, catchUp, finish, human: asking };
}

/**
 * What every game's prompts on the play screen take from its map view: the side names as
 * questions show them (cut to fit), the style, lines said through the view (counted under the
 * map) and how much of the map is still in sight.
 */
export function viewPromptParts(
  view: Pick<MapView<unknown, unknown>, 'say' | 'mapLines'>,
  names: SideNames,
  style: Style,
) {
  return { names: askingNames(names), style, say: view.say, mapLines: view.mapLines };
}
