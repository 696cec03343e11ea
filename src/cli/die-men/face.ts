/** Die, Men! at the terminal: its header, how a battle is shown, and the prompts. */
import { terrainNow, type BattleState, type Event } from '../../rulesets/die-men';
import { dieMenGame } from '../../rulesets/die-men/game';
import { dieMenScenarios } from '../../rulesets/die-men/scenario';
import type { BattleSetup, DieMenKinds } from '../../rulesets/die-men/types';
import type { BattleScreen, GameFace, ScreenOptions } from '../battle/face';
import { stepScreen, viewPromptParts, viewScreen } from '../battle/screens';
import type { Style } from '../style';
import { battleView } from './battleView';
import { humanSource } from './prompts/humanSource';
import { lastResult } from './prompts/lastResult';
import { askingNames, type SideNames } from '../render/sideNames';
import { battleLegend, renderBoard } from './render/renderBattleMap';
import { renderEvent } from './render/renderEvent';
import { renderQueue } from './render/renderQueue';
import { fullComplications } from '../../rulesets/die-men/complications';
import { renderScale } from './render/renderScale';
import { dieMenPicture } from './svg/dieMenPicture';

type Screen = BattleScreen<BattleState, DieMenKinds, Event>;

/** `step`: every event's line, the queue table, and the map at each round's end (and after deployment). */
function stepFace(out: (text: string) => void, names: SideNames, style: Style, map: boolean): Screen {
  const event = (e: Event, s: BattleState): void => {
    const line = renderEvent(e, names, style);
    if (line !== null) out(line);
    if (e.type === 'queue') out(renderQueue(e.queue, e.groups, names, style));
    // At each round's end, and once the last unit is placed before round 1 (ruling 33).
    const placed = (e.type === 'deployed' || e.type === 'notDeployed') && s.deployment === null;
    if ((e.type === 'roundEnded' || placed) && map) {
      // As play draws it: the legend above, one line of key under the board, so at 80x24 the
      // board is whole above "Enter for round N" (its key of up to 9 lines had pushed the top off).
      out(battleLegend(s.rules.grid, terrainNow(s), s.occupants, names, style));
      out(renderBoard(s.rules.grid, terrainNow(s), s.occupants, names, style));
    }
  };
  // step asks no one; a prompt here would work all the same, without the map.
  return stepScreen(event, (ctx) =>
    humanSource({ ...ctx, names, style, say: out, showMap: () => false, showTable: out }),
  );
}

/** `play` and `replay`: the map when it changed, the queue once, prompts that see the same screen. */
function playFace(out: (text: string) => void, names: SideNames, style: Style, o: ScreenOptions): Screen {
  const view = battleView(out, names, style, o);
  return viewScreen(view, (ctx) =>
    humanSource({
      ...ctx,
      ...viewPromptParts(view, names, style),
      showMap: view.showMap,
      showTable: view.showTable,
      // What the sets did since the last question, for the `last:` line above "spend it on?".
      lastResult: () => lastResult(view.recent(), askingNames(names), style, style.width),
    }),
  );
}

export const dieMenFace: GameFace<BattleSetup, BattleState, DieMenKinds, Event> = {
  rules: dieMenGame,
  scenario: dieMenScenarios,
  intro: (setup) => [renderScale(setup.scale, fullComplications(setup.options.complications))],
  screen: (out, names, style, options) =>
    options.mode === 'step' ? stepFace(out, names, style, options.map) : playFace(out, names, style, options),
  picture: dieMenPicture,
};
