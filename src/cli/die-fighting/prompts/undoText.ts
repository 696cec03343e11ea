/** What an undo entry says it takes back: `1,1 → 3,2`, `the rest stay`. */
import type { Decision } from '../../../rulesets/die-fighting/types';
import type { PromptContext } from './context';

export function describeDecision(d: Decision): string {
  switch (d.kind) {
    case 'move':
      if (d.unit === null) return 'the rest stay';
      return d.to === d.unit ? `${d.unit} stays` : `${d.unit} → ${d.to}`;
    case 'combat':
      return d.unit === null ? 'the rest hold' : `${d.unit}: ${d.action?.type ?? 'hold'}`;
    default:
      return d.kind;
  }
}

/** What `side` could take back now, in words, or null. */
export const undoText = (ctx: PromptContext, side: string): string | null => {
  const d = ctx.undoable?.(side);
  return d ? describeDecision(d as Decision) : null;
};
