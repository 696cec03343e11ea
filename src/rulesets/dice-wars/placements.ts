/**
 * Where a unit may be deployed: the lawful formations in its side's zone. A single model takes a
 * square; a squad a line along its edge, or a block two deep when the line doesn't fit, from each
 * square of the zone. Not every coherent shape (a squad of five has thousands): these are the
 * formations the generals and the prompts offer; a script or a typed list of squares may give any
 * lawful one.
 */
import type { CellKey, Edge } from '../../grid/types';
import { deployProblem, edgeOf } from './deployment';
import type { BattleState } from './state';
import type { UnitSetup } from './types';

/** The squares a formation of `n` takes from `(c, r)`: `width` along the edge, then the next rank in. */
function formation(edge: Edge, c: number, r: number, n: number, width: number): CellKey[] {
  const along = edge === 'north' || edge === 'south';
  const inward = edge === 'north' || edge === 'west' ? 1 : -1;
  const out: CellKey[] = [];
  for (let i = 0; i < n; i++) {
    const a = i % width;
    const b = Math.floor(i / width) * inward;
    out.push(along ? `${c + a},${r + b}` : `${c + b},${r + a}`);
  }
  return out;
}

/**
 * The formations of `u` from each square, back rank (at the edge) first, then along the edge; a
 * line, and for a squad of three or more a block two deep. Lawful ones only.
 */
export function placements(s: BattleState, u: UnitSetup): CellKey[][] {
  const { cols, rows } = s.rules.table;
  const edge = edgeOf(s.rules, u.side);
  const n = u.card.members;
  const widths = n >= 3 ? [n, Math.ceil(n / 2)] : [n];
  const depthMax = edge === 'north' || edge === 'south' ? rows : cols;
  const alongMax = edge === 'north' || edge === 'south' ? cols : rows;
  const out: CellKey[][] = [];
  for (let depth = 0; depth < depthMax; depth++) {
    for (let along = 0; along < alongMax; along++) {
      const c = edge === 'north' || edge === 'south' ? along : edge === 'west' ? depth : cols - 1 - depth;
      const r = edge === 'east' || edge === 'west' ? along : edge === 'north' ? depth : rows - 1 - depth;
      for (const w of widths) {
        const at = formation(edge, c, r, n, w);
        if (!deployProblem(s, u.side, u.id, at)) out.push(at);
      }
    }
    // Nothing further in than the zone is lawful (a free deployment goes on to the far edge).
    if (typeof s.rules.zone === 'number' && depth + 1 >= s.rules.zone) break;
  }
  return out;
}

/**
 * The formation led by a model on `lead`: a line along the edge, else a block two deep, each
 * running from `lead` one way along the edge or the other; null when none is lawful.
 */
export function formationFrom(s: BattleState, u: UnitSetup, lead: CellKey): CellKey[] | null {
  const edge = edgeOf(s.rules, u.side);
  const n = u.card.members;
  const [c, r] = lead.split(',').map(Number) as [number, number];
  const widths = n >= 3 ? [n, Math.ceil(n / 2)] : [n];
  for (const w of widths)
    for (const back of [false, true]) {
      // Running the other way: start w - 1 squares back along the edge, then put `lead` first.
      const along = edge === 'north' || edge === 'south';
      const start = back ? (along ? [c - w + 1, r] : [c, r - w + 1]) : [c, r];
      const at = formation(edge, start[0]!, start[1]!, n, w);
      const ordered = [lead, ...at.filter((x) => x !== lead)];
      if (ordered.length === n && !deployProblem(s, u.side, u.id, ordered)) return ordered;
    }
  return null;
}

/** The documented default: the first lawful formation (the back rank, from the left). */
export const firstPlacement = (s: BattleState, u: UnitSetup): CellKey[] => placements(s, u)[0] ?? [];
