/**
 * The general's free move on the fast position (ai/computer.ts `bestMove`, the same places weighed
 * in the same order): MOVE_SAMPLE moves spread over the lawful ones, then those whose lead is
 * within REFINE of the best's, taken if the best beats staying put by MARGIN. Each place is
 * weighed by `placeWorth`, whose pruning decides which place leads, so it is copied term for term.
 */
import { moveInches } from '../weapons';
import { contextFor, type FastContext } from './context';
import { fastMoveSet, type FastMoves } from './moves';
import { seatAt, speedOf, type FastUnit, type Position } from './position';

const MOVE_SAMPLE = 40;
const COVER = 0.5;
const REFINE = 1;
const MARGIN = 0.35;

/** placeWorth() of ai/computer.ts, term for term (its pruning decides which place leads). */
function placeWorth(
  ctx: FastContext,
  cells: readonly number[],
  actions: number,
  beat = -Infinity,
  ceiling = Infinity,
): number {
  if (ceiling + COVER <= beat) return -Infinity;
  let cover = -1;
  if (ceiling <= beat) {
    if (!ctx.coveredOn(cells)) return -Infinity;
    cover = COVER;
  }
  const nearest = ctx.nearest(cells[0]!);
  const away = 0.01 * (Number.isFinite(nearest) ? nearest : 0);
  if (ceiling + COVER - away <= beat) return -Infinity;
  if (cover < 0) cover = ctx.coveredOn(cells) ? COVER : 0;
  if (ceiling + cover - away <= beat) return -Infinity;
  return ctx.potential(cells, actions) + cover - away;
}

/** The squares of move j, written into `out`. */
function squaresOf(m: FastMoves, j: number, out: number[]): number[] {
  if (j < m.n) {
    const d = m.deltas[j]!;
    for (let k = 0; k < m.starts.length; k++) out[k] = m.starts[k]! + d;
  } else for (let k = 0; k < m.starts.length; k++) out[k] = m.gathered![k]!;
  return out;
}

const leadOf = (m: FastMoves, j: number): number => (j < m.n ? m.starts[0]! + m.deltas[j]! : m.gathered![0]!);

/** One search's state: the best move weighed so far and what a move must beat (one a position, begun for each search). */
export class Search {
  best = -1;
  bestWorth = 0;
  actions = 0;
  margin = 0;
  ceiling = 0;
  readonly cells: number[] = [];

  constructor(
    readonly ctx: FastContext,
    readonly m: FastMoves,
  ) {}

  /** Ready for a search of the unit whose moves are `m` (written over, then cut to length: no allocation). */
  begin(actions: number, margin: number, ceiling: number): this {
    this.best = -1;
    this.bestWorth = 0;
    this.actions = actions;
    this.margin = margin;
    this.ceiling = ceiling;
    const starts = this.m.starts;
    for (let k = 0; k < starts.length; k++) this.cells[k] = starts[k]!;
    this.cells.length = starts.length;
    return this;
  }

  weigh(j: number): void {
    const beat = this.best < 0 ? this.margin : Math.max(this.bestWorth, this.margin);
    const cells = squaresOf(this.m, j, this.cells);
    const worth = placeWorth(this.ctx, cells, this.actions, beat, this.ceiling);
    if (worth !== -Infinity && (this.best < 0 || worth > this.bestWorth)) {
      this.best = j;
      this.bestWorth = worth;
    }
  }
}

/** The moves near the best sampled one (within REFINE of its lead), not weighed yet. */
function refine(p: Position, s: Search, n: number, looked: Uint8Array): void {
  const rows = p.map.rows;
  const centre = leadOf(s.m, s.best);
  const cc = (centre / rows) | 0;
  const cr = centre - cc * rows;
  for (let j = 0; j < n; j++) {
    if (looked[j] === 1) continue;
    const x = leadOf(s.m, j);
    const xc = (x / rows) | 0;
    if (Math.abs(xc - cc) <= REFINE && Math.abs(x - xc * rows - cr) <= REFINE) s.weigh(j);
  }
}

/** The best free move on the seat's squares, if it beats staying put by MARGIN (bestMove()). */
export function bestMove(p: Position, u: FastUnit): number[] | null {
  const ctx = contextFor(p, u);
  ctx.useSlots(p.melee, p.used);
  const actions = p.actions;
  const starts = seatAt(u, ctx.turned);
  ctx.within(starts, moveInches(speedOf(u)));
  const stay = placeWorth(ctx, starts, actions);
  const ceiling = ctx.ceiling(actions);
  const margin = stay + MARGIN;
  if (ceiling + COVER <= margin) return null;
  const m = fastMoveSet(p, u, ctx.turned);
  const n = m.n + (m.gathered ? 1 : 0);
  const s = (p.search ??= new Search(ctx, m)).begin(actions, margin, ceiling);
  if (n <= MOVE_SAMPLE) for (let j = 0; j < n; j++) s.weigh(j);
  else {
    const step = n / MOVE_SAMPLE;
    if (p.looked.length < n) p.looked = new Uint8Array(n * 2);
    const looked = p.looked.fill(0, 0, n);
    for (let i = 0; i < MOVE_SAMPLE; i++) {
      const j = Math.floor(i * step);
      if (looked[j] === 1) continue;
      looked[j] = 1;
      s.weigh(j);
    }
    if (s.best >= 0 && ceiling + COVER > Math.max(s.bestWorth, margin)) refine(p, s, n, looked);
  }
  if (!(s.best >= 0 && s.bestWorth > stay + MARGIN)) return null;
  const last = p.map.size - 1;
  return squaresOf(m, s.best, s.cells).map((x) => (ctx.turned ? last - x : x));
}
