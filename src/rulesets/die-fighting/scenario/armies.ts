/**
 * Armies in Die Fighting battles: a side may name an army file (`army: my-army.yaml`, or a
 * ready-made army by name) instead of listing its units. The commands read the file; here its
 * units become the side's, standing where the default set-up puts them (army/defaultPlacement.ts)
 * since a unit is known by the square it starts on. The army is checked as `diemen df army`
 * checks it, at its own lines; against the battle's points with the rest of the scenario.
 */
import { fail, ok, type Problem, type Result } from '../../../core/problem';
import { armyRefs, assignArmy, sidesOf } from '../../../scenario/armySides';
import type { ArmyKit, ArmyText } from '../../../engine/game';
import type { Edge } from '../../../grid/types';
import type { ArmyEntry } from '../army/army';
import { defaultPlacement } from '../army/defaultPlacement';
import { loadArmyText, type LoadedArmy } from '../army/load';
import { drawnCells, mapSize } from './convert';
import { mapSchema } from './schema';

type Doc = Record<string, unknown>;
type Side = Record<string, unknown>;

const isRecord = (v: unknown): v is Doc => typeof v === 'object' && v !== null && !Array.isArray(v);
const EDGES: readonly string[] = ['north', 'south', 'east', 'west'];

/** One unit a line, counts spread out, in the army's order: what a side's `units` holds. */
const unitsOf = (entries: readonly ArmyEntry[]) =>
  entries.flatMap((e) =>
    Array.from({ length: e.count }, () => (e.commander ? { type: e.type, commander: e.commander } : e.type)),
  );

/** Squares no army unit may take: blocking ones, and those the sides' listed units hold. */
function closedSquares(map: ReturnType<typeof mapSchema.parse>, sides: readonly unknown[]): Set<string> {
  const closed = new Set([...map.blocking, ...drawnCells(map, 'B').map((c) => c.cell)]);
  for (const s of sides)
    if (isRecord(s) && isRecord(s.units)) for (const at of Object.keys(s.units)) closed.add(at);
  return closed;
}

function expand(data: unknown, armies: readonly ArmyText[]): Result<unknown, Problem[]> {
  const problems: Problem[] = [];
  const sides = [...sidesOf(data)];
  const map = mapSchema.safeParse(isRecord(data) ? data.map : undefined);
  const closed = map.success ? closedSquares(map.data, sides) : new Set<string>();
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
    const placed = placeArmy(loaded.value, edge as Edge, { ...mapSize(map.data), closed }, a);
    if (!placed.ok) {
      problems.push(placed.error);
      continue;
    }
    sides[a.ref.side] = { ...side, name: side.name ?? loaded.value.army.name, units: placed.value };
  }
  return problems.length > 0 ? fail(problems) : ok({ ...(data as Doc), sides });
}

/** The army's units by the square the default set-up gives each; no room is said at its units. */
function placeArmy(
  loaded: LoadedArmy,
  edge: Edge,
  field: { cols: number; rows: number; closed: Set<string> },
  a: ArmyText,
): Result<Record<string, unknown>, Problem> {
  const units = unitsOf(loaded.army.units);
  const cells = defaultPlacement(
    field,
    edge,
    units.map((u) => ({ type: typeof u === 'string' ? u : u.type })),
  );
  if (!cells.ok)
    return fail({
      ...cells.error,
      message: `${loaded.army.name}: ${cells.error.message} on this ${field.cols}x${field.rows} map`,
      file: a.file,
      line: loaded.unitsLine,
      path: ['units'],
    });
  for (const c of cells.value) field.closed.add(c);
  return ok(Object.fromEntries(cells.value.map((c, i) => [c, units[i]])));
}

export const dieFightingArmies: ArmyKit = { refs: armyRefs, assign: assignArmy, expand };
