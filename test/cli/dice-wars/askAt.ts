/**
 * Dice Wars' human decision source asked at a screen, for the face's tests: the battle view draws
 * into `out`, so a test reads what a player would see above and under the question.
 */
import { battleView } from '../../../src/cli/dice-wars/battleView';
import type { PromptContext } from '../../../src/cli/dice-wars/prompts/context';
import { humanSource } from '../../../src/cli/dice-wars/prompts/humanSource';
import type { SideNames } from '../../../src/cli/render/sideNames';
import { plainStyle } from '../../../src/cli/style';
import type { BattleState } from '../../../src/rulesets/dice-wars/state';
import type { Decision } from '../../../src/rulesets/dice-wars/types';
import type { Prompter } from '../../../src/cli/prompts/prompter';

/** The decision `prompter` gives at `state`'s question, and every line printed on the way. */
export async function askAt(
  state: BattleState,
  prompter: Prompter,
  names: SideNames,
  extra: Partial<PromptContext> = {},
): Promise<{ d: Decision; out: string[] }> {
  const out: string[] = [];
  const view = battleView((t) => out.push(t), names, plainStyle, { map: true });
  const ctx: PromptContext = {
    prompter,
    names,
    style: plainStyle,
    say: (t) => out.push(t),
    showMap: view.showBoard,
    showRanges: view.showRanges,
    boardRows: view.boardRows,
    overview: view.overview,
    dice: false,
    hotSeat: false,
    ...extra,
  };
  const d = await (humanSource(ctx).decide(state.awaiting!, state) as Promise<Decision>);
  return { d, out };
}
