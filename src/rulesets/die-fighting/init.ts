/** Checks a BattleSetup and builds the opening state ("Building Your Army", "Set Up"). */
import { problem, type Problem } from '../../core/problem';
import { seedRng } from '../../core/rng';
import { gridFor, isValidSpec } from '../../grid/grid';
import { isCommander, isUnitType, UNIT_TYPES, unitCost } from './cards';
import type { Draft } from './draft';
import type { Event } from './events';
import type { Rules } from './state';
import type { BattleSetup, Unit } from './types';

export const RULESET_ID = 'die-fighting';
export const RULESET_VERSION = '1';

/** "Set Up": a side deploys up to two squares in from its own edge. */
export const DEPLOY_DEPTH = 2;

export function validateSetup(setup: BattleSetup): Problem[] {
  const out: Problem[] = [];
  const bad = (code: string, message: string, path: (string | number)[], facts?: Record<string, unknown>) =>
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
  for (const [key, cells] of [
    ['slow', setup.slow],
    ['blocking', setup.blocking],
  ] as const) {
    for (const c of cells)
      if (!grid.inBounds(c)) bad('setup.cell-off-map', `${key} cell ${c} is not on the map`, [key]);
  }
  const blocking = new Set(setup.blocking);
  const cost: Record<string, number> = {};
  for (const [at, u] of Object.entries(setup.units)) {
    const path = ['units', at];
    const side = setup.sides.find((s) => s.id === u.side);
    if (!grid.inBounds(at)) bad('setup.cell-off-map', `unit cell ${at} is not on the map`, path);
    if (!side) bad('setup.unknown-side', `no side is called ${u.side}`, [...path, 'side']);
    if (!isUnitType(u.type)) bad('setup.bad-type', `unknown unit type ${String(u.type)}`, [...path, 'type']);
    if (u.commander !== undefined && !isCommander(u.commander)) {
      bad('setup.bad-commander', `unknown commander ${String(u.commander)}`, [...path, 'commander']);
    }
    if (blocking.has(at)) bad('setup.on-blocking', `no unit can stand on blocking terrain (${at})`, path);
    if (side && grid.inBounds(at) && grid.edgeDistance(at, side.edge) >= DEPLOY_DEPTH) {
      bad(
        'setup.outside-deployment',
        `${at} is more than ${DEPLOY_DEPTH} squares in from ${side.id}'s ${side.edge} edge`,
        path,
      );
    }
    if (side && isUnitType(u.type))
      cost[side.id] = (cost[side.id] ?? 0) + unitCost(u.type, u.commander ?? null);
  }
  for (const side of setup.sides) {
    if ((cost[side.id] ?? 0) > setup.points) {
      bad(
        'setup.over-points',
        `${side.id}'s army costs ${cost[side.id]} points, over the ${setup.points} allowed`,
        ['sides'],
        {
          side: side.id,
          cost: cost[side.id],
          points: setup.points,
        },
      );
    }
    if ((cost[side.id] ?? 0) === 0) bad('setup.no-units', `${side.id} has no units`, ['units']);
  }
  if (!Number.isInteger(setup.options.maxRounds) || setup.options.maxRounds < 1) {
    bad('setup.bad-max-rounds', 'maxRounds must be a whole number of 1 or more', ['options', 'maxRounds']);
  }
  return out;
}

const asSet = (cells: readonly string[]): Record<string, true> =>
  Object.fromEntries(cells.map((c) => [c, true] as const));

export function createState(setup: BattleSetup): { draft: Draft; events: Event[] } {
  const rules: Rules = {
    name: setup.name,
    mode: setup.mode,
    points: setup.points,
    grid: setup.grid,
    slow: asSet(setup.slow),
    blocking: asSet(setup.blocking),
    sides: setup.sides,
    cards: setup.cards,
    options: setup.options,
  };
  const units: Record<string, Unit> = {};
  const at: Record<string, string> = {};
  for (const [cell, u] of Object.entries(setup.units)) {
    const card = setup.cards[u.type];
    units[cell] = {
      id: cell,
      side: u.side,
      type: u.type,
      commander: u.commander ?? null,
      at: cell,
      health: UNIT_TYPES[u.type].die,
      uses: card.uses,
    };
    at[cell] = cell;
  }
  const draft: Draft = {
    rules,
    round: setup.setupRoll ? 0 : 1,
    phase: setup.setupRoll ? 'setup' : 'initiative',
    rng: seedRng(setup.seed),
    units,
    at,
    rolls: {},
    order: setup.sides.map((s) => s.id),
    turn: 0,
    activated: [],
    engaged: [],
    destroyed: Object.fromEntries(setup.sides.map((s) => [s.id, 0])),
    awaiting: null,
    outcome: null,
  };
  const events: Event[] = [
    {
      type: 'battleStarted',
      sides: setup.sides.map((s) => {
        const mine = Object.values(setup.units).filter((u) => u.side === s.id);
        return {
          id: s.id,
          units: mine.length,
          points: mine.reduce((n, u) => n + unitCost(u.type, u.commander ?? null), 0),
        };
      }),
    },
  ];
  if (!setup.setupRoll) events.push({ type: 'roundStarted', round: 1 });
  return { draft, events };
}
