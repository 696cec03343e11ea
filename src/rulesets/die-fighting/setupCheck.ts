/**
 * The checks a battle's set-up must pass ("Building Your Army", "Set Up"): two sides, a square
 * map, known unit types and commanders, units on the map, not on blocking ground and, unless the
 * file places them freely, within two squares of their side's edge; each army within its points,
 * the units still to deploy (the reserve) counted too.
 */
import { problem, type Problem } from '../../core/problem';
import { gridFor, isValidSpec, type Grid } from '../../grid/grid';
import { isCommander, isUnitType, UNIT_TYPES, unitCost } from './cards';
import type { BattleSetup, UnitSetup } from './types';

/** "Set Up": a side deploys up to two squares in from its own edge. */
export const DEPLOY_DEPTH = 2;

type Bad = (
  code: string,
  message: string,
  path: (string | number)[],
  facts?: Record<string, unknown>,
) => void;

const wholeIn = (n: number, lo: number, hi: number): boolean => Number.isInteger(n) && n >= lo && n <= hi;

/** What a unit is: its side, type, commander, health and uses (`path`: where the set-up has it). */
function checkUnitSetup(setup: BattleSetup, path: (string | number)[], u: UnitSetup, bad: Bad): void {
  const side = setup.sides.find((s) => s.id === u.side);
  if (!side) bad('setup.unknown-side', `no side is called ${u.side}`, [...path, 'side']);
  if (!isUnitType(u.type)) bad('setup.bad-type', `unknown unit type ${String(u.type)}`, [...path, 'type']);
  if (u.commander !== undefined && !isCommander(u.commander)) {
    bad('setup.bad-commander', `unknown commander ${String(u.commander)}`, [...path, 'commander']);
  }
  if (isUnitType(u.type) && u.health !== undefined && !wholeIn(u.health, 1, UNIT_TYPES[u.type].die)) {
    bad('setup.bad-health', `a ${u.type} unit's health is 1 to ${UNIT_TYPES[u.type].die}`, [
      ...path,
      'health',
    ]);
  }
  if (u.uses !== undefined && !wholeIn(u.uses, 0, Infinity)) {
    bad('setup.bad-uses', 'uses is a whole number, 0 or more', [...path, 'uses']);
  }
}

/** A placed unit: what it is, and where it stands. */
function checkUnit(setup: BattleSetup, grid: Grid, at: string, u: UnitSetup, bad: Bad): void {
  const path = ['units', at];
  const side = setup.sides.find((s) => s.id === u.side);
  if (!grid.inBounds(at)) bad('setup.cell-off-map', `unit cell ${at} is not on the map`, path);
  checkUnitSetup(setup, path, u, bad);
  if (setup.blocking.includes(at))
    bad('setup.on-blocking', `no unit can stand on blocking terrain (${at})`, path);
  const edgeDeploy = setup.options.deployment !== 'free';
  if (edgeDeploy && side && grid.inBounds(at) && grid.edgeDistance(at, side.edge) >= DEPLOY_DEPTH) {
    bad(
      'setup.outside-deployment',
      `${at} is more than ${DEPLOY_DEPTH} squares in from ${side.id}'s ${side.edge} edge`,
      path,
    );
  }
}

function checkArmies(setup: BattleSetup, bad: Bad): void {
  const cost: Record<string, number> = {};
  for (const u of [...Object.values(setup.units), ...(setup.reserve ?? [])]) {
    if (isUnitType(u.type)) cost[u.side] = (cost[u.side] ?? 0) + unitCost(u.type, u.commander ?? null);
  }
  for (const side of setup.sides) {
    const spent = cost[side.id] ?? 0;
    if (spent > setup.points) {
      bad(
        'setup.over-points',
        `${side.id}'s army costs ${spent} points, over the ${setup.points} allowed`,
        ['sides'],
        {
          side: side.id,
          cost: spent,
          points: setup.points,
        },
      );
    }
    if (spent === 0) bad('setup.no-units', `${side.id} has no units`, ['units']);
  }
}

export function validateSetup(setup: BattleSetup): Problem[] {
  const out: Problem[] = [];
  const bad: Bad = (code, message, path, facts) =>
    out.push(problem(code, message, { path, ...(facts ? { facts } : {}) }));
  const ids = new Set(setup.sides.map((s) => s.id));
  if (setup.sides.length !== 2 || ids.size !== 2) {
    bad('setup.two-sides', 'Die Fighting is fought by two sides with distinct ids', ['sides']);
  }
  if (!isValidSpec(setup.grid) || setup.grid.kind !== 'square') {
    bad('setup.bad-grid', 'the map is a square grid with whole, positive cols and rows', ['grid']);
    return out;
  }
  const grid = gridFor(setup.grid);
  for (const key of ['slow', 'blocking'] as const) {
    for (const c of setup[key])
      if (!grid.inBounds(c)) bad('setup.cell-off-map', `${key} cell ${c} is not on the map`, [key]);
  }
  for (const [at, u] of Object.entries(setup.units)) checkUnit(setup, grid, at, u, bad);
  (setup.reserve ?? []).forEach((u, i) => checkUnitSetup(setup, ['reserve', i], u, bad));
  checkArmies(setup, bad);
  if (!wholeIn(setup.options.maxRounds, 1, Infinity)) {
    bad('setup.bad-max-rounds', 'maxRounds must be a whole number of 1 or more', ['options', 'maxRounds']);
  }
  return out;
}
