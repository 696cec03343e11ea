/**
 * The checks a battle's set-up must pass: two sides on opposite edges, every card within the army
 * builder's limits (and each army within its pool when a size is given), one square per model on
 * the table, no two models on a square, squads coherent, and unless placed freely every unit
 * entirely within its side's deployment zone ("Deployment": 6", 12" in an Epic game).
 */
import { plural } from '../../core/plural';
import { problem, type Problem } from '../../core/problem';
import type { Edge } from '../../grid/types';
import { checkArmy, checkCard } from './army';
import { lastSetupCheck } from './caches';
import { coherent, inZone } from './geometry';
import type { BattleSetup, UnitSetup } from './types';

export const DEFAULT_HEIGHT = 1.5;

/** "Deployment": 6" from the edge, 12" for an Epic game. */
export const deployDepth = (setup: BattleSetup): number =>
  setup.deployDepth ?? (setup.size?.preset === 'epic' ? 12 : 6);

const OPPOSITE: Record<Edge, Edge> = { north: 'south', south: 'north', east: 'west', west: 'east' };

type Bad = (
  code: string,
  message: string,
  path: (string | number)[],
  facts?: Record<string, unknown>,
) => void;

const onTable = (setup: BattleSetup, cell: string): boolean => inZone(setup.table, [cell], 'north', Infinity);

function checkSides(setup: BattleSetup, bad: Bad): void {
  const [a, b] = setup.sides;
  if (setup.sides.length !== 2 || !a || !b || a.id === b.id) {
    bad('setup.sides', 'a battle has two sides with different ids', ['sides']);
    return;
  }
  for (const [i, side] of setup.sides.entries())
    if (!setup.units.some((u) => u.side === side.id))
      bad('setup.no-units', `${side.id} has no units`, ['sides', i]);
  if (OPPOSITE[a.edge] !== b.edge)
    bad('setup.edges', `the sides deploy on opposite edges (got ${a.edge} and ${b.edge})`, [
      'sides',
      1,
      'edge',
    ]);
}

function checkUnit(setup: BattleSetup, u: UnitSetup, i: number, seen: Map<string, string>, bad: Bad): void {
  const path = ['units', i];
  const side = setup.sides.find((s) => s.id === u.side);
  if (!side) bad('setup.unknown-side', `${u.id}: no side is called ${u.side}`, [...path, 'side']);
  for (const p of checkCard(u.card, [...path, 'card']))
    bad(p.code, p.message, [...(p.path ?? [])], { ...p.facts });
  // No squares: placed in the deployment turns (deployment.ts checks each placement then).
  if (u.at.length === 0) return;
  if (u.at.length !== u.card.members)
    bad(
      'setup.models',
      `${u.id}: ${plural(u.card.members, 'model')} on the card, ${plural(u.at.length, 'square')} given`,
      [...path, 'at'],
    );
  u.at.forEach((cell, k) => {
    if (!onTable(setup, cell))
      bad('setup.off-table', `${u.id}: ${cell} is not on the table`, [...path, 'at', k]);
    const other = seen.get(cell);
    if (other !== undefined)
      bad('setup.shared-square', `${u.id}: ${cell} already holds a model of ${other}`, [...path, 'at', k]);
    seen.set(cell, u.id);
  });
  if (u.at.length > 1 && !coherent(u.at))
    bad('setup.incoherent', `${u.id}: a squad's members stand within 1" of one another ("Squads")`, [
      ...path,
      'at',
    ]);
  if (u.height !== undefined && !(u.height > 0))
    bad('setup.height', `${u.id}: a height is above 0 inches`, [...path, 'height']);
  const depth = deployDepth(setup);
  if (
    setup.deployment === 'edge' &&
    side &&
    u.at.every((c) => onTable(setup, c)) &&
    !inZone(setup.table, u.at, side.edge, depth)
  )
    bad(
      'setup.outside-deployment',
      `${u.id}: not entirely within ${depth}" of ${side.id}'s ${side.edge} edge`,
      [...path, 'at'],
    );
}

/** The army-level problems (size, pool); the cards were checked one by one already. */
const ARMY_LEVEL = new Set<string>([
  'dice-wars.over-total',
  'dice-wars.no-size',
  'dice-wars.points-outside-size',
]);

function checkArmies(setup: BattleSetup, bad: Bad): void {
  if (!setup.size) return;
  for (const side of setup.sides) {
    const cards = setup.units.filter((u) => u.side === side.id).map((u) => u.card);
    for (const p of checkArmy({ name: side.name, size: setup.size, units: cards }))
      if (ARMY_LEVEL.has(p.code)) bad(p.code, `${side.id}: ${p.message}`, ['size'], { ...p.facts });
  }
}

/**
 * Set-ups are plain readonly data, so the same parts (compared by identity) are the same set-up:
 * the last one checked is remembered (caches.ts `lastSetupCheck`), and so is the last fast trial's
 * position (fast/trial.ts).
 */
export const sameButSeed = (a: BattleSetup, b: BattleSetup): boolean =>
  a.name === b.name &&
  a.table === b.table &&
  a.sides === b.sides &&
  a.units === b.units &&
  a.size === b.size &&
  a.deployment === b.deployment &&
  a.deployDepth === b.deployDepth &&
  a.maxRounds === b.maxRounds &&
  a.setupRoll === b.setupRoll;

export function validateSetup(setup: BattleSetup): Problem[] {
  let last = lastSetupCheck.last;
  if (!last || !sameButSeed(last.setup, setup))
    last = lastSetupCheck.last = { setup, problems: checkSetup(setup) };
  return [...last.problems];
}

function checkSetup(setup: BattleSetup): Problem[] {
  const out: Problem[] = [];
  const bad: Bad = (code, message, path, facts) =>
    out.push(problem(code, message, { path, ...(facts ? { facts } : {}) }));
  checkSides(setup, bad);
  if (!(
    setup.table.cols > 0 &&
    setup.table.rows > 0 &&
    Number.isInteger(setup.table.cols) &&
    Number.isInteger(setup.table.rows)
  ))
    bad('setup.table', 'the table is a whole number of inches each way', ['table']);
  if (!(Number.isInteger(setup.maxRounds) && setup.maxRounds >= 1))
    bad('setup.max-rounds', 'the round limit is a whole number, 1 or more', ['maxRounds']);
  const ids = new Set<string>();
  const seen = new Map<string, string>();
  setup.units.forEach((u, i) => {
    if (ids.has(u.id)) bad('setup.duplicate-id', `two units are called ${u.id}`, ['units', i, 'id']);
    ids.add(u.id);
    checkUnit(setup, u, i, seen, bad);
  });
  checkArmies(setup, bad);
  return out;
}
