/**
 * Issue #6, reliability: property-based tests over random scenarios (any map, terrain of every
 * kind, mixed armies, with and without the complications) and random lawful decisions (the random
 * and computer generals, which choose only from the legal-choice lists). After every event:
 * units never negative, never two sides in one hex, no unit on impassable ground, every attack's
 * kills within its caps, each side's total only falls, and the board the events describe is the
 * board the state holds. And the same setup with the recorded decisions (through JSON, as a log
 * stores them) always gives the same battle, event for event.
 */
import fc from 'fast-check';
import { runBattle, type SyncDecisionSource } from '../../src/engine';
import { gridFor } from '../../src/grid';
import type { CellKey, GridSpec } from '../../src/grid/types';
import {
  dieMen,
  groundAt,
  TERRAIN_RULES,
  totalUnits,
  UNIT_TYPES,
  type BattleSetup,
  type BattleState,
  type Decision,
  type Event,
  type Occupant,
  type Request,
  type Terrain,
  type UnitCounts,
  type UnitType,
} from '../../src/rulesets/die-men';
import { computerGeneral, randomGeneral } from '../../src/rulesets/die-men/ai';
import { allComplications, TERRAIN_KINDS, unitOn } from '../helpers/randomBattle';

type Source = SyncDecisionSource<BattleState, Request, Decision>;

/** A random battle from fast-check's values: basic game or every complication. */
const setupArb: fc.Arbitrary<BattleSetup> = fc
  .record({
    hex: fc.boolean(),
    cols: fc.integer({ min: 2, max: 9 }),
    rows: fc.integer({ min: 2, max: 9 }),
    complications: fc.boolean(),
    sides: fc.integer({ min: 2, max: 3 }),
    seed: fc.integer({ min: 0, max: 1e9 }),
    maxRounds: fc.integer({ min: 1, max: 8 }),
    perHex: fc.boolean(),
    terrainRolls: fc.array(fc.integer({ min: 0, max: 99 }), { minLength: 81, maxLength: 81 }),
    armies: fc.array(
      fc.record({
        cell: fc.nat(),
        units: fc.array(fc.tuple(fc.nat(UNIT_TYPES.length - 1), fc.integer({ min: 1, max: 12 })), {
          minLength: 1,
          maxLength: 3,
        }),
      }),
      { minLength: 2, maxLength: 10 },
    ),
    lag: fc.integer({ min: 0, max: 2 }),
    scale: fc.constantFrom(1, 2, 5, 10, 20, 50, 100),
  })
  .map((r): BattleSetup => {
    const grid: GridSpec = { kind: r.hex ? 'hex' : 'square', cols: r.cols, rows: r.rows };
    const cells = [...gridFor(grid).cells];
    const kinds = r.complications ? TERRAIN_KINDS : TERRAIN_KINDS.slice(0, 2);
    const terrain: Record<CellKey, Terrain> = {};
    cells.forEach((k, i) => {
      const roll = r.terrainRolls[i % r.terrainRolls.length]!;
      if (roll < 25) terrain[k] = kinds[roll % kinds.length]!;
    });
    const free = cells.filter((k) => !terrain[k] || TERRAIN_RULES[terrain[k]].enterable);
    const ids = ['a', 'b', 'c'].slice(0, r.sides);
    const occupants: Record<CellKey, Occupant> = {};
    r.armies.forEach((a, i) => {
      if (free.length === 0) return;
      const at = free.splice(a.cell % free.length, 1)[0]!;
      const units: Partial<Record<UnitType, number>> = {};
      for (const [t, n] of a.units) {
        const type = unitOn(r.complications ? UNIT_TYPES[t]! : 'infantry', terrain[at]);
        units[type] = (units[type] ?? 0) + n;
      }
      // Every side gets the first hexes in turn, so each has units when there is room.
      occupants[at] = { side: ids[i % ids.length]!, units };
    });
    const present = ids.filter((id) => Object.values(occupants).some((o) => o.side === id));
    const gates: Record<CellKey, string> = {};
    for (const [k, t] of Object.entries(terrain)) if (TERRAIN_RULES[t].gate) gates[k] = present[0] ?? 'a';
    return {
      name: 'property',
      scale: r.scale as BattleSetup['scale'],
      grid,
      terrain,
      sides: present.map((id) =>
        r.complications
          ? { id, name: id, pcSkills: { tactics: 3, strategy: 3, inspire: 1 } }
          : { id, name: id },
      ),
      occupants,
      options: {
        maxRounds: r.maxRounds,
        damageCap: r.perHex ? 'per-hex' : 'per-attack',
        ...(r.complications
          ? {
              complications: allComplications(r.lag, null),
            }
          : {}),
      },
      ...(r.complications ? { gates } : {}),
      seed: `p${r.seed}`,
    };
  })
  .filter((s) => s.sides.length >= 2);

/** Who answers: per side, the random or the computer general. */
const generalsArb = fc.array(fc.boolean(), { minLength: 3, maxLength: 3 });

function sourceFor(setup: BattleSetup, computer: boolean[]): Source {
  const by = new Map<string, Source>(
    setup.sides.map((s, i) => [
      s.id,
      computer[i] ? computerGeneral({ seed: s.id }) : randomGeneral(`${setup.seed}${s.id}`),
    ]),
  );
  return { decide: (r, s) => by.get(r.side)!.decide(r, s) };
}

type Board = Map<CellKey, { side: string; units: Record<string, number> }>;

const boardOf = (state: BattleState): Board =>
  new Map(
    Object.entries(state.occupants).map(([k, o]) => [
      k,
      { side: o.side, units: { ...o.units } as Record<string, number> },
    ]),
  );

function fail(what: string, detail: unknown): never {
  throw new Error(`${what}: ${JSON.stringify(detail)}`);
}

function take(board: Board, at: CellKey, side: string, units: UnitCounts, what: string): void {
  const o = board.get(at);
  if (!o || o.side !== side) fail(`${what} from ${at}, which ${side} doesn't hold`, { at, o });
  for (const [t, n] of Object.entries(units)) {
    const left = (o.units[t] ?? 0) - (n ?? 0);
    if (left < 0) fail(`${what}: more ${t} than ${at} has`, { at, o, units });
    if (left === 0) delete o.units[t];
    else o.units[t] = left;
  }
  if (Object.keys(o.units).length === 0) board.delete(at);
}

function put(board: Board, at: CellKey, side: string, units: UnitCounts, what: string): void {
  const o = board.get(at);
  if (o && o.side !== side) fail(`${what} into ${at}, held by ${o.side}: two sides in one hex`, { at, side });
  const next = o ?? { side, units: {} };
  for (const [t, n] of Object.entries(units)) next.units[t] = (next.units[t] ?? 0) + (n ?? 0);
  board.set(at, next);
}

/** Replays one decision's events on the board, checking each; returns the board after them. */
function checkEvents(events: readonly Event[], board: Board): void {
  for (const e of events) {
    switch (e.type) {
      case 'attacked':
        if (!Number.isInteger(e.kills) || e.kills < 0) fail('kills not a whole number', e);
        if (e.kills > e.targetUnits) fail('more kills than units in the target', e);
        if (e.kills > e.damage) fail('more kills than damage', e);
        if (e.kills > e.cap) fail('more kills than the damage cap', e);
        if (e.spoiled && e.kills !== 0) fail('a spoiled attack killed', e);
        if (e.by !== 'archers') {
          const extra = e.bonuses.reduce((n, b) => n + b.amount, 0);
          if (!e.spoiled && e.damage !== e.widthAfter + e.encirclement + extra)
            fail('damage is not its sum', e);
        }
        break;
      case 'casualties':
        take(board, e.at, e.side, e.losses, 'casualties');
        if (totalUnits(e.left) !== (board.get(e.at) ? totalUnits(board.get(e.at)!.units) : 0)) {
          fail('casualties leave a different number of units', e);
        }
        break;
      case 'moved':
        take(board, e.from, e.set.side, e.units, 'a move');
        put(board, e.to, e.set.side, e.units, 'a move');
        break;
      case 'freeMoved':
        take(board, e.from, e.side, e.units, 'a free move');
        put(board, e.to, e.side, e.units, 'a free move');
        break;
      default:
        break;
    }
  }
}

function checkState(
  state: BattleState,
  board: Board,
  totalsBefore: Map<string, number>,
): Map<string, number> {
  const totals = new Map<string, number>();
  for (const [key, o] of Object.entries(state.occupants)) {
    if (!gridFor(state.rules.grid).inBounds(key)) fail('units off the map', key);
    const ground = groundAt(state, key);
    if (!TERRAIN_RULES[ground].enterable) fail(`units on ${ground}`, { key, o });
    for (const n of Object.values(o.units))
      if (!Number.isInteger(n) || n! <= 0) fail('a count that is not a positive whole number', o);
    if (!state.rules.sides.some((s) => s.id === o.side)) fail('units of an unknown side', o);
    totals.set(o.side, (totals.get(o.side) ?? 0) + totalUnits(o.units));
  }
  for (const [side, n] of totals)
    if (n > (totalsBefore.get(side) ?? 0)) fail(`${side}'s units went up`, { n });
  // The board the events describe is the board in the state.
  const want = boardOf(state);
  if (want.size !== board.size)
    fail('the events and the state disagree on which hexes are held', { want: [...want], got: [...board] });
  for (const [k, o] of want) {
    const got = board.get(k);
    if (
      !got ||
      got.side !== o.side ||
      JSON.stringify(Object.entries(got.units).sort()) !== JSON.stringify(Object.entries(o.units).sort())
    ) {
      fail(`the events and the state disagree about ${k}`, { want: o, got });
    }
  }
  return totals;
}

function playChecked(setup: BattleSetup, source: Source) {
  const init = dieMen.init(setup);
  if (!init.ok) fail('setup refused', init.error);
  let state = init.value.state;
  let totals = new Map<string, number>();
  for (const o of Object.values(state.occupants))
    totals.set(o.side, (totals.get(o.side) ?? 0) + totalUnits(o.units));
  const board = boardOf(state);
  const decisions: Decision[] = [];
  const events: Event[] = [...init.value.events];
  for (let req = dieMen.pending(state), steps = 0; req; req = dieMen.pending(state)) {
    const d = source.decide(req, state);
    const r = dieMen.apply(state, d);
    if (!r.ok) fail(`a listed choice was refused (${r.error.code})`, d);
    decisions.push(d);
    events.push(...r.value.events);
    checkEvents(r.value.events, board);
    state = r.value.state;
    totals = checkState(state, board, totals);
    if (++steps > 20_000) fail('the battle does not end', steps);
  }
  if (dieMen.outcome(state) === null) fail('no outcome', state.round);
  return { state, events, decisions };
}

/** Feeds recorded decisions back in order; any other request is a divergence. */
function replaying(decisions: readonly Decision[]): Source {
  let i = 0;
  return {
    decide(request) {
      const d = decisions[i++];
      if (!d || d.kind !== request.kind || d.side !== request.side)
        fail('the replay diverged', { i, request, d });
      return d;
    },
  };
}

describe('random battles, random lawful decisions', () => {
  it('keep every invariant after every event', () => {
    fc.assert(
      fc.property(setupArb, generalsArb, (setup, computer) => {
        playChecked(setup, sourceFor(setup, computer));
      }),
      { numRuns: 150 },
    );
  });

  it('replay exactly from the setup and the recorded decisions (through JSON, as a log keeps them)', () => {
    fc.assert(
      fc.property(setupArb, generalsArb, (setup, computer) => {
        const first = runBattle(dieMen, setup, sourceFor(setup, computer));
        if (!first.ok) fail('run failed', first.error.problems);
        const logged = JSON.parse(JSON.stringify(first.value.decisions)) as Decision[];
        const again = runBattle(dieMen, JSON.parse(JSON.stringify(setup)) as BattleSetup, replaying(logged));
        if (!again.ok) fail('replay failed', again.error.problems);
        expect(again.value.events).toEqual(first.value.events);
        expect(again.value.state).toEqual(first.value.state);
        expect(again.value.decisions).toHaveLength(logged.length);
        // And the same seed with the same generals gives the same battle again.
        const third = runBattle(dieMen, setup, sourceFor(setup, computer));
        if (!third.ok) fail('rerun failed', third.error.problems);
        expect(third.value.decisions).toEqual(first.value.decisions);
      }),
      { numRuns: 80 },
    );
  });
});
