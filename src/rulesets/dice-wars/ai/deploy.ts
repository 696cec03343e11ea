/**
 * How the computer general deploys. The edge: the one whose zone holds more sheltered squares
 * (its own on a tie). The unit: its costliest left, so the best places go to the most dice.
 * The place, among the lawful formations (placements.ts): cover first; then by what the unit
 * does: shooters (Ranged and Indirect dice above Melee) at the back of the zone, fighters at the
 * front; fast units (2 Speed dice or more) out on a flank, the rest nearer the middle; a little
 * room from friends, so one blast of fire doesn't find them all. Ties go to the first found.
 */
import type { CellKey, Edge } from '../../../grid/types';
import { cardCost } from '../army';
import { edgeOf, OPPOSITE, reserveOf } from '../deployment';
import { terrainSays } from '../geometry';
import { placements } from '../placements';
import { DEFAULT_HEIGHT } from '../setupCheck';
import type { BattleState } from '../state';
import type { Decision, UnitSetup } from '../types';
import { seatTurned, turnCell, turnState } from './seat';

const [COVER, ROLE, FLANK, CROWD] = [2, 1, 1.5, 0.15];

const xy = (c: CellKey): [number, number] => c.split(',').map(Number) as [number, number];

/** Sheltered squares within `depth` of `edge` (all the table when free). */
function shelterIn(s: BattleState, edge: Edge): number {
  const { cols, rows } = s.rules.table;
  const depth = s.rules.zone ?? Infinity;
  let n = 0;
  for (let c = 0; c < cols; c++)
    for (let r = 0; r < rows; r++) {
      const from =
        edge === 'north' ? r + 1 : edge === 'south' ? rows - r : edge === 'west' ? c + 1 : cols - c;
      if (from <= depth && terrainSays(s.rules.table, [`${c},${r}`], DEFAULT_HEIGHT) === 2) n++;
    }
  return n;
}

export function chooseEdge(s: BattleState, side: string): Edge {
  const own = edgeOf(s.rules, side);
  return shelterIn(s, OPPOSITE[own]) > shelterIn(s, own) ? OPPOSITE[own] : own;
}

function roleOf(u: UnitSetup): { shooter: boolean; fast: boolean } {
  const e = u.card.equipment;
  const shots = [...e.ranged, ...e.indirect].reduce((n, d) => n + d, 0);
  const blows = e.melee.reduce((n, d) => n + d, 0);
  return { shooter: shots > blows, fast: u.card.passive?.kind === 'speed' && u.card.passive.dice >= 2 };
}

/** How good `at` is for `u`: see the file's comment. */
function worth(s: BattleState, u: UnitSetup, at: readonly CellKey[], friends: readonly CellKey[]): number {
  const { cols, rows } = s.rules.table;
  const edge = edgeOf(s.rules, u.side);
  const ns = edge === 'north' || edge === 'south';
  const zone = Math.min(s.rules.zone ?? (ns ? rows : cols) / 2, ns ? rows : cols);
  const role = roleOf(u);
  let front = 0;
  let flank = 0;
  for (const c of at) {
    const [x, y] = xy(c);
    const from = edge === 'north' ? y + 1 : edge === 'south' ? rows - y : edge === 'west' ? x + 1 : cols - x;
    front += Math.min(1, (from - 1) / Math.max(1, zone - 1));
    const across = ns ? x / Math.max(1, cols - 1) : y / Math.max(1, rows - 1);
    flank += Math.abs(across - 0.5) * 2;
  }
  front /= at.length;
  flank /= at.length;
  const cover = terrainSays(s.rules.table, at, u.height ?? DEFAULT_HEIGHT) === 2 ? COVER : 0;
  const place = role.shooter ? 1 - front : front;
  const wing = role.fast ? flank : -flank / 2;
  let crowd = 0;
  for (const c of at) {
    const [x, y] = xy(c);
    for (const f of friends) {
      const [fx, fy] = xy(f);
      if (Math.abs(fx - x) <= 2 && Math.abs(fy - y) <= 2) crowd++;
    }
  }
  return cover + ROLE * place + FLANK * wing - CROWD * crowd;
}

export function chooseDeployment(s: BattleState, side: string): Extract<Decision, { kind: 'deploy' }> {
  const left = reserveOf(s, side);
  let u = left[0]!;
  for (const x of left) if (cardCost(x.card) > cardCost(u.card)) u = x;
  return { kind: 'deploy', side, unit: u.id, at: bestPlacement(s, u) };
}

/**
 * Where the computer would put `u`, as it sees the table from its side's edge (seat.ts): the
 * prompts offer it first.
 */
export function suggestedPlacement(s: BattleState, u: UnitSetup): CellKey[] {
  if (!seatTurned(s, u.side)) return bestPlacement(s, u);
  const { cols, rows } = s.rules.table;
  return bestPlacement(turnState(s), u).map((c) => turnCell(cols, rows, c));
}

/** The best place for `u` on the table as `s` shows it (the general's own view: computer.ts). */
export function bestPlacement(s: BattleState, u: UnitSetup): CellKey[] {
  const friends = s.units.filter((x) => x.side === u.side).flatMap((x) => x.models);
  let best: CellKey[] = [];
  let bestWorth = -Infinity;
  for (const at of placements(s, u)) {
    const w = worth(s, u, at, friends);
    if (w > bestWorth) {
      best = at;
      bestWorth = w;
    }
  }
  return best;
}
