/**
 * Where a model can strike an enemy unit from (ai/strikeField.ts on the fast position): per seat,
 * attacker height and weapon range, a byte a square, filled as asked and cleared when the enemy's
 * squares change (its version). The same test: one of the enemy's models in range and seen, the
 * sight lines read from the enemy's height to the attacker's on the seat's own table.
 */
import type { Profile } from '../weapons';
import { seatAt, type FastUnit, type Position, type StrikeMemo } from './position';

/** The field for striking `foe` from the seat that is `turned`, `height` tall, with `prof`'s range. */
export function fieldOf(
  p: Position,
  foe: FastUnit,
  turned: boolean,
  height: number,
  prof: Profile,
): StrikeMemo {
  for (const m of foe.fields)
    if (m.turned === turned && m.height === height && m.min === prof.min && m.max === prof.max) {
      if (m.version !== foe.version) {
        m.at.fill(0);
        m.version = foe.version;
        m.cells = seatAt(foe, turned);
      }
      return m;
    }
  const m: StrikeMemo = {
    turned,
    height,
    min: prof.min,
    max: prof.max,
    version: foe.version,
    at: new Uint8Array(p.map.size),
    cells: seatAt(foe, turned),
    lines: p.map.seats[turned ? 1 : 0].sight.between(foe.height, height),
    rows: p.map.rows,
  };
  foe.fields.push(m);
  return m;
}

/** Whether a model on seat square x strikes the field's enemy. */
export function strikes(f: StrikeMemo, x: number): boolean {
  let v = f.at[x]!;
  if (v === 0) {
    v = 1;
    const rows = f.rows;
    const xc = (x / rows) | 0;
    for (const m of f.cells) {
      if (m < 0) continue;
      const mc = (m / rows) | 0;
      // gapBetween, written out: this runs for every square a field is first asked of.
      const dx = Math.abs(xc - mc) - 1;
      const dy = Math.abs(x - xc * rows - (m - mc * rows)) - 1;
      const g = dx <= 0 ? (dy <= 0 ? 0 : dy) : dy <= 0 ? dx : Math.sqrt(dx * dx + dy * dy);
      if (g >= f.min && g <= f.max && f.lines.sees(m, x)) {
        v = 2;
        break;
      }
    }
    f.at[x] = v;
  }
  return v === 2;
}
