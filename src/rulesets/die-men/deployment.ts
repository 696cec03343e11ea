/**
 * Deployment played (die-men.txt, "Setting Up": in a pickup war the players take turns, each
 * picking a hex and putting as many units as they like in it; ruling 33). When a set-up leaves
 * units to place (an army's), round 0 comes first: the sides with units to place roll a d10 each
 * (ties roll again, as the other games' roll-offs), the highest places first; then in turn each
 * picks an empty hex of its zone (the third of the map along its edge) and puts one or more of its
 * units left there; a side with none left passes. A side whose zone has no hex left where its units
 * may stand keeps them out of the battle (`notDeployed`). Then round 1.
 */
import { plural } from '../../core/plural';
import { problem, type Problem } from '../../core/problem';
import { winnerFirst, placingTurn } from '../../engine/placingTurn';
import { rollOff } from '../../dice/rollOff';
import { byReadingOrder } from '../../grid/cell';
import { gridFor } from '../../grid/grid';
import type { CellKey, Edge } from '../../grid/types';
import type { Event } from './events';
import type { BattleRules, BattleState, Deployment, Draft } from './state';
import { TERRAIN_RULES } from './terrain';
import type { BattleSetup, Decision, Request, UnitCounts } from './types';
import { UNIT_RULES } from './unitRules';
import { addUnits, fitsIn, isUnitCounts, subtractUnits, totalUnits } from './units';
import { withEntry } from './records';

type DeployRequest = Extract<Request, { kind: 'deploy' }>;
type DeployDecision = Extract<Decision, { kind: 'deploy' }>;

const EDGES: readonly Edge[] = ['west', 'east', 'north', 'south'];

/** The edge a side deploys from when the set-up names none: west, east, north, south, west... */
export const defaultZone = (index: number): Edge => EDGES[index % EDGES.length]!;

/** How deep a zone reaches in from its edge: a third of the map, at least one row or column. */
export function zoneDepth(rules: Pick<BattleRules, 'grid'>, edge: Edge): number {
  const across = edge === 'west' || edge === 'east' ? rules.grid.cols : rules.grid.rows;
  return Math.max(1, Math.ceil(across / 3));
}

/** Whether `cell` lies in the zone along `edge`. */
export function inZone(rules: Pick<BattleRules, 'grid'>, edge: Edge, cell: CellKey): boolean {
  const d = gridFor(rules.grid).edgeDistance(cell, edge);
  return Number.isFinite(d) && d < zoneDepth(rules, edge);
}

/** Why `units` can't stand on `cell`'s ground, or null: impassable ground, chariots on high ground. */
function groundProblem(rules: BattleRules, cell: CellKey, units: UnitCounts): string | null {
  const t = rules.terrain[cell];
  if (t && !TERRAIN_RULES[t].enterable) return `no unit can stand on ${t}`;
  if (t && TERRAIN_RULES[t].noChariots && (units.chariot ?? 0) > 0 && UNIT_RULES.chariot.lowGroundOnly)
    return `chariots can't stand on ${t}`;
  return null;
}

/** `units` less the types that can't stand on `cell` (chariots on high ground or forest). */
export function standing(rules: BattleRules, cell: CellKey, units: UnitCounts): UnitCounts {
  const out: Partial<Record<keyof UnitCounts, number>> = {};
  for (const [t, n] of Object.entries(units))
    if ((n ?? 0) > 0 && groundProblem(rules, cell, { [t]: 1 }) === null) out[t as keyof UnitCounts] = n;
  return out;
}

/** The hexes `side` may pick now: empty, in its zone, ground some unit it has left may stand on. */
export function deployCells(
  s: Pick<BattleState, 'rules' | 'occupants' | 'deployment'>,
  side: string,
): CellKey[] {
  const dep = s.deployment;
  const edge = dep?.zones[side];
  if (!dep || !edge) return [];
  const left = dep.left[side] ?? {};
  const single = Object.keys(left).map((t) => ({ [t]: 1 }) as UnitCounts);
  return gridFor(s.rules.grid)
    .cells.filter(
      (c) =>
        s.occupants[c] === undefined &&
        inZone(s.rules, edge, c) &&
        single.some((u) => groundProblem(s.rules, c, u) === null),
    )
    .sort(byReadingOrder);
}

/** Round 0 opened when the set-up leaves units to place: the roll-off and its event. */
export function openDeployment(d: Draft, setup: BattleSetup, ev: Event[]): void {
  const left: Record<string, UnitCounts> = {};
  const zones: Record<string, Edge> = {};
  setup.sides.forEach((side, i) => {
    const units = setup.deploy?.[side.id];
    zones[side.id] = setup.zones?.[side.id] ?? defaultZone(i);
    if (units && totalUnits(units) > 0) left[side.id] = addUnits(units, {});
  });
  const placing = setup.sides.map((s) => s.id).filter((id) => left[id]);
  if (placing.length === 0) return;
  let order = placing;
  if (placing.length > 1) {
    const rolled = rollOff(
      placing.map((id) => ({ id, dice: 1, sides: 10 })),
      d.rng,
    );
    // A one-die roll-off between distinct sides ends well inside its limit; were it ever not to,
    // the sides would place in set-up order.
    if (rolled.ok) {
      d.rng = rolled.value.rng;
      const winner = rolled.value.state.winner!;
      order = winnerFirst(placing, winner);
      const rolls = rolled.value.state.rounds.map((r) =>
        r.throws.map((t) => ({ side: t.id, face: t.total })),
      );
      ev.push({ type: 'deployRolled', round: 0, rolls, first: winner });
    }
  }
  d.round = 0;
  d.phase = 'deploy';
  d.deployment = { order, turn: 0, left, zones };
}

/**
 * The deployment's next question set in `d.awaiting` (true), or, once no side has units left to
 * place, on to round 1 (false). A side with no hex left keeps its units out (`notDeployed`).
 */
export function deployStep(d: Draft, ev: Event[]): boolean {
  for (;;) {
    const dep = d.deployment!;
    const turn = placingTurn(dep.order, dep.turn, (side) => totalUnits(dep.left[side]) > 0);
    if (turn === null) break;
    const side = dep.order[turn]!;
    const cells = deployCells(d, side);
    if (cells.length > 0) {
      d.deployment = { ...dep, turn };
      d.awaiting = { kind: 'deploy', side, round: 0, left: dep.left[side]!, cells };
      return true;
    }
    ev.push({ type: 'notDeployed', round: 0, side, units: dep.left[side]! });
    d.deployment = { ...dep, left: withEntry(dep.left, side, {}) };
  }
  d.deployment = null;
  d.round = 1;
  d.phase = 'declare';
  d.roundStart = d.occupants;
  ev.push({ type: 'roundStarted', round: 1 });
  return false;
}

const refuse = (code: string, message: string, path: string, facts: Record<string, unknown>): Problem =>
  problem(code, message, { path: [path], facts });

/** "it is outside red's zone (the 3 columns along the west edge)". */
function outsideZone(s: BattleState, side: string): string {
  const edge = s.deployment!.zones[side]!;
  const lines = edge === 'west' || edge === 'east' ? 'columns' : 'rows';
  return `it is outside ${side}'s zone (the ${zoneDepth(s.rules, edge)} ${lines} along the ${edge} edge)`;
}

/** Why `dec` can't be played for `req`, or null. */
export function deployProblem(s: BattleState, dec: DeployDecision, req: DeployRequest): Problem | null {
  const { at, units } = dec;
  if (!isUnitCounts(units) || totalUnits(units) < 1)
    return refuse('deploy.no-units', 'put at least one unit in the hex', 'units', { units });
  if (!fitsIn(units, req.left))
    return refuse(
      'deploy.not-left',
      `${req.side} has only ${describeUnits(req.left)} left to place`,
      'units',
      {
        units,
        left: req.left,
      },
    );
  if (!req.cells.includes(at)) {
    const why = s.occupants[at]
      ? `it already holds ${s.occupants[at]!.side}'s units: pick an empty hex`
      : !gridFor(s.rules.grid).inBounds(at)
        ? 'it is not on the map'
        : (groundProblem(s.rules, at, units) ?? outsideZone(s, req.side));
    return refuse('deploy.cell', `${req.side} can't deploy in ${at}: ${why}`, 'at', { at, cells: req.cells });
  }
  const ground = groundProblem(s.rules, at, units);
  if (ground) return refuse('deploy.ground', `${req.side} can't deploy in ${at}: ${ground}`, 'at', { at });
  return null;
}

/** "6 infantry, 2 archer". */
export const describeUnits = (u: UnitCounts): string =>
  Object.entries(u)
    .filter(([, n]) => (n ?? 0) > 0)
    .map(([t, n]) => `${n} ${t}`)
    .join(', ') || 'no units';

export function applyDeploy(d: Draft, ev: Event[], dec: DeployDecision, req: DeployRequest): Problem | null {
  const refused = deployProblem(d, dec, req);
  if (refused) return refused;
  const dep: Deployment = d.deployment!;
  const units = addUnits(dec.units, {});
  d.occupants = withEntry(d.occupants, dec.at, { side: dec.side, units });
  const left = subtractUnits(dep.left[dec.side]!, units);
  d.deployment = {
    ...dep,
    left: withEntry(dep.left, dec.side, left),
    turn: (dep.turn + 1) % dep.order.length,
  };
  ev.push({ type: 'deployed', round: 0, side: dec.side, at: dec.at, units, left: totalUnits(left) });
  return null;
}

/** "put 4 units in 1,2", for prompts and logs alike. */
export const deployLine = (units: UnitCounts, at: CellKey): string =>
  `${plural(totalUnits(units), 'unit')} in ${at}`;
