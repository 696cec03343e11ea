/**
 * Invariants of the Dice Wars table geometry on random tables. Sight and moves are also checked
 * against oracles written here from docs/rules.md (DW-G3, DW-G4), not from the code: a sight line
 * clipped against each square in floating point, and Bellman-Ford over the climbing step rule.
 */
import fc from 'fast-check';
import { cellKey, type CellKey } from '../../../../src/grid';
import {
  coherent,
  gap,
  inCover,
  inZone,
  reachable,
  sees,
  terrainSays,
  type Figure,
  type Table,
  type TerrainPiece,
} from '../../../../src/rulesets/dice-wars/table';

const HEIGHTS = [0, 0, 0, 0, 0.5, 1, 1.5, 2, 3, 6];
const FIGURES = [1, 1.5, 3];

interface Drawn {
  readonly table: Table;
  readonly h: readonly (readonly number[])[]; // [col][row]
}

const randomTable = fc
  .record({ cols: fc.integer({ min: 1, max: 8 }), rows: fc.integer({ min: 1, max: 8 }) })
  .chain(({ cols, rows }) =>
    fc
      .array(fc.array(fc.constantFrom(...HEIGHTS), { minLength: rows, maxLength: rows }), {
        minLength: cols,
        maxLength: cols,
      })
      .map((h): Drawn => {
        const pieces: TerrainPiece[] = [];
        h.forEach((col, c) =>
          col.forEach((height, r) => {
            if (height > 0) pieces.push({ id: `p${c}-${r}`, cells: [cellKey(c, r)], height });
          }),
        );
        return { table: { cols, rows, pieces }, h };
      }),
  );

const square = (d: Drawn) =>
  fc.record({
    col: fc.integer({ min: 0, max: d.table.cols - 1 }),
    row: fc.integer({ min: 0, max: d.table.rows - 1 }),
  });
const figure = (d: Drawn) =>
  fc.record({ at: square(d).map((c) => cellKey(c.col, c.row)), height: fc.constantFrom(...FIGURES) });
const withFigures = randomTable.chain((d) => fc.tuple(fc.constant(d), figure(d), figure(d)));
const xy = (k: CellKey) => k.split(',').map(Number) as [number, number];
const anyKey = fc.tuple(fc.nat(60), fc.nat(60)).map(([c, r]) => cellKey(c, r));

describe('gap', () => {
  it('is symmetric, 0 exactly between touching squares, and within √2 below the centre distance', () => {
    fc.assert(
      fc.property(anyKey, anyKey, (a, b) => {
        const [ac, ar] = xy(a);
        const [bc, br] = xy(b);
        const centre = Math.hypot(ac - bc, ar - br);
        expect(gap(a, b)).toBe(gap(b, a));
        expect(gap(a, b) === 0).toBe(Math.max(Math.abs(ac - bc), Math.abs(ar - br)) <= 1);
        expect(gap(a, b)).toBeLessThanOrEqual(centre);
        expect(gap(a, b)).toBeGreaterThanOrEqual(centre - Math.SQRT2 - 1e-12);
      }),
    );
  });
});

/** The oracle's verdict: 'unsure' when some height is within a hair of the line (a graze). */
type Verdict = 'seen' | 'hidden' | 'unsure';
const HAIR = 1e-9;

/** DW-G4 from the text of the ruling: the top-to-top line clipped against every square. */
function oracleSees(d: Drawn, from: Figure, to: Figure): Verdict {
  const [c0, r0] = xy(from.at);
  const [c1, r1] = xy(to.at);
  if (c0 === c1 && r0 === r1) return 'seen';
  const z0 = d.h[c0]![r0]! + from.height;
  const z1 = d.h[c1]![r1]! + to.height;
  const z = (t: number) => z0 + (z1 - z0) * t;
  const [x0, y0, dx, dy] = [c0 + 0.5, r0 + 0.5, c1 - c0, r1 - r0];
  let unsure = false;
  const touches = new Map<string, number[]>(); // corner t (rounded) → heights of squares touched there
  for (let c = 0; c < d.table.cols; c++) {
    for (let r = 0; r < d.table.rows; r++) {
      if ((c === c0 && r === r0) || (c === c1 && r === r1)) continue;
      // Where the segment is inside [c, c+1] × [r, r+1] (slab clipping).
      let lo = 0;
      let hi = 1;
      for (const [p, q, low] of [
        [x0, dx, c],
        [y0, dy, r],
      ] as const) {
        if (q === 0) {
          if (p < low || p > low + 1) hi = -1;
        } else {
          const ta = (low - p) / q;
          const tb = (low + 1 - p) / q;
          lo = Math.max(lo, Math.min(ta, tb));
          hi = Math.min(hi, Math.max(ta, tb));
        }
      }
      const H = d.h[c]![r]!;
      if (hi < lo - HAIR) continue;
      if (hi - lo <= HAIR) {
        const key = lo.toFixed(6);
        touches.set(key, [...(touches.get(key) ?? []), H]);
        continue;
      }
      const low = Math.min(z(lo), z(hi));
      if (Math.abs(low - H) < HAIR) unsure = true;
      else if (low < H) return 'hidden';
    }
  }
  for (const [t, hs] of touches) {
    if (hs.length !== 2) continue;
    const gapHeight = Math.min(...hs);
    const zt = z(Number(t));
    if (Math.abs(zt - gapHeight) < 1e-5) unsure = true;
    else if (zt < gapHeight) return 'hidden';
  }
  return unsure ? 'unsure' : 'seen';
}

describe('sees', () => {
  it('is symmetric and agrees with the clipped-line oracle', () => {
    fc.assert(
      fc.property(withFigures, ([d, a, b]) => {
        const there = sees(d.table, a, b);
        expect(sees(d.table, b, a)).toBe(there);
        const want = oracleSees(d, a, b);
        if (want !== 'unsure') expect([a, b, there]).toEqual([a, b, want === 'seen']);
      }),
      { numRuns: 500 },
    );
  });

  it('a taller model never sees less; terrain added between them never reveals', () => {
    fc.assert(
      fc.property(withFigures, fc.nat(), fc.constantFrom(1, 2, 6), ([d, a, b], pick, height) => {
        const there = sees(d.table, a, b);
        if (there) expect(sees(d.table, { ...a, height: a.height + 1 }, b)).toBe(true);
        const cols = d.table.cols;
        const rows = d.table.rows;
        const k = cellKey(pick % cols, Math.floor(pick / cols) % rows);
        if (k === a.at || k === b.at) return;
        const more = { ...d.table, pieces: [...d.table.pieces, { id: 'new', cells: [k], height }] };
        if (!there) expect(sees(more, a, b)).toBe(false);
      }),
    );
  });

  it('sees everything on an open table', () => {
    fc.assert(
      fc.property(withFigures, ([d, a, b]) => {
        expect(sees({ ...d.table, pieces: [] }, a, b)).toBe(true);
      }),
    );
  });
});

/** DW-G3 written out again: across (1 or √2) plus every inch up and down, diagonals over the lower side. */
function oracleStep(d: Drawn, [uc, ur]: [number, number], [vc, vr]: [number, number]): number {
  const hu = d.h[uc]![ur]!;
  const hv = d.h[vc]![vr]!;
  if (uc === vc || ur === vr) return 1 + Math.abs(hu - hv);
  const top = Math.max(hu, hv, Math.min(d.h[vc]![ur]!, d.h[uc]![vr]!));
  return Math.SQRT2 + 2 * top - hu - hv;
}

function bellmanFord(d: Drawn, from: CellKey): Map<CellKey, number> {
  const { cols, rows } = d.table;
  const cost = new Map<CellKey, number>([[from, 0]]);
  for (let changed = true; changed;) {
    changed = false;
    for (const [u, cu] of [...cost]) {
      const [uc, ur] = xy(u);
      for (let dc = -1; dc <= 1; dc++)
        for (let dr = -1; dr <= 1; dr++) {
          const [vc, vr] = [uc + dc, ur + dr];
          if ((dc === 0 && dr === 0) || vc < 0 || vr < 0 || vc >= cols || vr >= rows) continue;
          const v = cellKey(vc, vr);
          const nc = cu + oracleStep(d, [uc, ur], [vc, vr]);
          if (nc < (cost.get(v) ?? Infinity) - 1e-12) {
            cost.set(v, nc);
            changed = true;
          }
        }
    }
  }
  return cost;
}

const withStart = randomTable.chain((d) =>
  fc.tuple(
    fc.constant(d),
    square(d).map((c) => cellKey(c.col, c.row)),
    fc.integer({ min: 0, max: 24 }),
    fc.integer({ min: 0, max: 24 }),
  ),
);

describe('reachable', () => {
  it('matches Bellman-Ford over the climbing rule, within the budget', () => {
    fc.assert(
      fc.property(withStart, ([d, from, budget]) => {
        const got = reachable(d.table, from, budget, new Set());
        const want = [...bellmanFord(d, from)].filter(([, c]) => c <= budget + 1e-9);
        expect(new Set(got.keys())).toEqual(new Set(want.map(([k]) => k)));
        for (const [k, c] of want) expect(got.get(k)).toBeCloseTo(c, 9);
      }),
    );
  });

  it('reaches more, never less, with a bigger budget, at the same costs', () => {
    fc.assert(
      fc.property(withStart, ([d, from, b1, b2]) => {
        const [lo, hi] = b1 <= b2 ? [b1, b2] : [b2, b1];
        const small = reachable(d.table, from, lo, new Set());
        const big = reachable(d.table, from, hi, new Set());
        for (const [k, c] of small) expect(big.get(k)).toBe(c);
        for (const [k, c] of big) if (c <= lo) expect(small.get(k)).toBe(c);
      }),
    );
  });

  it('never ends on a taken square but the start, and leaves the rest as they were', () => {
    fc.assert(
      fc.property(withStart, fc.array(anyKey, { maxLength: 10 }), ([d, from, budget], taken) => {
        const occupied = new Set([...taken, from]);
        const free = reachable(d.table, from, budget, new Set());
        const got = reachable(d.table, from, budget, occupied);
        expect(got.get(from)).toBe(0);
        for (const [k, c] of free) expect(got.get(k)).toBe(k !== from && occupied.has(k) ? undefined : c);
      }),
    );
  });
});

describe('inCover', () => {
  const squad = randomTable.chain((d) =>
    fc.tuple(fc.constant(d), fc.array(figure(d), { minLength: 1, maxLength: 5 })),
  );
  it('a squad is in cover exactly when each member alone is', () => {
    fc.assert(
      fc.property(squad, ([d, members]) => {
        expect(inCover(d.table, members)).toBe(members.every((m) => inCover(d.table, [m])));
      }),
    );
  });
  it('more terrain or a shorter model never loses cover', () => {
    fc.assert(
      fc.property(squad, anyKey, ([d, members], k) => {
        if (!inCover(d.table, members)) return;
        const [c, r] = xy(k);
        const cell = cellKey(c % d.table.cols, r % d.table.rows);
        const more = { ...d.table, pieces: [...d.table.pieces, { id: 'new', cells: [cell], height: 6 }] };
        expect(inCover(more, members)).toBe(true);
        expect(
          inCover(
            d.table,
            members.map((m) => ({ ...m, height: m.height / 2 })),
          ),
        ).toBe(true);
      }),
    );
  });
});

describe('terrainSays', () => {
  const squad = randomTable.chain((d) =>
    fc.tuple(
      fc.constant(d),
      fc.array(figure(d), { minLength: 1, maxLength: 4 }),
      fc.constantFrom(...FIGURES),
      fc.array(figure(d), { maxLength: 3 }),
    ),
  );
  it('settles cover whatever else is near (2: covered, 0: not), else leaves it to what is (1)', () => {
    fc.assert(
      fc.property(squad, ([d, placed, height, others]) => {
        const members = placed.map((m) => ({ at: m.at, height }));
        const extra = others.map((o, i) => ({ id: `x${i}`, cells: [o.at], height: o.height * 2 }));
        const bare = inCover(d.table, members);
        const said = terrainSays(
          d.table,
          members.map((m) => m.at),
          height,
        );
        expect(said).toBe(bare ? 2 : 1);
        if (said === 2) expect(inCover(d.table, members, extra)).toBe(true);
      }),
    );
  });
  it('no squares, or one off the table: not in cover (0)', () => {
    fc.assert(
      fc.property(randomTable, ({ table }) => {
        expect(terrainSays(table, [], 1)).toBe(0);
        expect(terrainSays(table, [cellKey(table.cols, 0)], 1)).toBe(0);
        expect(inCover(table, [{ at: cellKey(table.cols, 0), height: 1 }])).toBe(false);
      }),
    );
  });
});

describe('coherent and inZone', () => {
  const members = fc.array(
    fc.tuple(fc.nat(6), fc.nat(6)).map(([c, r]) => cellKey(c, r)),
    { maxLength: 6 },
  );
  it('coherency ignores order, and a model set down touching a coherent squad keeps it coherent', () => {
    fc.assert(
      fc.property(
        members,
        fc.nat(),
        fc.constantFrom(-1, 0, 1),
        fc.constantFrom(-1, 0, 1),
        (ms, pick, dc, dr) => {
          expect(coherent([...ms].reverse())).toBe(coherent(ms));
          if (ms.length === 0 || !coherent(ms)) return;
          const [c, r] = xy(ms[pick % ms.length]!);
          if (c + dc < 0 || r + dr < 0) return;
          expect(coherent([...ms, cellKey(c + dc, r + dr)])).toBe(true);
        },
      ),
    );
  });
  it('a deeper zone holds more, and a unit is in it when each model is', () => {
    const table: Table = { cols: 48, rows: 36, pieces: [] };
    const edge = fc.constantFrom('north', 'south', 'east', 'west' as const);
    fc.assert(
      fc.property(members, edge, fc.integer({ min: 0, max: 12 }), (ms, e, depth) => {
        const all = inZone(table, ms, e, depth);
        expect(all).toBe(ms.every((m) => inZone(table, [m], e, depth)));
        if (all) expect(inZone(table, ms, e, depth + 1)).toBe(true);
      }),
    );
  });
});
