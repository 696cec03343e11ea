/**
 * "Which unit?" in a phase (movement, combat): the side's units not yet activated, the board
 * around them above the list, the first pre-selected, ending the phase confirmed, and `undo` when
 * the last decision can be taken back. The two phases differ only in their words. Undo and the end
 * come first, above the units: with 8 units or more they would sit below what an 80x24 screen
 * shows of the list (df-battle), and a player couldn't see that they exist.
 */
import { unactivated } from '../../../rulesets/die-fighting/legal';
import type { BattleState } from '../../../rulesets/die-fighting/state';
import type { Unit } from '../../../rulesets/die-fighting/types';
import { pickOrEnd } from '../../prompts/pickOrEnd';
import { unitKind } from '../render/labels';
import { withLast } from '../../prompts/lastLine';
import type { PromptContext } from './context';
import { sayUnitsBoard } from './pickMap';
import { undoText } from './undoText';
import { unitChoice } from './unitChoice';

export interface PhaseWords {
  /** The question after the side's name: `round 2, movement. Move which unit?`. */
  readonly question: string;
  /** What the end of the phase says, given how many units have not acted: its entry, its confirmation. */
  readonly end: (left: number) => { readonly name: string; readonly confirm: string };
  /** A note after a unit's entry (combat: it began the phase next to an enemy). */
  readonly note?: (u: Unit) => string;
}

export async function pickPhaseUnit(
  s: BattleState,
  side: string,
  ctx: PromptContext,
  drew: boolean,
  words: PhaseWords,
): Promise<Unit | null> {
  const units = unactivated(s, side);
  const undo = undoText(ctx, side);
  // The board that fits, then what the dice did since the last question, on lines kept for it.
  const { ctx: fitting, last } = withLast(ctx);
  let first = true;
  const show = () => {
    // Asked again after a No to ending the phase: the full map is no longer just drawn.
    sayUnitsBoard(s, side, units, undo === null ? 1 : 2, fitting, drew && first);
    if (last !== null) ctx.say(last);
    first = false;
  };
  const at = await pickOrEnd(
    ctx.prompter,
    `${ctx.names.styled(side)}: ${words.question}`,
    units.map((u) => ({
      name: unitChoice(u, words.note?.(u) ?? ''),
      short: `${u.at} ${unitKind(u)}`,
      value: u.at,
    })),
    words.end(units.length),
    undo,
    { at: 'first', show },
  );
  return at === null ? null : (units.find((u) => u.at === at) ?? null);
}
