/** What an undo entry says it takes back: `3x5: Move 2,1 → 3,1`, `2 free moves`, `no Command Interference`. */
import type { Decision } from '../../../rulesets/die-men';
import type { PromptContext } from './context';

export function describeDecision(d: Decision): string {
  switch (d.kind) {
    case 'assign': {
      const t = d.tactic;
      const type = t.type[0]!.toUpperCase() + t.type.slice(1);
      const where = 'from' in t ? ` ${t.from} → ${t.to}` : 'at' in t ? ` ${t.at}` : '';
      // The set's id is `side.3x5`: shown as the set, `3×5`.
      return `${d.set.replace(/^[^.]*\./, '').replace('x', '×')}: ${type}${where}`;
    }
    case 'free':
      return `${d.moves.length} free move${d.moves.length === 1 ? '' : 's'}`;
    case 'declare':
      return `declaring ${d.declaration.strategy}`;
    case 'interfere':
      // Not the request's name, `interfere`, which the undo entry showed.
      return d.attempts?.length
        ? `Command Interference in ${d.attempts.map((a) => a.at).join(' ')}`
        : 'no Command Interference';
    case 'gobble':
      return `${d.dice} gobble dice`;
    default:
      return d.kind;
  }
}

/** What `side` could take back now, in words, or null. */
export const undoText = (ctx: PromptContext, side: string): string | null => {
  const d = ctx.undoable?.(side);
  return d ? describeDecision(d as Decision) : null;
};
