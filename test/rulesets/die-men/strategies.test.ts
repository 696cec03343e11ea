/**
 * Each strategy's limits on orders (die-men.txt "Deploy", "Seize", "Hold", "Retreat"; rulings 3
 * and 7). One position, one set to assign; every order is tried against the same state.
 */
import { gridFor } from '../../../src/grid';
import { dieMen, legalTactics } from '../../../src/rulesets/die-men';
import type { BattleState, Declaration, Request, Tactic } from '../../../src/rulesets/die-men';
import { drive, HEX, makeSetup, start, untilAssign } from './helpers';

// a holds 2,3 (3 units) and 2,4 (2); b holds 2,2 (3), next to 2,3. 1,3 is impassable, 3,4 rough.
// Around 2,3 (even column): 2,2 (b) 3,2 3,3 2,4 (a) 1,3 (impassable) 1,2.
const base: Record<string, [string, number]> = {
  '2,3': ['a', 3],
  '2,4': ['a', 2],
  '2,2': ['b', 3],
  '5,0': ['b', 1],
};
const terrain = { '1,3': 'impassable', '3,4': 'rough' } as const;

/** Declares for a (b holds), rolls a a single 2x5 and b nothing, and stops at a's order for it. */
function atAssign(declaration: Declaration, extra: Record<string, [string, number]> = {}): BattleState {
  const { state } = drive(
    start(makeSetup({ ...base, ...extra }, { terrain })).state,
    {
      declare: { a: declaration },
      faces: { a: [5, 5, 1, 2, 3], b: [1, 2, 3, 4, 6].slice(0, 4 + Object.keys(extra).length) },
    },
    untilAssign('a.2x5'),
  );
  expect(dieMen.pending(state)).toMatchObject({ kind: 'assign', side: 'a' });
  return state;
}

function verdict(state: BattleState, tactic: Tactic): string {
  const r = dieMen.apply(state, { kind: 'assign', side: 'a', set: 'a.2x5', tactic });
  return r.ok ? 'ok' : r.error.code;
}

const north: Declaration['goal'] = { kind: 'edge', edge: 'north' };
const attack = (from: string, to: string): Tactic => ({ type: 'attack', from, to });
const move = (from: string, to: string, n?: number): Tactic =>
  n === undefined ? { type: 'move', from, to } : { type: 'move', from, to, units: { infantry: n } };
const defend = (at: string): Tactic => ({ type: 'defend', at });

describe('Deploy (goal: the north edge)', () => {
  const s = atAssign({ strategy: 'deploy', goal: north });
  it.each([
    ['defend', defend('2,3'), 'ok'],
    ['attack', attack('2,3', '2,2'), 'order.strategy-forbids-attack'],
    ['move towards the goal', move('2,4', '3,3'), 'ok'],
    ['move sideways (distance unchanged)', move('2,3', '3,3'), 'ok'],
    ['move away from the goal', move('2,3', '2,4'), 'order.away-from-goal'],
    ['move into enemies', move('2,3', '2,2'), 'order.enemy-in-target'],
    ['move into impassable terrain', move('2,3', '1,3'), 'order.impassable'],
    ['move into rough terrain', move('2,4', '3,4'), 'ok'],
    ['move to a cell not adjacent', move('2,3', '2,1'), 'order.not-adjacent'],
    ['move from a hex without units', move('4,4', '4,3'), 'order.no-units'],
    ['move more units than there are', move('2,3', '3,3', 4), 'order.too-many-units'],
    ['move some of the units', move('2,3', '3,3', 2), 'ok'],
    ['move off the map', move('2,3', '9,9'), 'order.bad-cell'],
  ])('%s: %s', (_name, tactic, expected) => {
    expect(verdict(s, tactic)).toBe(expected);
  });
  it('measures the goal distance to a cell goal too', () => {
    const c = atAssign({ strategy: 'deploy', goal: { kind: 'cell', at: '6,6' } });
    expect(verdict(c, move('2,3', '3,3'))).toBe('ok');
    expect(verdict(c, move('2,3', '1,2'))).toBe('order.away-from-goal');
  });
});

describe('Seize (goal: the north edge)', () => {
  const s = atAssign({ strategy: 'seize', goal: north });
  it.each([
    ['attack an adjacent enemy hex', attack('2,3', '2,2'), 'ok'],
    ['attack from a hex without units', attack('3,2', '2,2'), 'order.no-units'],
    ['attack an empty hex', attack('2,3', '3,3'), 'order.no-enemy-in-target'],
    ['attack a hex that is not adjacent', attack('2,4', '2,2'), 'order.not-adjacent'],
    ['defend', defend('2,3'), 'order.strategy-forbids-defend'],
    ['move towards the goal', move('2,3', '1,2'), 'ok'],
    ['move away from the goal', move('2,3', '2,4'), 'order.away-from-goal'],
  ])('%s', (_name, tactic, expected) => {
    expect(verdict(s, tactic)).toBe(expected);
  });
});

describe('Hold', () => {
  const s = atAssign({ strategy: 'hold' });
  it.each([
    ['defend', defend('2,3'), 'ok'],
    ['attack', attack('2,3', '2,2'), 'ok'],
    ['move into a hex it holds', move('2,3', '2,4'), 'ok'],
    ['move into an empty hex', move('2,3', '3,3'), 'order.hold-needs-own-units'],
  ])('%s', (_name, tactic, expected) => {
    expect(verdict(s, tactic)).toBe(expected);
  });
});

describe('Retreat', () => {
  const s = atAssign({ strategy: 'retreat' });
  const grid = gridFor(HEX);
  it.each([
    ['attack', attack('2,3', '2,2'), 'order.strategy-forbids-attack'],
    ['defend with one enemy face', defend('2,3'), 'order.not-surrounded'],
    ['move away from the enemy', move('2,3', '3,3'), 'ok'],
    // 3,2 touches 2,2 as 2,3 does: the nearest enemy stays one step away.
    ['move without getting closer', move('2,3', '3,2'), 'ok'],
    ['move closer to the enemy', move('2,4', '2,3'), 'order.toward-enemy'],
    ['move keeping the same distance', move('2,4', '3,3'), 'ok'],
  ])('%s', (_name, tactic, expected) => {
    expect(verdict(s, tactic)).toBe(expected);
  });
  it('judges "closer" by the nearest enemy, as the grid measures it', () => {
    expect(grid.distance('2,4', '2,2')).toBe(2);
    expect(grid.distance('2,3', '2,2')).toBe(1);
    expect(grid.distance('3,3', '2,2')).toBe(2);
    expect(grid.distance('3,2', '2,2')).toBe(1);
  });
  it('defends when enemies stand on two faces', () => {
    const surrounded = atAssign({ strategy: 'retreat' }, { '3,3': ['b', 1] });
    expect(verdict(surrounded, defend('2,3'))).toBe('ok');
  });
});

describe('the assign request itself', () => {
  const s = atAssign({ strategy: 'hold' });
  it('rejects an order for another set', () => {
    const r = dieMen.apply(s, { kind: 'assign', side: 'a', set: 'a.2x9', tactic: { type: 'pass' } });
    expect(!r.ok && r.error.code).toBe('assign.wrong-set');
  });
  it('rejects a decision of another kind or side', () => {
    const r1 = dieMen.apply(s, { kind: 'declare', side: 'a', declaration: { strategy: 'hold' } });
    expect(!r1.ok && r1.error.code).toBe('decision.unexpected');
    const r2 = dieMen.apply(s, { kind: 'assign', side: 'b', set: 'a.2x5', tactic: { type: 'pass' } });
    expect(!r2.ok && r2.error.code).toBe('decision.unexpected');
  });
  it('carries facts on a refusal', () => {
    const r = dieMen.apply(s, { kind: 'assign', side: 'a', set: 'a.2x5', tactic: move('2,3', '3,3') });
    expect(!r.ok && r.error).toMatchObject({ code: 'order.hold-needs-own-units', facts: { to: '3,3' } });
  });
});

describe('legalTactics', () => {
  it.each<[string, Declaration]>([
    ['deploy', { strategy: 'deploy', goal: north }],
    ['seize', { strategy: 'seize', goal: north }],
    ['hold', { strategy: 'hold' }],
    ['retreat', { strategy: 'retreat' }],
  ])('lists exactly the orders %s accepts (moves with all units)', (_name, decl) => {
    const s = atAssign(decl);
    const req = dieMen.pending(s) as Extract<Request, { kind: 'assign' }>;
    const listed = legalTactics(s, req);
    for (const t of listed) expect(verdict(s, t)).toBe('ok');
    // Every other single-hex order the position allows is refused.
    const all: Tactic[] = [];
    for (const from of ['2,3', '2,4']) {
      all.push(defend(from));
      for (const to of gridFor(HEX).neighbours(from)) all.push(attack(from, to), move(from, to));
    }
    const accepted = all.filter((t) => verdict(s, t) === 'ok');
    expect(listed.filter((t) => t.type !== 'pass')).toEqual(expect.arrayContaining(accepted));
    expect(listed).toHaveLength(accepted.length + 1);
  });
});
