/**
 * Armies in Die Fighting battles: a side may name an army file (`army: my-army.yaml`, or a
 * ready-made army by name) instead of listing its units. The commands read the file; here its
 * units become the side's as a list without squares, so they are deployed in play (ruling DF21:
 * the set-up roll, then one unit each in turn, DF16). The army is checked as `diemen df army`
 * checks it, at its own lines; against the battle's points with the rest of the scenario; and
 * against the room its zone has, so a battle never waits on a unit with nowhere to stand.
 */
import { fail, ok, problem, type Problem, type Result } from '../../../core/problem';
import { armyRefs, assignArmy, sidesOf } from '../../../scenario/armySides';
import type { ArmyKit, ArmyText } from '../../../engine/game';
import { OPPOSITE_EDGE } from '../../../grid/edges';
import { edgeDistance } from '../../../grid/grid';
import type { Edge } from '../../../grid/types';
import type { ArmyEntry } from '../army/army';
import { loadArmyText } from '../army/load';
import { DEPLOY_DEPTH } from '../setupCheck';
import { drawnCells, mapSize } from './convert';
import { mapSchema } from './schema';

type Doc = Record<string, unknown>;
type Side = Record<string, unknown>;
type MapDoc = ReturnType<ReturnType<typeof mapSchema>['parse']>;

const isRecord = (v: unknown): v is Doc => typeof v === 'object' && v !== null && !Array.isArray(v);
const EDGES: readonly string[] = ['north', 'south', 'east', 'west'];

/** One unit a line, counts spread out, in the army's order: what a side's `units` list holds. */
const unitsOf = (entries: readonly ArmyEntry[]) =>
  entries.flatMap((e) =>
    Array.from({ length: e.count }, () => (e.commander ? { type: e.type, commander: e.commander } : e.type)),
  );

/** The squares a side's listed units stand on (a mapping by square, or a list's `at:`). */
function placedSquares(side: unknown): string[] {
  if (!isRecord(side)) return [];
  if (isRecord(side.units)) return Object.keys(side.units);
  if (!Array.isArray(side.units)) return [];
  return side.units.flatMap((u) => (isRecord(u) && typeof u.at === 'string' ? [u.at] : []));
}

/** The free squares up to two in from `edge`: not blocking, not held by a unit the file places. */
function room(map: MapDoc, closed: ReadonlySet<string>, edge: Edge): number {
  const { cols, rows } = mapSize(map);
  const spec = { kind: 'square' as const, cols, rows };
  let n = 0;
  for (let c = 0; c < cols; c++)
    for (let r = 0; r < rows; r++)
      if (!closed.has(`${c},${r}`) && edgeDistance(spec, `${c},${r}`, edge) < DEPLOY_DEPTH) n++;
  return n;
}

/**
 * The edge on which the army has too few free squares for its units, if any: its own, and the
 * one across when the side may still be moved there (no unit stands on the map before deployment).
 */
function crampedEdge(map: MapDoc, sides: readonly unknown[], edge: Edge, units: number) {
  const placed = sides.flatMap(placedSquares);
  const closed = new Set([...map.blocking, ...drawnCells(map, 'B').map((c) => c.cell), ...placed]);
  const edges = placed.length === 0 ? [edge, OPPOSITE_EDGE[edge]] : [edge];
  for (const e of edges) {
    const free = room(map, closed, e);
    if (free < units) return { edge: e, free };
  }
  return null;
}

function expand(data: unknown, armies: readonly ArmyText[]): Result<unknown, Problem[]> {
  const problems: Problem[] = [];
  const sides = [...sidesOf(data)];
  const map = mapSchema().safeParse(isRecord(data) ? data.map : undefined);
  for (const a of armies) {
    const loaded = loadArmyText(a.text, a.file);
    if (!loaded.ok) {
      problems.push(...loaded.error);
      continue;
    }
    const { army: _army, ...side } = sides[a.ref.side] as Side;
    const edge = side.edge;
    // A map or edge the file gets wrong is said by the scenario's own check; the army waits for it.
    if (!map.success || typeof edge !== 'string' || !EDGES.includes(edge)) continue;
    const units = unitsOf(loaded.value.army.units);
    const cramped = crampedEdge(map.data, sides, edge as Edge, units.length);
    if (cramped) {
      const { cols, rows } = mapSize(map.data);
      problems.push(
        problem(
          'die-fighting.no-room',
          `${loaded.value.army.name}: ${units.length} units, but only ${cramped.free} free squares within ${DEPLOY_DEPTH} squares of the ${cramped.edge} edge on this ${cols}x${rows} map`,
          {
            file: a.file,
            line: loaded.value.unitsLine,
            path: ['units'],
            facts: { ...cramped, units: units.length },
          },
        ),
      );
      continue;
    }
    sides[a.ref.side] = { ...side, name: side.name ?? loaded.value.army.name, units };
  }
  return problems.length > 0 ? fail(problems) : ok({ ...(data as Doc), sides });
}

export const dieFightingArmies: ArmyKit = { refs: armyRefs, assign: assignArmy, expand };
