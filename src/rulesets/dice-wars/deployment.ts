/**
 * Deployment, played ("Deployment", "Pre-Game Set-up"; ruling DW1): when the set-up leaves units
 * to place, the roll-off's winner picks its edge (its own or the opposite one; the other side
 * takes the edge across; only when no unit stands on the table yet: placed units fix the edges),
 * then the sides place one unit at a time, the winner first, each entirely
 * within its own zone (6", 12" in Epic), a squad's members together; a side with none left to
 * place lets the other place the rest. Then round 1's roll-off. Units the set-up places stay put.
 */
import { plural } from '../../core/plural';
import { problem, type Problem } from '../../core/problem';
import { facing, OPPOSITE_EDGE } from '../../grid/edges';
import { deployStep as sharedStep, type DeploymentRules } from '../../engine/deploymentSteps';
import type { CellKey, Edge } from '../../grid/types';
import { refOf } from './board';
import { view, type Draft } from './draft';
import type { Event } from './events';
import { coherent, inZone } from './geometry';
import { unitOf } from './init';
import type { BattleState, Rules } from './state';
import type { Decision, Request, UnitSetup } from './types';

export const OPPOSITE: Readonly<Record<Edge, Edge>> = OPPOSITE_EDGE;

type DeployRequest = Extract<Request, { kind: 'deploy' }>;
type DeployDecision = Extract<Decision, { kind: 'deploy' }>;

export const edgeOf = (rules: Rules, side: string): Edge => rules.sides.find((s) => s.id === side)!.edge;

/** The units `side` still has to place, in set-up order. */
export const reserveOf = (s: Pick<BattleState, 'reserve'>, side: string): UnitSetup[] =>
  s.reserve.filter((u) => u.side === side);

/** Whether `at` lies in `side`'s zone (on the table anywhere when the set-up deploys freely). */
export function inOwnZone(rules: Rules, side: string, at: readonly CellKey[]): boolean {
  const depth = rules.zone ?? Infinity;
  return inZone(rules.table, at, depth === Infinity ? 'north' : edgeOf(rules, side), depth);
}

const bad = (code: string, message: string, path: (string | number)[], facts = {}): Problem =>
  problem(code, message, { path, facts });

/** Why `side` may not place `unit` on `at` now, or null when it may. */
export function deployProblem(
  s: BattleState,
  side: string,
  unit: string | undefined,
  at: readonly CellKey[] | undefined,
): Problem | null {
  const u = s.reserve.find((x) => x.id === unit);
  if (!u || u.side !== side)
    return bad(
      'deploy.not-yours',
      `${side} has no unit called ${unit ?? '(none)'} left to deploy`,
      ['unit'],
      {
        unit,
        left: reserveOf(s, side).map((x) => x.id),
      },
    );
  const cells = at ?? [];
  if (cells.length !== u.card.members)
    return bad(
      'deploy.models',
      `${u.id}: ${plural(u.card.members, 'model')}, ${plural(cells.length, 'square')} given`,
      ['at'],
    );
  const taken = new Set<CellKey>();
  for (const x of s.units) for (const m of x.models) taken.add(m);
  for (const [k, c] of cells.entries()) {
    if (!inZone(s.rules.table, [c], 'north', Infinity))
      return bad('deploy.off-table', `${u.id}: ${c} is not on the table`, ['at', k], { cell: c });
    if (taken.has(c)) return bad('deploy.shared-square', `${u.id}: ${c} already holds a model`, ['at', k]);
    taken.add(c);
  }
  if (!coherent(cells))
    return bad('deploy.incoherent', `${u.id}: a squad's members stand within 1" of one another ("Squads")`, [
      'at',
    ]);
  if (!inOwnZone(s.rules, side, cells)) {
    const edge = edgeOf(s.rules, side);
    return bad(
      'deploy.outside-zone',
      `${u.id}: not entirely within ${s.rules.zone}" of ${side}'s ${edge} edge ("Deployment")`,
      ['at'],
      { zone: s.rules.zone, edge },
    );
  }
  return null;
}

/** Whether deployment is under way (the edge chosen or not yet). */
export const deploying = (s: Pick<BattleState, 'phase'>): boolean =>
  s.phase === 'edge' || s.phase === 'deploy';

/** Deployment as the engine plays it: the roll-off's winner chooses the edges; then round 1. */
const DEPLOYMENT: DeploymentRules<Draft, Event> = {
  edgeChooser: 'winner',
  begin: (d, ev) => {
    d.phase = 'first';
    d.round = 1;
    ev.push({ type: 'roundStarted', round: 1 });
  },
};

/** The deployment's next question, or on to round 1 once every unit is placed. */
export const deployStep = (d: Draft, ev: Event[]): boolean => sharedStep(d, ev, DEPLOYMENT);

function chooseEdge(d: Draft, ev: Event[], dec: DeployDecision): Problem | null {
  const own = edgeOf(d.rules, dec.side);
  if (dec.edge !== own && dec.edge !== OPPOSITE[own])
    return bad('deploy.edge', `${dec.side} takes the ${own} or the ${OPPOSITE[own]} edge`, ['edge'], {
      edge: dec.edge,
      choices: [own, OPPOSITE[own]],
    });
  const edge = dec.edge;
  if (edge !== own) d.rules = { ...d.rules, sides: facing(d.rules.sides, dec.side, edge) };
  ev.push({ type: 'edgeChosen', side: dec.side, edge, other: OPPOSITE[edge] });
  d.phase = 'deploy';
  d.turn = 0;
  return null;
}

export function applyDeploy(d: Draft, ev: Event[], dec: DeployDecision, req: DeployRequest): Problem | null {
  if (req.choose === 'edge') return chooseEdge(d, ev, dec);
  const refused = deployProblem(view(d), dec.side, dec.unit, dec.at);
  if (refused) return refused;
  const setup = d.reserve.find((u) => u.id === dec.unit)!;
  const placed = unitOf({ ...setup, at: [...dec.at!] });
  d.units = [...d.units, placed];
  d.reserve = d.reserve.filter((u) => u.id !== setup.id);
  ev.push({ type: 'deployed', unit: refOf(placed), at: placed.models });
  d.turn = (d.turn + 1) % d.order.length;
  return null;
}
