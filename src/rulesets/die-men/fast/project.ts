/**
 * One plain record for a reference battle state and for a fast position (issue 23): what the
 * lockstep test compares after every decision. It holds every field that can change a later
 * decision or the result: the positions and their record order (ties go to it), the positions at
 * the round's start, the RNG, declarations, sets, the queue, Resolve's group and attack, gobble
 * pools, damage dealt, free moves, the outcome and the request waited for.
 */
import type { BattleState } from '../state';
import type { Tactic, UnitCounts } from '../types';
import { Phase, Req, Stage, strategyName, type Fast, type FSet } from './position';

export interface Projection {
  readonly [field: string]: unknown;
}

const PHASES = ['', 'declare', 'roll', 'split', 'resolve', 'free', 'ended'];
const REQS = ['', 'declare', 'roll', 'split', 'assign', 'gobble', 'knock', 'free', 'casualties'];
const STAGES: Record<number, string> = {
  [Stage.Gobble]: 'gobble',
  [Stage.Hit]: 'hit',
  [Stage.Casualties]: 'casualties',
  [Stage.Knock]: 'knock',
};
const ORDERS = ['pass', 'attack', 'defend', 'move'];

const setText = (w: number, h: number, rw: number): string => `${w}x${h}/${rw}`;
/** A gobble pool: its cell, side, rolled dice and free dice by kind. */
const poolText = (k: string, side: string, dice: readonly number[], free: readonly string[]): string =>
  `${k}:${side}:${dice.join(',')}${free.length > 0 ? `+${free.join(',')}` : ''}`;
const sorted = (xs: string[]): string[] => xs.sort();
/** Units by type: infantry, and cavalry after a slash when there are any. */
const unitsText = (inf: number, cav: number): string => (cav > 0 ? `${inf}/${cav}c` : `${inf}`);
const refUnits = (u: UnitCounts | undefined): string => unitsText(u?.infantry ?? 0, u?.cavalry ?? 0);

function tacticText(t: Tactic): string {
  if (t.type === 'pass') return 'pass';
  if (t.type === 'defend') return `defend ${t.at}`;
  const units = t.type === 'move' && t.units ? ` ${refUnits(t.units)}` : '';
  return `${t.type} ${t.from}>${t.to}${units}`;
}

export function projectRef(s: BattleState): Projection {
  const sides = s.rules.sides.map((x) => x.id);
  const pos = (p: BattleState['occupants']): string[] =>
    Object.keys(p).map((k) => `${k}:${p[k]!.side}:${refUnits(p[k]!.units)}`);
  const g = s.group;
  return {
    round: s.round,
    phase: s.phase,
    occupants: pos(s.occupants),
    roundStart: pos(s.roundStart),
    rng: [s.rng.c, s.rng.s0, s.rng.s1, s.rng.s2],
    declarations: sides.map((id) => {
      const d = s.declarations[id];
      return d ? `${d.strategy}${d.goal?.kind === 'cell' ? '@' + d.goal.at : ''}` : null;
    }),
    sets:
      s.phase === 'roll' || s.phase === 'split'
        ? sides.map((id) => s.sets[id]?.map((x) => setText(x.width, x.height, x.rolledWidth)) ?? null)
        : null,
    splitAsked: s.splitAsked,
    queue: s.queue.map((x) => `${x.side}:${setText(x.width, x.height, x.rolledWidth)}`),
    cursor: s.cursor,
    group: g && {
      start: g.start,
      size: g.size,
      stage: g.stage,
      next: g.next,
      orders: g.orders.map(tacticText),
      attack: g.attack && {
        index: g.attack.index,
        stage: g.attack.stage,
        target: g.attack.target,
        width: g.attack.width,
        gobbled: g.attack.gobbled,
        kills: g.attack.kills,
      },
      losses: sorted(Object.keys(g.losses).map((k) => `${k}:${refUnits(g.losses[k])}`)),
    },
    gobble: sorted(
      Object.keys(s.gobble)
        .filter((k) => s.gobble[k]!.dice.length + (s.gobble[k]!.free?.length ?? 0) > 0)
        .map((k) => poolText(k, s.gobble[k]!.side, s.gobble[k]!.dice, s.gobble[k]!.free ?? [])),
    ),
    dealt: sorted(
      Object.keys(s.dealt)
        .filter((k) => s.dealt[k]! > 0)
        .map((k) => `${k}:${s.dealt[k]}`),
    ),
    free: sides.map((id) => s.free[id]?.map((m) => `${m.from}>${m.to} ${refUnits(m.units)}`) ?? null),
    winner: s.outcome ? s.outcome.winner : null,
    awaiting: s.awaiting ? `${s.awaiting.kind}:${s.awaiting.side}` : null,
  };
}

export function projectFast(f: Fast, sides: readonly string[]): Projection {
  const keys = f.m.keys;
  const pos = (order: number[], owner: number[], count: number[], cav: number[]): string[] =>
    order.map((i) => `${keys[i]}:${sides[owner[i]!]}:${unitsText(count[i]! - cav[i]!, cav[i]!)}`);
  const qs = (x: FSet): string => setText(x.width, x.height, x.rolledWidth);
  const inRound = f.phase === Phase.Roll || f.phase === Phase.Split;
  return {
    round: f.round,
    phase: PHASES[f.phase],
    occupants: pos(f.order, f.owner, f.count, f.cav),
    roundStart: pos(f.rsOrder, f.rsOwner, f.rsCount, f.rsCav),
    rng: [f.c, f.s0, f.s1, f.s2],
    declarations: f.strat.map((st, i) =>
      st < 0 ? null : `${strategyName(st)}${f.goal[i]! >= 0 ? '@' + keys[f.goal[i]!] : ''}`,
    ),
    sets: inRound ? f.sets.map((l) => l?.map(qs) ?? null) : null,
    splitAsked: f.splitAsked,
    queue: f.queue.map((x) => `${sides[x.side]}:${qs(x)}`),
    cursor: f.cursor,
    group: f.group ? groupOf(f, sides) : null,
    gobble: sorted(
      keys.flatMap((k, i) =>
        f.gobSide[i]! >= 0 && poolDice(f, i).length + f.gobFree[i]! > 0
          ? [
              poolText(
                k,
                sides[f.gobSide[i]!]!,
                poolDice(f, i),
                new Array<string>(f.gobFree[i]!).fill('forest'),
              ),
            ]
          : [],
      ),
    ),
    dealt: sorted(keys.flatMap((k, i) => (f.dealt[i]! > 0 ? [`${k}:${f.dealt[i]}`] : []))),
    free: f.free.map(
      (l) => l?.map((m) => `${keys[m.from]}>${keys[m.to]} ${unitsText(m.n - m.cav, m.cav)}`) ?? null,
    ),
    winner: f.phase === Phase.Ended ? (f.winner >= 0 ? sides[f.winner] : null) : null,
    awaiting: f.req !== Req.None ? `${REQS[f.req]}:${sides[f.reqSide]}` : null,
  };
}

/** The first field where two projections differ, as a path and both values; null when equal. */
export function firstDifference(a: unknown, b: unknown, path = ''): string | null {
  if (Object.is(a, b)) return null;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) {
    return `${path || '(root)'}: reference ${JSON.stringify(a)}, fast ${JSON.stringify(b)}`;
  }
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const k of keys) {
    const d = firstDifference(
      (a as Record<string, unknown>)[k],
      (b as Record<string, unknown>)[k],
      `${path}.${k}`,
    );
    if (d) return d;
  }
  return null;
}

function groupOf(f: Fast, sides: readonly string[]): Projection {
  const keys = f.m.keys;
  const ordersText = (): string[] => {
    const out: string[] = [];
    for (let k = 0; k < f.nOrders; k++) {
      const t = f.oType[k]!;
      const from = keys[f.oFrom[k]!];
      if (t === 0) out.push('pass');
      else if (t === 2) out.push(`defend ${from}`);
      else {
        const u = f.oUnits[k]!;
        out.push(
          `${ORDERS[t]} ${from}>${keys[f.oTo[k]!]}${u >= 0 ? ` ${unitsText(u - f.oCav[k]!, f.oCav[k]!)}` : ''}`,
        );
      }
    }
    return out;
  };
  return {
    start: f.gStart,
    size: f.gSize,
    stage: f.gStage === 0 ? 'assign' : 'attack',
    next: f.gNext,
    orders: ordersText(),
    attack: f.attack
      ? {
          index: f.aIndex,
          stage: STAGES[f.aStage],
          target: sides[f.aTarget],
          width: f.aWidth,
          gobbled: f.aGobbled.slice(),
          kills: f.aKills,
        }
      : null,
    losses: sorted(
      f.lossCells
        .filter((c) => f.loss[c]! > 0)
        .map((c) => `${keys[c]}:${unitsText(f.loss[c]! - f.lossCav[c]!, f.lossCav[c]!)}`),
    ),
  };
}

/** A cell's gobble dice, ascending. */
function poolDice(f: Fast, i: number): number[] {
  const out: number[] = [];
  for (let h = 1; h <= 10; h++) for (let k = 0; k < f.gob[i * 11 + h]!; k++) out.push(h);
  return out;
}
