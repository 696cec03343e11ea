/**
 * Text for `diemen roll` with ordinary dice, one line per roll in the form dice rollers print:
 * `4d6kh3+2: [6, 4, 3, 1d]+2 = 15`. A dropped die is marked `d`, a success `*`, and a D3 shows the
 * d6 it came from (`5→3`).
 */
import { formatTarget, type RolledExpression, type RolledTerm } from '../../dice';
import type { OrdinaryRollReport, Outcome } from '../dice/ordinaryRoll';
import { fit } from '../layout/wrap';
import type { Style } from '../style';

function die(d: RolledTerm['dice'][number], style: Style): string {
  const shown = d.face === d.value ? String(d.value) : `${d.face}→${d.value}`;
  if (!d.kept) return style.dim(`${shown}d`);
  return d.success ? style.good(`${shown}*`) : shown;
}

function term(t: RolledTerm, i: number, style: Style): string {
  const sign = t.term.sign < 0 ? '-' : i > 0 ? '+' : '';
  if (t.term.kind === 'constant') return `${sign}${t.term.value}`;
  return `${sign}[${t.dice.map((d) => die(d, style)).join(', ')}]`;
}

function result(r: RolledExpression, style: Style): string {
  const counting = r.successes !== null && r.terms.every((t) => t.term.kind === 'dice' && t.term.compare);
  const text = counting ? `${r.total} ${r.total === 1 ? 'success' : 'successes'}` : String(r.total);
  return style.bold(text);
}

const line = (expression: string, r: RolledExpression, style: Style): string =>
  `${expression}: ${r.terms.map((t, i) => term(t, i, style)).join('')} = ${result(r, style)}`;

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
