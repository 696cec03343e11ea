/**
 * The fast path of a simulated trial (issue 23): the same battle as the reference rules and the
 * computer general play it, decision for decision and die for die, over one mutable position.
 * `diemen sim` plays a trial here when `fastSupports` says the battle is covered, else through
 * the reference (src/sim/trial.ts); play, step, replay and logs always use the reference.
 */
import type { FastTrial } from '../../../engine/game';
import { seedRng, type RngState } from '../../../core/rng';
import { hashString } from '../ai/hash';
import type { Positions } from '../board';
import { fastScratch } from '../caches';
import { openingFor, validateSetup } from '../init';
import type { BattleRules } from '../state';
import type { BattleSetup } from '../types';
import { applyDecision, decide } from './general';
import { fastFor, Phase, Req, Strat, type Fast } from './position';
import { advance, unitsOfSide } from './rules';

/** Maps of at most this many cells: the general's target is then always the walking one. */
const MAX_CELLS = 128;
const COVERED_TERRAIN = new Set(['open', 'rough', 'impassable', 'hill', 'forest', 'river']);
/**
 * The terrain complications the fast rules play: hills' high ground and forests' free die
 * (resolve.ts), rivers' threat in Free Movement (freeMoves.ts).
 */
const COVERED_COMPLICATIONS = new Set(['hill', 'forest', 'river']);

/** The unit types the fast rules play: cavalry's +1, long moves and rough ground (orders.ts, paths.ts). */
const COVERED_UNITS = new Set(['infantry', 'cavalry']);

/**
 * True when the fast path plays this battle as the reference would: the basic game with hills,
 * forests and rivers and with cavalry (no other complication, no deployment in play, no gates),
 * infantry and cavalry only, on open, rough, impassable, hill, forest and river ground, at most
 * 128 cells, and no strategy fixed by the plan (`--strategy`).
 */
export function fastSupports(setup: BattleSetup, fixed: unknown): boolean {
  if (fixed !== null && typeof fixed === 'object' && Object.keys(fixed).length > 0) return false;
  if (setup.grid.cols * setup.grid.rows > MAX_CELLS) return false;
  if (setup.deploy && Object.keys(setup.deploy).length > 0) return false;
  if (setup.gates && Object.keys(setup.gates).length > 0) return false;
  const c = setup.options.complications;
  if (c) {
    if ((c.terrain ?? []).some((t) => !COVERED_COMPLICATIONS.has(t))) return false;
    if ((c.unitTypes ?? []).some((t) => !COVERED_UNITS.has(t))) return false;
    if ((c.commandLag ?? 0) !== 0 || (c.threat ?? null) !== null || c.commandInterference) return false;
  }
  for (const k in setup.terrain) if (!COVERED_TERRAIN.has(setup.terrain[k]!)) return false;
  for (const k in setup.occupants) {
    const u = setup.occupants[k]!.units;
    for (const t in u) if (!COVERED_UNITS.has(t) && (u[t as 'infantry'] ?? 0) > 0) return false;
  }
  return true;
}

/**
 * The opening fast position of a trial of `setup` (its seed the battle's), the general's
 * tie-breaks seeded by `seed`; null when the set-up is not sound. The record is the run's one
 * (caches.ts `fastScratch`): a second opening reuses it.
 */
export function fastOpening(setup: BattleSetup, seed: string): Fast | null {
  if (validateSetup(setup).length > 0) return null;
  const { rules, occupants } = openingFor(setup);
  let f = fastScratch.f;
  if (f === null || fastScratch.rules !== rules) {
    f = fastScratch.f = fastFor(rules);
    fastScratch.rules = rules;
  }
  openFast(f, rules, occupants, seedRng(setup.seed), hashString(`computer:${seed}`));
  return f;
}

/** Every field of `f` as a battle's opening sets it: round 1, nothing declared or rolled. */
function openFast(f: Fast, rules: BattleRules, occupants: Positions, rng: RngState, seedHash: number): void {
  f.round = 1;
  f.phase = Phase.Declare;
  f.owner.fill(-1);
  f.count.fill(0);
  f.cav.fill(0);
  f.order.length = 0;
  f.total.fill(0);
  for (const k in occupants) {
    const i = f.m.index.get(k)!;
    const s = rules.sides.findIndex((x) => x.id === occupants[k]!.side);
    f.owner[i] = s;
    const cav = occupants[k]!.units.cavalry ?? 0;
    f.count[i] = (occupants[k]!.units.infantry ?? 0) + cav;
    f.cav[i] = cav;
    f.order.push(i);
    f.total[s] = f.total[s]! + f.count[i]!;
  }
  f.version = 0;
  f.viewVersion.fill(-1);
  f.views.fill(null);
  for (let i = 0; i < f.m.n; i++) {
    f.rsOwner[i] = f.owner[i]!;
    f.rsCount[i] = f.count[i]!;
    f.rsCav[i] = f.cav[i]!;
  }
  f.rsOrder.length = 0;
  for (const i of f.order) f.rsOrder.push(i);
  for (let s = 0; s < f.nSides; s++) f.rsTotal[s] = f.total[s]!;
  f.c = rng.c;
  f.s0 = rng.s0;
  f.s1 = rng.s1;
  f.s2 = rng.s2;
  f.strat.fill(Strat.None);
  f.goal.fill(-1);
  f.nDecl = 0;
  f.sets.fill(null);
  f.splitAsked = 0;
  f.queue = [];
  f.cursor = 0;
  f.group = false;
  f.nOrders = 0;
  f.attack = false;
  f.loss.fill(0);
  f.lossCav.fill(0);
  f.lossCells.length = 0;
  f.gobSide.fill(-1);
  f.gob.fill(0);
  f.gobFree.fill(0);
  f.dealt.fill(0);
  f.free.fill(null);
  f.req = Req.None;
  f.winner = -1;
  f.targets.round.fill(-1);
  f.seedHash = seedHash;
}

/** One trial, the computer general on every side; null when the set-up is not sound. */
export function playFastTrial(setup: BattleSetup, seed: string): FastTrial | null {
  const f = fastOpening(setup, seed);
  if (f === null) return null;
  for (;;) {
    advance(f);
    if (f.phase === Phase.Ended) break;
    applyDecision(f, decide(f));
  }
  const left: number[] = [];
  let standing = 0;
  for (let s = 0; s < f.nSides; s++) {
    const n = unitsOfSide(f, s, false);
    left.push(n);
    if (n > 0) standing++;
  }
  return { winner: f.winner, rounds: f.round, left, byRoundLimit: standing > 1 };
}
