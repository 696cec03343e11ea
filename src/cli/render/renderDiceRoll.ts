/**
 * Text for `diemen roll` with ordinary dice, one line per roll in the form dice rollers print:
 * `4d6kh3+2: [6, 4, 3, 1d]+2 = 15`. A dropped die is marked `d`, a success `*`, and a D3 shows the
 * d6 it came from (`5→3`).
 */
import { counts, formatTarget, type DiceTerm, type RolledExpression, type RolledTerm } from '../../dice';
import type { OrdinaryRollReport, Outcome } from '../dice/ordinaryRoll';
import { fit } from '../layout/wrap';
import type { Style } from '../style';

type Die = RolledTerm['dice'][number];

/** rpg-dice-roller's marks: `!` exploded (`!!` compounded, `p` penetrating), `r` rerolled, `^`/`v` raised to min / lowered to max, `_` a failure, `**`/`__` critical. */
function marks(d: Die, t: DiceTerm): string {
  const pen = t.mods?.explode?.penetrate ? 'p' : '';
  return [
    d.compounded ? `!!${pen}` : d.exploded ? `!${pen}` : '',
    d.rerolled ? 'r' : '',
    d.clamped === 'min' ? '^' : d.clamped === 'max' ? 'v' : '',
    d.critical === 'success' ? '**' : d.critical === 'failure' ? '__' : '',
  ].join('');
}

function die(d: Die, t: DiceTerm, style: Style): string {
  // A D3 shows the d6 it came from; other dice show what they count for.
  const halved = t.die.faces !== t.die.sides && !t.die.fudge;
  const shown = (halved ? `${d.face}→${d.value}` : String(d.value)) + marks(d, t);
  if (!d.kept) return style.dim(`${shown}d`);
  if (d.failure && !d.success) return style.bad(`${shown}_`);
  const stars = d.worth !== undefined ? Math.max(0, d.worth) : d.success ? 1 : 0;
  return stars ? style.good(shown + '*'.repeat(stars)) : shown;
}

function term(t: RolledTerm, i: number, style: Style): string {
  const sign = t.term.sign < 0 ? '-' : i > 0 ? '+' : '';
  if (t.term.kind === 'constant') return `${sign}${t.term.value}`;
  const x = t.term;
  const factor = x.mods?.factor !== undefined ? `*${x.mods.factor}` : '';
  const matches = x.mods?.matches ? ` (${Math.abs(t.value / (x.mods.factor ?? 1))} alike)` : '';
  return `${sign}[${t.dice.map((d) => die(d, x, style)).join(', ')}]${factor}${matches}`;
}

function result(r: RolledExpression, style: Style): string {
  const counting = r.successes !== null && r.terms.every((t) => t.term.kind === 'dice' && counts(t.term));
  const text = counting ? `${r.total} ${r.total === 1 ? 'success' : 'successes'}` : String(r.total);
  return style.bold(text);
}

/** The dice of a roll as rollers print them: `[6, 4, 3, 1d]+2`. */
export const rolledText = (r: RolledExpression, style: Style): string =>
  r.terms.map((t, i) => term(t, i, style)).join('');

const line = (expression: string, r: RolledExpression, style: Style): string =>
  `${expression}: ${rolledText(r, style)} = ${result(r, style)}`;

const OUTCOME: Record<Outcome, string> = {
  'first-higher': 'first higher',
  tie: 'tie',
  'second-higher': 'second higher',
};

function targetLine(r: OrdinaryRollReport): string | null {
  if (!r.target && !r.mod) return null;
  const asked = [r.target ? `--target ${formatTarget(r.target)}` : '', r.mod ? `--mod ${r.mod}` : '']
    .filter(Boolean)
    .join(' ');
  return `counting ${r.expression} (${asked})`;
}

export function renderDiceRoll(r: OrdinaryRollReport, style: Style): string {
  const lines: string[] = [];
  const head = targetLine(r);
  if (head) lines.push(head);
  // As typed, unless --target or --mod changed what is counted.
  const label = head ? r.expression : r.notation;
  for (const x of r.rolls) {
    lines.push(line(label, x.roll, style));
    if (x.vs && r.vs && x.outcome) {
      lines.push(line(r.vs.notation, x.vs, style));
      const text = `${OUTCOME[x.outcome]}: ${x.roll.total} vs ${x.vs.total}`;
      lines.push(x.outcome === 'first-higher' ? style.good(text) : style.bad(text));
    }
  }
  if (r.seed !== undefined) lines.push(style.dim(`seed: ${r.seed}`));
  return fit(lines.join('\n'), style.width);
}
