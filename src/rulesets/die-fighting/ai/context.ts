/**
 * What the computer general works out once per decision: its units and the enemy's, where they
 * stand as numbers, and every pairing's attack worth both ways, so scoring a square costs a
 * loop of arithmetic over the enemies and nothing more.
 */
import { gridFor, indexFor, type GridIndex } from '../../../grid';
import { allUnits, cardOf, kindOf, maxHealth } from '../board';
import type { BattleState } from '../state';
import type { Unit } from '../types';
import { attackWorth, healthWorth } from './value';

export interface Ctx {
  readonly s: BattleState;
  readonly side: string;
  readonly ix: GridIndex;
  readonly mine: readonly Unit[];
  readonly enemies: readonly Unit[];
  readonly enemyCol: Int32Array;
  readonly enemyRow: Int32Array;
  /** How far each enemy strikes next turn: its range (ranged) or its speed plus one. */
  readonly enemyReach: Int32Array;
  readonly enemyRange: Int32Array;
  /** worth[m * enemies + e]: my unit m attacking enemy e. */
  readonly worth: Float64Array;
  /** threat[e * mine + m]: enemy e attacking my unit m. */
  readonly threat: Float64Array;
  /** Per unit of mine: its speed (0 for ranged units, which don't close in), range, and hurt (0-1). */
  readonly speed: Int32Array;
  readonly range: Int32Array;
  readonly hurt: Float64Array;
  readonly ranged: Uint8Array;
  /**
   * How much danger counts: 1 when the armies are even, less the stronger this side is (by health
   * left), so a general well ahead in an elimination game closes in instead of waiting.
   */
  readonly caution: number;
}

export function contextOf(s: BattleState, side: string): Ctx {
  const ix = indexFor(gridFor(s.rules.grid));
  const mine: Unit[] = [];
  const enemies: Unit[] = [];
  for (const u of allUnits(s)) (u.side === side ? mine : enemies).push(u);
  const ne = enemies.length;
  const nm = mine.length;
  const enemyCol = new Int32Array(ne);
  const enemyRow = new Int32Array(ne);
  const enemyReach = new Int32Array(ne);
  const enemyRange = new Int32Array(ne);
  enemies.forEach((e, k) => {
    const i = ix.indexOf.get(e.at)!;
    enemyCol[k] = (i / ix.rows) | 0;
    enemyRow[k] = i % ix.rows;
    const card = cardOf(s, e);
    enemyRange[k] = card.range;
    enemyReach[k] = kindOf(e) === 'ranged' ? card.range : card.speed + 1;
  });
  const speed = new Int32Array(nm);
  const range = new Int32Array(nm);
  const hurt = new Float64Array(nm);
  const ranged = new Uint8Array(nm);
  mine.forEach((u, m) => {
    const card = cardOf(s, u);
    ranged[m] = kindOf(u) === 'ranged' ? 1 : 0;
    speed[m] = ranged[m] ? 0 : card.speed;
    range[m] = card.range;
    hurt[m] = 1 - u.health / maxHealth(u);
  });
  let mineHealth = 0;
  let theirHealth = 0;
  for (const u of mine) mineHealth += u.health;
  for (const e of enemies) theirHealth += e.health;
  const lead = theirHealth > 0 ? mineHealth / theirHealth : 4;
  const caution = s.rules.options.game === 'elimination' && lead > 1.25 ? Math.max(0.25, 1.25 / lead) : 1;
  const worth = new Float64Array(nm * ne);
  const threat = new Float64Array(ne * nm);
  for (let m = 0; m < nm; m++) {
    for (let e = 0; e < ne; e++) {
      worth[m * ne + e] = attackWorth(s, mine[m]!, enemies[e]!);
      threat[e * nm + m] = attackWorth(s, enemies[e]!, mine[m]!);
    }
  }
  return {
    s,
    side,
    ix,
    mine,
    enemies,
    enemyCol,
    enemyRow,
    enemyReach,
    enemyRange,
    worth,
    threat,
    speed,
    range,
    hurt,
    ranged,
    caution,
  };
}

/** 0.6 × 0.7^k: how much a chance k squares beyond a unit's charge reach still counts. */
const FADE = Array.from({ length: 128 }, (_, k) => 0.6 * Math.pow(0.7, k));

/** How much of a chance at distance `dist` counts, for a unit of `speed` and `range`. */
function reachFactor(dist: number, speed: number, range: number): number {
  if (dist <= range) return 1;
  if (dist <= speed + 1) return 0.6;
  return FADE[Math.min(dist - speed - 1, 127)]!;
}

/**
 * The worth of my unit `m` standing on the cell of index `cell` when the combat phase comes:
 * close enough to strike what it can hurt most, as far as it can from what would hurt it.
 * Archers weigh the danger most: they should stay out of reach. Hurt units weigh it more, and
 * look for a friend of their type to regroup with when no enemy is near.
 */
export function placeWorth(ctx: Ctx, m: number, cell: number): number {
  const u = ctx.mine[m]!;
  const speed = ctx.speed[m]!;
  const range = ctx.range[m]!;
  const ranged = ctx.ranged[m] === 1;
  const col = (cell / ctx.ix.rows) | 0;
  const row = cell % ctx.ix.rows;
  const ne = ctx.enemies.length;
  const nm = ctx.mine.length;
  let best = 0;
  let danger = 0;
  for (let e = 0; e < ne; e++) {
    const dist = Math.max(Math.abs(col - ctx.enemyCol[e]!), Math.abs(row - ctx.enemyRow[e]!));
    const chance = ctx.worth[m * ne + e]! * reachFactor(dist, speed, range);
    if (chance > best) best = chance;
    if (dist <= ctx.enemyReach[e]!)
      danger += ctx.threat[e * nm + m]! * (dist <= ctx.enemyRange[e]! ? 1 : 0.7);
  }
  const hurt = ctx.hurt[m]!;
  let worth = best - ctx.caution * danger * ((ranged ? 1.5 : 0.6) + hurt);
  if (hurt > 0 && danger === 0) {
    for (const f of ctx.mine) {
      if (f.id === u.id || f.type !== u.type) continue;
      const i = ctx.ix.indexOf.get(f.at)!;
      const fc = (i / ctx.ix.rows) | 0;
      if (Math.max(Math.abs(col - fc), Math.abs(row - (i % ctx.ix.rows))) === 1) {
        worth += healthWorth(u);
        break;
      }
    }
  }
  return worth;
}
