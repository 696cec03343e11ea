/** What an undo entry says it takes back: `activating gun`, `gun's free move to 10,6`. */
import { unitById } from '../../../rulesets/dice-wars/board';
import type { BattleState } from '../../../rulesets/dice-wars/state';
import type { Decision } from '../../../rulesets/dice-wars/types';
import type { PromptContext } from './context';
import { askedName } from './askedName';

export function describeDecision(d: Decision, s: BattleState): string {
  switch (d.kind) {
    case 'activate':
      return d.unit === null
        ? 'the rest do nothing'
        : `activating ${askedName(unitById(s, d.unit)?.name ?? d.unit)}`;
    case 'act': {
      const a = d.action;
      if (a.type === 'freeMove' || a.type === 'move')
        return `${a.type === 'move' ? 'Move' : 'free move'} to ${a.to[0]}`;
      return a.type === 'end' ? 'ending the activation' : a.type;
    }
    default:
      return d.kind;
  }
}

/** What `side` could take back now, in words, or null. */
export const undoText = (ctx: PromptContext, side: string, s: BattleState): string | null => {
  const d = ctx.undoable?.(side);
  return d ? describeDecision(d as Decision, s) : null;
};
