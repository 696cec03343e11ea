/**
 * Deployment, played ("Set Up"; ruling DF16): when the set-up leaves units without a square, the
 * set-up roll comes first (ties to the side with more units, then rolled again); its loser
 * chooses its side of the map, its own edge or the one across (only while no unit stands on the
 * map: placed units fix the edges); then the sides place one unit at a time, the roll's winner
 * first, each on a square of the map that is not blocking, not taken and up to two squares in
 * from its own edge; a side with none left lets the other place the rest. Then round 1.
 */
import { problem, type Problem } from '../../core/problem';
import { deployStep as sharedStep, type DeploymentRules } from '../../engine/deploymentSteps';
import { facing, OPPOSITE_EDGE } from '../../grid/edges';
import type { CellKey, Edge } from '../../grid/types';
import { grid, refOf, unitAt } from './board';
import { UNIT_TYPES } from './cards';
import { view, type Draft } from './draft';
import type { Event } from './events';
import { DEPLOY_DEPTH } from './setupCheck';
import type { BattleState } from './state';
import type { BattleSetup, CommanderRank, Decision, Request, Unit, UnitSetup, UnitType } from './types';

type DeployRequest = Extract<Request, { kind: 'deploy' }>;
type DeployDecision = Extract<Decision, { kind: 'deploy' }>;

/**
 * The entry point for a set-up whose units have no squares yet (an army): they are placed in
 * play, each side on its own edge. Returns the set-up with `units` added to those to deploy.
 */
export const deployInPlay = (setup: BattleSetup, units: readonly UnitSetup[]): BattleSetup => ({
  ...setup,
  reserve: [...(setup.reserve ?? []), ...units],
});

/** How a deployment names a unit: its type, and `+commander` when it has one. */
export const deployName = (u: { type: UnitType; commander?: CommanderRank | null }): string =>
  u.commander ? `${u.type}+${u.commander}` : u.type;

export const edgeOf = (s: Pick<BattleState, 'rules'>, side: string): Edge =>
  s.rules.sides.find((x) => x.id === side)!.edge;

/** The units `side` still has to place, in set-up order. */
export const reserveOf = (s: Pick<BattleState, 'reserve'>, side: string): UnitSetup[] =>
  s.reserve.filter((u) => u.side === side);

/** Whether deployment is under way (the side of the map chosen or not yet). */
export const deploying = (s: Pick<BattleState, 'phase'>): boolean =>
  s.phase === 'edge' || s.phase === 'deploy';

/** Whether `cell` lies in `side`'s zone: up to two squares in from its edge (anywhere when free). */
export function inZone(s: BattleState, side: string, cell: CellKey): boolean {
  const g = grid(s);
  if (!g.inBounds(cell)) return false;
  return s.rules.options.deployment === 'free' || g.edgeDistance(cell, edgeOf(s, side)) < DEPLOY_DEPTH;
}

/** The squares `side` may place a unit on now: in its zone, not blocking, not taken; by row, then column. */
export function zoneSquares(s: BattleState, side: string): CellKey[] {
  const { cols, rows } = s.rules.grid;
  const out: CellKey[] = [];
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) {
      const cell = `${c},${r}`;
      if (inZone(s, side, cell) && !s.rules.blocking[cell] && !unitAt(s, cell)) out.push(cell);
    }
  return out;
}

const bad = (code: string, message: string, path: string[], facts: Record<string, unknown> = {}): Problem =>
  problem(code, message, { path, facts });

/** Why `side` may not place `unit` on `at` now, or null when it may. */
export function deployProblem(
  s: BattleState,
  side: string,
  unit: string | undefined,
  at: CellKey | undefined,
): Problem | null {
  const left = reserveOf(s, side);
  if (!left.some((u) => deployName(u) === unit))
    return bad('deploy.not-yours', `${side} has no ${unit ?? '(no unit named)'} left to deploy`, ['unit'], {
      unit,
      left: [...new Set(left.map(deployName))],
    });
  const where = `${unit} on ${at ?? '(no square)'}`;
  if (at === undefined || !grid(s).inBounds(at))
    return bad('deploy.off-map', `${where}: not a square of the map`, ['at'], { cell: at });
  if (s.rules.blocking[at])
    return bad('deploy.on-blocking', `${where}: no unit can stand on blocking terrain`, ['at'], { cell: at });
  const there = unitAt(s, at);
  if (there)
    return bad(
      'deploy.taken',
      `${where}: the square is taken (${deployName(there)} of ${there.side})`,
      ['at'],
      {
        cell: at,
      },
    );
  if (!inZone(s, side, at)) {
    const edge = edgeOf(s, side);
    return bad(
      'deploy.outside-zone',
      `${where}: more than ${DEPLOY_DEPTH} squares in from ${side}'s ${edge} edge ("Set Up")`,
      ['at'],
      { cell: at, edge, depth: DEPLOY_DEPTH },
    );
  }
  return null;
}

/** Deployment as the engine plays it: the set-up roll's loser chooses the edges; then round 1. */
const DEPLOYMENT: DeploymentRules<Draft, Event> = {
  edgeChooser: 'loser',
  begin: (d, ev) => {
    d.phase = 'initiative';
    d.round = 1;
    d.order = d.rules.sides.map((s) => s.id);
    d.turn = 0;
    ev.push({ type: 'roundStarted', round: 1 });
  },
};

/** The deployment's next question, or on to round 1 once every unit is placed. */
export const deployStep = (d: Draft, ev: Event[]): boolean => sharedStep(d, ev, DEPLOYMENT);

function chooseEdge(d: Draft, ev: Event[], dec: DeployDecision): Problem | null {
  const own = edgeOf(d, dec.side);
  const across = OPPOSITE_EDGE[own];
  if (dec.edge !== own && dec.edge !== across)
    return bad('deploy.edge', `${dec.side} starts on the ${own} or the ${across} edge`, ['edge'], {
      edge: dec.edge,
      choices: [own, across],
    });
  const edge = dec.edge;
  if (edge !== own) d.rules = { ...d.rules, sides: facing(d.rules.sides, dec.side, edge) };
  ev.push({ type: 'edgeChosen', side: dec.side, edge, other: OPPOSITE_EDGE[edge] });
  d.phase = 'deploy';
  d.turn = 0;
  return null;
}

/** A unit placed: it stands on `at`, its id that square ("the cell it started on"). */
function unitOf(u: UnitSetup, at: CellKey, uses: number | null): Unit {
  return {
    id: at,
    side: u.side,
    type: u.type,
    commander: u.commander ?? null,
    at,
    health: u.health ?? UNIT_TYPES[u.type].die,
    uses: uses === null ? null : (u.uses ?? uses),
  };
}

export function applyDeploy(d: Draft, ev: Event[], dec: DeployDecision, req: DeployRequest): Problem | null {
  if (req.choose === 'edge') return chooseEdge(d, ev, dec);
  const refused = deployProblem(view(d), dec.side, dec.unit, dec.at);
  if (refused) return refused;
  const k = d.reserve.findIndex((u) => u.side === dec.side && deployName(u) === dec.unit);
  const setup = d.reserve[k]!;
  const placed = unitOf(setup, dec.at!, d.rules.cards[setup.type].uses);
  d.units = [...d.units, placed];
  d.reserve = d.reserve.filter((_, i) => i !== k);
  ev.push({ type: 'deployed', unit: refOf(placed) });
  d.turn = (d.turn + 1) % d.order.length;
  return null;
}
