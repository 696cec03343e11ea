/**
 * Where a model can strike an enemy unit from (ai/strikeField.ts on the fast position): per seat,
 * attacker height and weapon range, a byte a square, filled as asked and cleared when the enemy's
 * squares change (its version). The same test: one of the enemy's models in range and seen, the
 * sight lines read from the enemy's height to the attacker's on the seat's own table.
 */
import type { Lines } from '../geometry';
import { gapBetween } from '../table/gap';
import type { Profile } from '../weapons';
import { seatAt, type FastUnit, type Position, type StrikeMemo } from './position';

export interface Field {
  readonly memo: StrikeMemo;
  readonly cells: readonly number[];
  readonly lines: Lines;
  readonly rows: number;
  readonly min: number;
  readonly max: number;
}

function memoOf(p: Position, foe: FastUnit, turned: boolean, height: number, prof: Profile): StrikeMemo {
  for (const m of foe.fields)
    if (m.turned === turned && m.height === height && m.min === prof.min && m.max === prof.max) {
      if (m.version !== foe.version) {
        m.at.fill(0);
        m.version = foe.version;
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
  };
  foe.fields.push(m);
  return m;
}

/** The field for striking `foe` from the seat that is `turned`, `height` tall, with `prof`'s range. */
export function fieldOf(p: Position, foe: FastUnit, turned: boolean, height: number, prof: Profile): Field {
  const seat = p.map.seats[turned ? 1 : 0];
  return {
    memo: memoOf(p, foe, turned, height, prof),
    cells: seatAt(foe, turned),
    lines: seat.sight.between(foe.height, height),
    rows: p.map.rows,
    min: prof.min,
    max: prof.max,
  };
}

/** Whether a model on seat square x strikes the field's enemy. */
export function strikes(f: Field, x: number): boolean {
  let v = f.memo.at[x]!;
  if (v === 0) {
    v = 1;
    const rows = f.rows;
    const xc = (x / rows) | 0;
    for (const m of f.cells) {
      if (m < 0) continue;
      const mc = (m / rows) | 0;
      const g = gapBetween(xc - mc, x - xc * rows - (m - mc * rows));
      if (g >= f.min && g <= f.max && f.lines.sees(m, x)) {
        v = 2;
        break;
      }
    }
    f.memo.at[x] = v;
  }
  return v === 2;
}
