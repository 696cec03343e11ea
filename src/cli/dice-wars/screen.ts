/**
 * Dice Wars at the terminal: the header lines before a battle and the screen `step`, `play` and
 * `replay` print through (the lead's face.ts joins them to the rules and the scenario files).
 */
import type { Event } from '../../rulesets/dice-wars/events';
import type { BattleState } from '../../rulesets/dice-wars/state';
import type { BattleSetup, DiceWarsKinds } from '../../rulesets/dice-wars/types';
import { SIZE_PRESETS } from '../../rulesets/dice-wars/army/sizes';
import { deployDepth } from '../../rulesets/dice-wars/setupCheck';
import type { BattleScreen, GameFace } from '../battle/face';
import { stepScreen, viewPromptParts, viewScreen } from '../battle/screens';
import { battleView, rosterAndMap } from './battleView';
import { letterBook } from './render/renderMap';
import { humanSource } from './prompts/humanSource';
import { renderEvent } from './render/renderEvent';
import { lastResult } from './prompts/lastResult';
import { askingNames } from '../render/sideNames';

type Screen = BattleScreen<BattleState, DiceWarsKinds, Event>;

/** `Skirmish (20-40 dice), 30 dice an army, `: the armies' size as the set-up gives it. */
function sizeText(size: BattleSetup['size']): string {
  if (!size) return '';
  const preset = size.preset ? SIZE_PRESETS[size.preset] : null;
  const range = preset ? `${preset.title} (${preset.min}-${preset.max} dice)` : '';
  const points = size.points !== undefined ? `${size.points} dice an army` : '';
  return `${[range, points].filter(Boolean).join(', ')}; `;
}

/** The armies' size, the table and its terrain, the deployment, the rounds and how the battle is won. */
export function diceWarsIntro(setup: BattleSetup): string[] {
  const { cols, rows, pieces } = setup.table;
  const table = `a ${cols}"x${rows}" table, ${pieces.length} terrain piece${pieces.length === 1 ? '' : 's'}, ${setup.units.length} units`;
  const deploy =
    setup.deployment === 'edge'
      ? `deployment within ${deployDepth(setup)}" of each side's edge`
      : 'units placed where the scenario puts them';
  return [
    `${sizeText(setup.size)}${table}`,
    `${setup.maxRounds} rounds; the side with the most dice left wins; ${deploy}`,
  ];
}

export const diceWarsScreen: GameFace<BattleSetup, BattleState, DiceWarsKinds, Event>['screen'] = (
  out,
  names,
  style,
  options,
): Screen => {
  if (options.mode === 'step') {
    // step: every event's line, and the roster and the map at each round's end.
    const letters = letterBook(names);
    const event = (e: Event, s: BattleState): void => {
      out(renderEvent(e, names, style, s));
      if (e.type === 'battleStarted') letters(s);
      if (e.type === 'roundEnded' && options.map) out(rosterAndMap(s, names, style, letters(s)));
    };
    return stepScreen(event, (ctx) =>
      humanSource({
        ...ctx,
        names,
        style,
        say: out,
        showMap: () => false,
        showRanges: () => undefined,
        boardRows: () => '',
      }),
    );
  }
  const view = battleView(out, names, style, options);
  return viewScreen(view, (ctx) =>
    humanSource({
      ...ctx,
      ...viewPromptParts(view, names, style),
      showMap: view.showBoard,
      showRanges: view.showRanges,
      boardRows: view.boardRows,
      overview: view.overview,
      // Sides named as questions name them: a long army's name left no room for the result.
      lastResult: () => lastResult(view.recent(), askingNames(names), style, style.width),
    }),
  );
};
