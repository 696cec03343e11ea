/**
 * attackOutlook: what the order prompt shows for an attack (issue 20) is what the attack then does:
 * its kills when no gobble die is spent, the hex's cap left, and the gobble dice that could spoil it.
 */
import { attackOutlook, dieMen, type BattleState, type Request } from '../../../src/rulesets/die-men';
import { outlookLabel } from '../../../src/cli/die-men/render/outlookLabel';
import { drive, makeSetup, ofType, start, untilAssign } from './helpers';

const hold = { strategy: 'hold' as const };
const attack = { strategy: 'seize' as const, goal: { kind: 'edge' as const, edge: 'south' as const } };
const order = { type: 'attack' as const, from: '2,1', to: '2,2' };

/** a (5 infantry at 2,1) rolls 3x3; b (6 at 2,2) rolls 3x5, which acts first. */
function atAssign(bDefends: boolean) {
  const setup = makeSetup({ '2,1': ['a', 5], '2,2': ['b', 6] });
  const script = {
    declare: { a: attack, b: hold },
    faces: { a: [3, 3, 3, 7, 9], b: [5, 5, 5, 1, 2, 6] },
    assign: {
      'a.3x3': order,
      ...(bDefends ? { 'b.3x5': { type: 'defend' as const, at: '2,2' } } : {}),
    },
  };
  const { state } = drive(start(setup).state, script, untilAssign('a.3x3'));
  const req = dieMen.pending(state) as Extract<Request, { kind: 'assign' }>;
  return { state, script, req };
}

function outlookAt(state: BattleState, req: Extract<Request, { kind: 'assign' }>) {
  return attackOutlook(state, req.set, order);
}

test('no gobble dice in reach: the kills shown are the kills made', () => {
  const { state, script, req } = atAssign(false);
  const o = outlookAt(state, req);
  expect(o).toMatchObject({
    kills: 3,
    capLeft: 5,
    harmable: 6,
    gobble: [],
    canSpoil: false,
    gobbledKills: 3,
  });
  const after = drive(state, script);
  const hit = ofType(after.events, 'attacked').find((e) => e.set.id === 'a.3x3')!;
  expect(hit.kills).toBe(o.kills);
  expect(hit.cap).toBe(o.capLeft);
});

test('gobble dice in reach: the outlook says they could spoil it, and they do when spent', () => {
  const { state, script, req } = atAssign(true);
  const o = outlookAt(state, req);
  expect(o.gobble).toEqual([5, 5, 5]);
  expect(o.canSpoil).toBe(true);
  expect(o.gobbledKills).toBe(0);
  expect(o.kills).toBe(3);
  const spent = drive(state, { ...script, gobble: { 'a.3x3': 2 } });
  expect(ofType(spent.events, 'attacked').find((e) => e.set.id === 'a.3x3')!.kills).toBe(o.gobbledKills);
  const kept = drive(state, { ...script, gobble: { 'a.3x3': 0 } });
  expect(ofType(kept.events, 'attacked').find((e) => e.set.id === 'a.3x3')!.kills).toBe(o.kills);
});

test('the outlook changes nothing in the state it reads', () => {
  const { state, req } = atAssign(true);
  const before = JSON.stringify(state);
  outlookAt(state, req);
  expect(JSON.stringify(state)).toBe(before);
});

test('outlookLabel: plain words, plain plurals', () => {
  const base = {
    kills: 3,
    capLeft: 5,
    harmable: 6,
    gobble: [] as number[],
    gobbledKills: 3,
    canSpoil: false,
  };
  expect(outlookLabel(base)).toBe('3 kills, cap 5 left, no gobble');
  expect(outlookLabel({ ...base, gobble: [5, 5, 5], gobbledKills: 0, canSpoil: true })).toBe(
    '3 kills, cap 5 left; 3 gobble dice could spoil it',
  );
  expect(outlookLabel({ ...base, kills: 1, gobble: [10], gobbledKills: 1 })).toBe(
    "1 kill, cap 5 left; 1 gobble die can't lower it",
  );
  expect(outlookLabel({ ...base, kills: 4, gobble: [10], gobbledKills: 3 })).toBe(
    '4 kills, cap 5 left; 1 gobble die could cut it to 3 kills',
  );
  expect(outlookLabel({ ...base, capLeft: null })).toMatch(/^3 kills, no cap/);
  expect(outlookLabel({ ...base, harmable: 0, kills: 0 })).toBe('can harm none of them');
});
