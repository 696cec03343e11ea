/**
 * Free Movement (die-men.txt, "Free Movement" and the end of "Move"): after the queue is spent,
 * each group of units may step into an adjacent Open hex, if both that hex and the hex it leaves
 * are unthreatened (no enemy unit next to them). Strategy doesn't limit it; a group may split, each
 * unit moving at most once. Threat is judged on the positions when Free Movement begins, and every
 * side's free moves happen together.
 *
 * With the complications (rulings 17, 20, 22, 23): hills, mountains and forests take free moves,
 * rivers don't (in or out), and a river or a siege engine threatens more hexes (ground.ts).
 * Cavalry treat Rough as Open, fliers ignore Rough and rivers, chariots keep off high ground and
 * forest, and siege engines never move freely.
 */
import { fail, ok, problem, type Result } from '../../core/problem';
import { gridFor } from '../../grid/grid';
import type { CellKey } from '../../grid/types';
import { hasEnemy, unitsOf, unitsWriter, type Positions } from './board';
import type { Event } from './events';
import { groundAt, ruleAt, THREAT_WORDS, threatBy, threatened } from './ground';
import type { BattleState, Draft } from './state';
import { UNIT_TYPES, type FreeMove, type UnitCounts, type UnitType } from './types';
import { anyHas, typesIn, UNIT_RULES } from './unitRules';
import { addUnits, fitsIn, isUnitCounts, subtractUnits, totalUnits } from './units';

/** One possible free move: from a hex into a neighbour, with up to all of the hex's units. */
export interface FreeOption {
  readonly from: CellKey;
  readonly to: CellKey;
  readonly units: UnitCounts;
}

/** Every (from, to) pair `side` may use in Free Movement now, with every unit that may make it. */
export function legalFreeMoves(state: BattleState, side: string): FreeOption[] {
  const out: FreeOption[] = [];
  eachFreeMove(state, side, (o) => {
    out.push(o);
    return true;
  });
  return out;
}

/** Whether `side` has any free move to make (without listing them all). */
export function hasFreeMove(state: BattleState, side: string): boolean {
  let found = false;
  eachFreeMove(state, side, () => {
    found = true;
    return false;
  });
  return found;
}

/** Visits each free move legalFreeMoves lists, in its order, until `visit` returns false. */
function eachFreeMove(state: BattleState, side: string, visit: (o: FreeOption) => boolean): void {
  const grid = gridFor(state.rules.grid);
  const pos = state.occupants;
  for (const from in pos) {
    if (unitsOf(pos, from, side) === 0) continue;
    const have = pos[from]!.units;
    // The half about leaving `from` is the same for every neighbour: worked out once.
    const leaving = leavers(state, pos, from, side, have);
    if (leaving.length === 0) continue;
    for (const to of grid.neighbours(from)) {
      if (hasEnemy(pos, to, side)) continue;
      const units = enterers(state, pos, to, side, have, leaving);
      if (units && !visit({ from, to, units })) return;
    }
  }
}

/** The types of `have` that may step out of `from` in Free Movement, in UNIT_TYPES order. */
function leavers(
  state: BattleState,
  pos: Positions,
  from: CellKey,
  side: string,
  have: UnitCounts,
): UnitType[] {
  return UNIT_TYPES.filter(
    (t) => (have[t] ?? 0) > 0 && mayLeave(state, from, t) && !threatened(state, pos, from, side, ONE_OF[t]),
  );
}

/** The units of `have`, of the `leaving` types, that may step into `to`; null for none. */
function enterers(
  state: BattleState,
  pos: Positions,
  to: CellKey,
  side: string,
  have: UnitCounts,
  leaving: readonly UnitType[],
): UnitCounts | null {
  let units: Partial<Record<UnitType, number>> | null = null;
  for (const t of leaving) {
    if (!mayEnter(state, to, t) || threatened(state, pos, to, side, ONE_OF[t])) continue;
    (units ??= {})[t] = have[t]!;
  }
  return units;
}

/** May units of `type` step into `to` in Free Movement, as far as terrain and their type go? */
function mayEnter(state: BattleState, to: CellKey, type: UnitType): boolean {
  const rule = ruleAt(state, to);
  const unit = UNIT_RULES[type];
  if (unit.needsEscort || !rule.enterable || (rule.noChariots && unit.lowGroundOnly)) return false;
  if (rule.freeEnter || unit.ignoresTerrain) return true;
  return Boolean(unit.freeRough) && groundAt(state, to) === 'rough';
}

/**
 * May units of `type` step out of `from` in Free Movement? Not out of Rough ("The Map": a set is
 * needed to move into or out of it; ruling 13) or a River, unless the type ignores terrain or, for
 * Rough, treats it as Open (cavalry).
 */
function mayLeave(state: BattleState, from: CellKey, type: UnitType): boolean {
  const unit = UNIT_RULES[type];
  if (ruleAt(state, from).freeLeave !== false || unit.ignoresTerrain) return true;
  return Boolean(unit.freeRough) && groundAt(state, from) === 'rough';
}

/** The units of `have` that may step from `from` into `to` in Free Movement. */
function freeGroup(
  state: BattleState,
  pos: Positions,
  from: CellKey,
  to: CellKey,
  side: string,
  have: UnitCounts,
): UnitCounts {
  return enterers(state, pos, to, side, have, leavers(state, pos, from, side, have)) ?? {};
}

/** A single unit of each type: what a type's own threat is judged by. */
const ONE_OF = Object.fromEntries(UNIT_TYPES.map((t) => [t, { [t]: 1 }])) as Readonly<
  Record<UnitType, UnitCounts>
>;

/** Checks a side's free moves against the current positions; fills in omitted unit counts. */
// eslint-disable-next-line max-lines-per-function -- the free-move rules (ruling 13) checked in the text's order
export function checkFreeMoves(
  state: BattleState,
  side: string,
  moves: readonly FreeMove[],
): Result<FreeMove[]> {
  const grid = gridFor(state.rules.grid);
  const pos = state.occupants;
  const used = new Map<CellKey, UnitCounts>();
  const out: FreeMove[] = [];
  if (!Array.isArray(moves))
    return fail(problem('free.bad-moves', 'free moves must be a list', { path: ['moves'] }));
  for (let i = 0; i < moves.length; i++) {
    const { from, to, units } = moves[i]!;
    const bad = (code: string, message: string, facts: Record<string, unknown> = {}) =>
      fail(problem(code, message, { path: ['moves', i], facts: { from, to, ...facts } }));
    if (!grid.inBounds(from) || !grid.inBounds(to))
      return bad('free.bad-cell', `${from} → ${to}: not on the map`);
    if (!grid.adjacent(from, to)) return bad('free.not-adjacent', `${to} is not next to ${from}`);
    if (unitsOf(pos, from, side) === 0) return bad('free.no-units', `${side} has no units in ${from}`);
    const have = pos[from]!.units;
    // Named units, else every unit that may make the move (else all, to say why none may).
    const able = freeGroup(state, pos, from, to, side, have);
    const probe = units !== undefined && isUnitCounts(units) ? units : totalUnits(able) > 0 ? able : have;
    const out1 = threatBy(state, pos, from, side, probe);
    if (out1) {
      return bad('free.threatened-origin', `${from} ${THREAT_WORDS[out1]}: it takes a set to move out`);
    }
    const terrain = groundAt(state, to);
    if (typesIn(probe).some((t) => !mayLeave(state, from, t))) {
      return bad('free.terrain', `no free moves out of ${groundAt(state, from)} terrain at ${from}`, {
        terrain: groundAt(state, from),
      });
    }
    if (anyHas(probe, (r) => r.needsEscort)) {
      return bad('free.siege', `siege engines can't move in Free Movement`);
    }
    if (typesIn(probe).some((t) => !mayEnter(state, to, t))) {
      const chariots = ruleAt(state, to).noChariots && anyHas(probe, (r) => r.lowGroundOnly);
      return bad(
        'free.terrain',
        chariots
          ? `chariots can't enter ${terrain} terrain`
          : `free moves only enter open terrain; ${to} is ${terrain}`,
        { terrain },
      );
    }
    const in1 = hasEnemy(pos, to, side) ? 'enemy' : threatBy(state, pos, to, side, probe);
    if (in1) {
      return bad('free.threatened-target', `${to} ${THREAT_WORDS[in1]}: it takes a set to move in`);
    }
    if (units !== undefined && (!isUnitCounts(units) || totalUnits(units) < 1)) {
      return bad('free.bad-units', `a free move names at least one unit, in whole numbers of known types`);
    }
    // A move that names no units moves the whole hex (ruling 13): when some of its units may not
    // make it, leaving them behind unasked would not be that move.
    if (units === undefined && !fitsIn(have, probe)) {
      return bad(
        'free.not-all-units',
        `not every unit in ${from} may make this free move (${typesIn(have)
          .filter((t) => !((probe[t] ?? 0) > 0))
          .join(', ')} can't): name the units that go (units:)`,
        { present: have, able: probe },
      );
    }
    const moving = units === undefined ? probe : addUnits(units, {});
    const total = addUnits(used.get(from) ?? {}, moving);
    if (!fitsIn(total, have)) {
      return bad('free.too-many-units', `more units leave ${from} than are there (each moves once)`, {
        moving: total,
        present: have,
      });
    }
    used.set(from, total);
    out.push({ from, to, units: moving });
  }
  return ok(out);
}

export function applyFreeMoves(d: Draft, ev: Event[]): void {
  const put = unitsWriter(d);
  for (const s of d.rules.sides) {
    for (const m of d.free[s.id] ?? []) {
      const units = m.units!;
      put(m.from, s.id, subtractUnits(d.occupants[m.from]!.units, units));
      const there = d.occupants[m.to];
      put(m.to, s.id, there ? addUnits(there.units, units) : units);
      ev.push({ type: 'freeMoved', round: d.round, side: s.id, from: m.from, to: m.to, units });
    }
  }
}
