/**
 * How the computer general deploys ("Set Up"). The side of the map: the one whose zone has more
 * cover (its own on a tie). The unit: its costliest left, so the best squares go to the most
 * points. The square, among the free ones of its zone: archers on the back rank, foot and horse
 * on the front one; horse out on a flank, the rest nearer the middle; a screen of foot in front
 * of archers (and archers behind foot); blocking terrain just in front is cover (a ranged attack
 * on a unit behind it does at most 1: "Terrain"), worth most to archers, nothing to horse; slow
 * or blocking ground just in front slows the enemy coming at archers, but the horse's own charge. Ties are broken by the RNG
 * state in the position, so the same position always gets the same answer.
 */
import type { CellKey, Edge } from '../../../grid/types';
import { OPPOSITE_EDGE } from '../../../grid/edges';
import { grid, unitAt } from '../board';
import { UNIT_TYPES, unitCost } from '../cards';
import { deployName, edgeOf, reserveOf, zoneSquares } from '../deployment';
import { DEPLOY_DEPTH } from '../setupCheck';
import type { BattleState } from '../state';
import type { Decision, UnitKind, UnitSetup } from '../types';
import { unitFraction } from '../../../engine/randomGeneral';

const [RANK, FLANK, MIDDLE, SCREEN, COVER, SLOW, JITTER] = [2, 2, 0.5, 1, 1.5, 0.5, 0.01];

type Deploy = Extract<Decision, { kind: 'deploy' }>;

const xy = (c: CellKey): [number, number] => c.split(',').map(Number) as [number, number];

/** One square toward the enemy from `edge`. */
const FORWARD: Readonly<Record<Edge, [number, number]>> = {
  north: [0, 1],
  south: [0, -1],
  west: [1, 0],
  east: [-1, 0],
};

/** Squares up to two ahead of `cell` (toward the enemy), its own line and the lines beside it. */
function ahead(s: BattleState, cell: CellKey, edge: Edge): CellKey[] {
  const [c, r] = xy(cell);
  const [fc, fr] = FORWARD[edge];
  const out: CellKey[] = [];
  for (let k = 1; k <= 2; k++)
    for (const side of [-1, 0, 1]) {
      const at = `${c + fc * k + (fr === 0 ? 0 : side)},${r + fr * k + (fc === 0 ? 0 : side)}`;
      if (grid(s).inBounds(at)) out.push(at);
    }
  return out;
}

/** How sheltered a square is: blocking squares just ahead count as cover. */
const coverAt = (s: BattleState, cell: CellKey, edge: Edge): number =>
  ahead(s, cell, edge).filter((c) => s.rules.blocking[c]).length;

/** Cover in the zone along `edge`, for the choice of the side of the map. */
function zoneCover(s: BattleState, edge: Edge): number {
  const g = grid(s);
  const { cols, rows } = s.rules.grid;
  let n = 0;
  for (let c = 0; c < cols; c++)
    for (let r = 0; r < rows; r++) {
      const cell = `${c},${r}`;
      if (g.edgeDistance(cell, edge) < DEPLOY_DEPTH && !s.rules.blocking[cell]) n += coverAt(s, cell, edge);
    }
  return n;
}

export function chooseDeployEdge(s: BattleState, side: string): Edge {
  const own = edgeOf(s, side);
  return zoneCover(s, OPPOSITE_EDGE[own]) > zoneCover(s, own) ? OPPOSITE_EDGE[own] : own;
}

/** The square in line behind (`step` -1) or in front (+1) of `cell`. */
function inLine(cell: CellKey, edge: Edge, step: number): CellKey {
  const [c, r] = xy(cell);
  const [fc, fr] = FORWARD[edge];
  return `${c + fc * step},${r + fr * step}`;
}

/** How good `cell` is for a unit of `kind` of `side`: see the file's comment. */
function worth(s: BattleState, side: string, kind: UnitKind, cell: CellKey): number {
  const g = grid(s);
  const edge = edgeOf(s, side);
  const depth = Math.min(g.edgeDistance(cell, edge), DEPLOY_DEPTH - 1);
  const [c, r] = xy(cell);
  const ns = edge === 'north' || edge === 'south';
  const { cols, rows } = s.rules.grid;
  const across = ns ? c / Math.max(1, cols - 1) : r / Math.max(1, rows - 1);
  const wing = Math.abs(across - 0.5) * 2;
  const ranged = kind === 'ranged';
  let w = RANK * (ranged ? 1 - depth : depth);
  w += kind === 'mounted' ? FLANK * wing : -MIDDLE * wing;
  const partner = unitAt(s, inLine(cell, edge, ranged ? 1 : -1));
  if (partner && partner.side === side && (UNIT_TYPES[partner.type].kind === 'ranged') !== ranged)
    w += SCREEN;
  const cover = coverAt(s, cell, edge);
  const slowAhead = ahead(s, cell, edge).filter((x) => s.rules.slow[x]).length;
  if (ranged) w += COVER * cover + SLOW * Math.min(1, slowAhead);
  // Horse wants open ground ahead to charge over; foot takes what cover there is.
  else if (kind === 'mounted') w -= SLOW * (slowAhead + cover);
  else w += (COVER / 3) * cover;
  return w + JITTER * unitFraction(`${s.rng.s0}|${s.rng.s1}|${side}|${cell}`);
}

/** Where the computer would place `u` now (the prompt offers it first); undefined: nowhere free. */
export function bestSquare(s: BattleState, u: UnitSetup): CellKey | undefined {
  const kind = UNIT_TYPES[u.type].kind;
  let best: CellKey | undefined;
  let bestWorth = -Infinity;
  for (const cell of zoneSquares(s, u.side)) {
    const w = worth(s, u.side, kind, cell);
    if (w > bestWorth) {
      best = cell;
      bestWorth = w;
    }
  }
  return best;
}

/** The unit the computer places next: its costliest left, the first of equals. */
export function nextToPlace(s: BattleState, side: string): UnitSetup | undefined {
  let pick: UnitSetup | undefined;
  for (const u of reserveOf(s, side))
    if (!pick || unitCost(u.type, u.commander ?? null) > unitCost(pick.type, pick.commander ?? null))
      pick = u;
  return pick;
}

export function chooseDeployment(s: BattleState, side: string, choose: 'edge' | 'unit'): Deploy {
  if (choose === 'edge') return { kind: 'deploy', side, edge: chooseDeployEdge(s, side) };
  const u = nextToPlace(s, side);
  const at = u ? bestSquare(s, u) : undefined;
  return { kind: 'deploy', side, ...(u ? { unit: deployName(u) } : {}), ...(at ? { at } : {}) };
}
