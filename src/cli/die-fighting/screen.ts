/**
 * Die Fighting at the terminal: the header lines before a battle and the screen `step`, `play`
 * and `replay` print through (face.ts joins them to the rules and the scenario files).
 */
import { MODES } from '../../rulesets/die-fighting/cards';
import type { Event } from '../../rulesets/die-fighting/events';
import type { BattleState } from '../../rulesets/die-fighting/state';
import type { BattleSetup, DieFightingKinds } from '../../rulesets/die-fighting/types';
import type { BattleScreen, GameFace } from '../battle/face';
import { stepScreen, viewPromptParts, viewScreen } from '../battle/screens';
import { lastResult } from './prompts/lastResult';
import { askingNames } from '../render/sideNames';
import { battleView, rosterAndMap } from './battleView';
import { humanSource } from './prompts/humanSource';
import { renderEvent } from './render/renderEvent';

type Screen = BattleScreen<BattleState, DieFightingKinds, Event>;

/** The mode and its points, the real-time length the text suggests, the game type and its rounds. */
export function dieFightingIntro(setup: BattleSetup): string[] {
  const { cols, rows } = setup.grid;
  const mode = setup.mode ? MODES[setup.mode] : null;
  const head = setup.mode
    ? `${setup.mode[0]!.toUpperCase()}${setup.mode.slice(1)}: ${setup.points} points an army, ${cols}x${rows} squares (a ${mode!.minutes}-minute game at the table)`
    : `${setup.points} points an army, ${cols}x${rows} squares`;
  const { game, maxRounds } = setup.options;
  const how =
    game === 'timed'
      ? `timed game: ${maxRounds} rounds stand for the clock; the most points destroyed wins`
      : `elimination game: until one side has no units left (at most ${maxRounds} rounds, then points destroyed decide)`;
  return [head, how];
}

export const dieFightingScreen: GameFace<BattleSetup, BattleState, DieFightingKinds, Event>['screen'] = (
  out,
  names,
  style,
  options,
): Screen => {
  if (options.mode === 'step') {
    // step: every event's line, and the map with the roster at each round's end.
    const event = (e: Event, s: BattleState): void => {
      out(renderEvent(e, names, style, s));
      if (e.type === 'roundEnded' && options.map) out(rosterAndMap(s, names, style));
    };
    return stepScreen(event, (ctx) => humanSource({ ...ctx, names, style, say: out, showMap: () => false }));
  }
  const view = battleView(out, names, style, options);
  return viewScreen(view, (ctx) =>
    humanSource({
      ...ctx,
      ...viewPromptParts(view, names, style),
      showMap: view.showMap,
      // Sides named as questions name them: a long army's name left no room for the result.
      lastResult: () => lastResult(view.recent(), askingNames(names), style, style.width),
    }),
  );
};
