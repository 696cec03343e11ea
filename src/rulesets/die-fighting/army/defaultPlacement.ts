/**
 * Where an army's units stand when nobody places them: ruling DF21's default set-up, inside the
 * zone "Set Up" gives a side (up to two squares in from its own edge). Ranged units take the rank
 * on the edge and foot the rank in front of it, each from the middle outwards, in the army's
 * order; then mounted units take the front rank's next free squares from the middle outwards,
 * which are the two ends of the foot line, left then right (the flanks). A unit whose rank is full
 * takes the other rank, in the same order. Lower columns (rows, on an east or west edge) come
 * first on a tie. Deterministic: the same army, map and edge always stand the same way.
 *
 * One function on its own so played deployment (a `deploy` decision) can take its place.
 */
import { fail, ok, problem, type Problem, type Result } from '../../../core/problem';
import type { CellKey, Edge } from '../../../grid/types';
import { UNIT_TYPES } from '../cards';
import { DEPLOY_DEPTH } from '../setupCheck';
import type { UnitType } from '../types';

/** The map as placement sees it: its size, and the squares a unit can't take. */
export interface PlacementField {
  readonly cols: number;
  readonly rows: number;
  /** Blocking terrain, and squares other units already hold. */
  readonly closed: ReadonlySet<CellKey>;
}

export const PLACEMENT_CODES = { noRoom: 'die-fighting.no-room' } as const;

/** The squares `depth` in from `edge`, in order along it. */
function rank(field: PlacementField, edge: Edge, depth: number): CellKey[] {
  const across = edge === 'north' || edge === 'south';
  const length = across ? field.cols : field.rows;
  const line = edge === 'north' || edge === 'west' ? depth : (across ? field.rows : field.cols) - 1 - depth;
  if (line < 0 || line >= (across ? field.rows : field.cols)) return [];
  return Array.from({ length }, (_, i) => (across ? `${i},${line}` : `${line},${i}`));
}

/** Middle outwards; the lower index first on a tie. */
function ordered(cells: readonly CellKey[]): CellKey[] {
  const mid = (cells.length - 1) / 2;
  const off = (i: number) => Math.abs(i - mid);
  return cells
    .map((cell, i) => ({ cell, i }))
    .sort((a, b) => off(a.i) - off(b.i) || a.i - b.i)
    .map((x) => x.cell);
}

/**
 * The square of each unit, in the order given; a problem when the zone has fewer free squares
 * than the army has units.
 */
export function defaultPlacement(
  field: PlacementField,
  edge: Edge,
  units: readonly { readonly type: UnitType }[],
): Result<CellKey[], Problem> {
  const ranks = Array.from({ length: DEPLOY_DEPTH }, (_, d) => rank(field, edge, d));
  const edgeRank = ranks[0] ?? [];
  const frontRanks = ranks.slice(1);
  const free = ranks.flat().filter((c) => !field.closed.has(c));
  if (free.length < units.length)
    return fail(
      problem(
        PLACEMENT_CODES.noRoom,
        `${units.length} units, but only ${free.length} free squares within ${DEPLOY_DEPTH} squares of the ${edge} edge`,
        { facts: { units: units.length, free: free.length, edge } },
      ),
    );
  const behind = [edgeRank, ...frontRanks].flatMap(ordered);
  const before = [...frontRanks, edgeRank].flatMap(ordered);
  const taken = new Set(field.closed);
  const out: CellKey[] = new Array<CellKey>(units.length);
  const put = (i: number, prefer: readonly CellKey[]) => {
    out[i] = prefer.find((c) => !taken.has(c))!;
    taken.add(out[i]);
  };
  // Mounted units last, so they find the foot line and stand at its ends.
  units.forEach((u, i) => {
    const kind = UNIT_TYPES[u.type].kind;
    if (kind !== 'mounted') put(i, kind === 'ranged' ? behind : before);
  });
  units.forEach((u, i) => {
    if (UNIT_TYPES[u.type].kind === 'mounted') put(i, before);
  });
  return ok(out);
}
