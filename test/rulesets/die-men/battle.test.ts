/** Whole battles: setup checks, declarations, the end of a battle, determinism, the engine loop. */
import { defaultSource, fromFunction, runBattle, runBattleAsync, withFallback } from '../../../src/engine';
import { dieMen, RULESET_VERSION } from '../../../src/rulesets/die-men';
import type { BattleState, Decision, Event, Request } from '../../../src/rulesets/die-men';
import { aggressor, drive, makeSetup, ofType, start } from './helpers';

const defaults = defaultSource(dieMen);
const aggressive = withFallback(fromFunction(aggressor), defaults);

describe('setup checks', () => {
  it.each([
    ['setup.cell-off-map', makeSetup({ '9,9': ['a', 1], '1,1': ['b', 1] })],
    ['setup.unknown-side', makeSetup({ '0,0': ['c', 1], '1,1': ['b', 1], '2,2': ['a', 1] })],
    ['setup.bad-units', makeSetup({ '0,0': ['a', 0], '1,1': ['b', 1] })],
    [
      'setup.unit-on-impassable',
      makeSetup({ '0,0': ['a', 1], '1,1': ['b', 1] }, { terrain: { '0,0': 'impassable' } }),
    ],
    ['setup.side-without-units', makeSetup({ '0,0': ['a', 1] })],
    ['setup.bad-max-rounds', makeSetup({ '0,0': ['a', 1], '1,1': ['b', 1] }, { options: { maxRounds: 0 } })],
    ['setup.bad-scale', { ...makeSetup({ '0,0': ['a', 1], '1,1': ['b', 1] }), scale: 3 as never }],
    [
      'setup.bad-grid',
      makeSetup({ '0,0': ['a', 1], '1,1': ['b', 1] }, { grid: { kind: 'hex', cols: 0, rows: 3 } }),
    ],
  ])('%s', (code, setup) => {
    const r = dieMen.init(setup);
    expect(!r.ok && r.error.map((p) => p.code)).toContain(code);
  });
  it('starts at round 1 asking the first side to declare', () => {
    const { state, events } = start(makeSetup({ '0,0': ['a', 3], '1,1': ['b', 2] }));
    expect(dieMen.pending(state)).toEqual({ kind: 'declare', side: 'a', round: 1 });
    expect(events[0]).toMatchObject({
      type: 'battleStarted',
      ruleset: 'die-men',
      version: RULESET_VERSION,
      units: { a: 3, b: 2 },
    });
    expect(dieMen.id).toBe('die-men');
    expect(dieMen.version).toBe(RULESET_VERSION);
  });
});

describe('declare', () => {
  const { state } = start(makeSetup({ '0,0': ['a', 3], '1,1': ['b', 2] }));
  it.each([
    [{ strategy: 'deploy' }, 'declare.goal-required'],
    [{ strategy: 'seize', goal: { kind: 'cell', at: '99,0' } }, 'declare.bad-goal'],
    [{ strategy: 'seize', goal: { kind: 'edge', edge: 'up' } }, 'declare.bad-goal'],
    [{ strategy: 'charge' }, 'declare.bad-strategy'],
  ])('refuses %j', (declaration, code) => {
    const r = dieMen.apply(state, { kind: 'declare', side: 'a', declaration: declaration as never });
    expect(!r.ok && r.error.code).toBe(code);
  });
  it('reveals the declarations together once every side has declared', () => {
    const first = dieMen.apply(state, { kind: 'declare', side: 'a', declaration: { strategy: 'retreat' } });
    expect(first.ok && first.value.events).toEqual([]);
    const { events } = drive(
      state,
      { declare: { a: { strategy: 'retreat' }, b: { strategy: 'hold' } } },
      (req) => req.kind === 'roll',
    );
    expect(ofType(events, 'declared')).toEqual([
      { type: 'declared', round: 1, declarations: { a: { strategy: 'retreat' }, b: { strategy: 'hold' } } },
    ]);
  });
});

describe('the end of a battle', () => {
  it('ends when a side has no units, after the round (free movement still happens)', () => {
    const { state, events } = drive(start(makeSetup({ '2,1': ['a', 5], '2,2': ['b', 1] })).state, {
      declare: { a: { strategy: 'seize', goal: { kind: 'cell', at: '2,2' } } },
      faces: { a: [3, 3, 1, 2, 4], b: [5] },
      assign: { 'a.2x3': { type: 'attack', from: '2,1', to: '2,2' } },
      free: { a: [{ from: '2,1', to: '2,2' }] },
    });
    expect(ofType(events, 'freeMoved')).toHaveLength(1);
    expect(events.slice(-2).map((e) => e.type)).toEqual(['roundEnded', 'battleEnded']);
    expect(dieMen.outcome(state)).toEqual({ winner: 'a', reason: expect.any(String) });
    expect(dieMen.pending(state)).toBeNull();
    const r = dieMen.apply(state, { kind: 'declare', side: 'a', declaration: { strategy: 'hold' } });
    expect(!r.ok && r.error.code).toBe('decision.battle-over');
  });
  it('does not ask a side wiped out mid-round about its remaining sets', () => {
    // a's 3x9 kills all three of b's units and knocks b's 3x4 to a 2x4, which is then skipped.
    const asked: string[] = [];
    const { state, events } = drive(
      start(makeSetup({ '2,1': ['a', 5], '2,2': ['b', 3] })).state,
      {
        declare: { a: { strategy: 'seize', goal: { kind: 'cell', at: '2,2' } } },
        faces: { a: [9, 9, 9, 1, 2], b: [4, 4, 4] },
        assign: { 'a.3x9': { type: 'attack', from: '2,1', to: '2,2' } },
      },
      (req) => {
        if (req.kind === 'assign') asked.push(req.set.id);
        return false;
      },
    );
    expect(asked).toEqual(['a.3x9']);
    expect(ofType(events, 'skipped')).toEqual([
      expect.objectContaining({
        set: expect.objectContaining({ id: 'b.3x4', width: 2 }),
        reason: 'no-units',
      }),
    ]);
    expect(dieMen.outcome(state)?.winner).toBe('a');
  });
  it('ends after maxRounds: more units wins', () => {
    const r = runBattle(
      dieMen,
      makeSetup({ '0,0': ['a', 3], '6,6': ['b', 2] }, { options: { maxRounds: 2 } }),
      defaults,
    );
    expect(r.ok && r.value.outcome?.winner).toBe('a');
    expect(r.ok && ofType(r.value.events, 'roundEnded').map((e) => e.round)).toEqual([1, 2]);
  });
  it('ends after maxRounds: equal units is a draw', () => {
    const r = runBattle(
      dieMen,
      makeSetup({ '0,0': ['a', 2], '6,6': ['b', 2] }, { options: { maxRounds: 3 } }),
      defaults,
    );
    expect(r.ok && r.value.outcome).toEqual({ winner: null, reason: expect.any(String) });
  });
});

describe('determinism and serialisation', () => {
  const setup = makeSetup(
    { '1,1': ['a', 8], '2,1': ['a', 4], '3,3': ['b', 9], '4,3': ['b', 5] },
    { seed: 'det', options: { maxRounds: 30 } },
  );
  it('the same setup, seed and decisions give the same states and events', () => {
    const r1 = runBattle(dieMen, setup, aggressive);
    const r2 = runBattle(dieMen, setup, aggressive);
    if (!r1.ok || !r2.ok) throw new Error('battle failed');
    expect(r1.value.events.length).toBeGreaterThan(10);
    expect(ofType(r1.value.events, 'attacked').length).toBeGreaterThan(0);
    expect(r2.value).toEqual(r1.value);
    // Replaying the recorded decisions (a log) reproduces the battle too.
    const log = [...r1.value.decisions];
    const replay = runBattle(dieMen, setup, { decide: () => log.shift() as Decision });
    expect(replay.ok && replay.value.state).toEqual(r1.value.state);
  });
  it('a different seed gives a different battle', () => {
    const r1 = runBattle(dieMen, setup, aggressive);
    const r2 = runBattle(dieMen, { ...setup, seed: 'other' }, aggressive);
    expect(r1.ok && r2.ok && r1.value.events).not.toEqual(r2.ok && r2.value.events);
  });
  it('every state survives a JSON round trip, and play continues identically from the copy', () => {
    let { state } = start(setup);
    let steps = 0;
    while (dieMen.pending(state) && steps < 400) {
      const copy = JSON.parse(JSON.stringify(state)) as BattleState;
      expect(copy).toEqual(state);
      const req = dieMen.pending(state) as Request;
      const d = aggressive.decide(req, state);
      const a = dieMen.apply(state, d);
      const b = dieMen.apply(copy, d);
      expect(b).toEqual(a);
      if (!a.ok) throw new Error(a.error.code);
      state = a.value.state;
      steps++;
    }
    expect(dieMen.outcome(state)).not.toBeNull();
  });
  it('apply never changes the state it is given', () => {
    const { state } = start(setup);
    const frozen = JSON.stringify(state);
    dieMen.apply(state, { kind: 'declare', side: 'a', declaration: { strategy: 'hold' } });
    expect(JSON.stringify(state)).toBe(frozen);
  });
});

describe('runBattle and sources', () => {
  const setup = makeSetup({ '1,1': ['a', 4], '2,1': ['b', 4] }, { seed: 'loop' });
  it('stops at a refused decision and reports it with the run so far', () => {
    const bad = withFallback(
      fromFunction<BattleState, Request, Decision>((req) =>
        req.kind === 'roll' ? { kind: 'roll', side: req.side, faces: [1] } : undefined,
      ),
      defaults,
    );
    const r = runBattle(dieMen, setup, bad);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.problems[0]!.code).toBe('roll.wrong-count');
    expect(r.error.decision).toEqual({ kind: 'roll', side: 'a', faces: [1] });
    expect(r.error.run?.state.phase).toBe('roll');
  });
  it('reports a rejected setup with no run', () => {
    const r = runBattle(dieMen, makeSetup({ '0,0': ['a', 1] }), defaults);
    expect(!r.ok && r.error.run).toBeNull();
  });
  it('gives up after maxDecisions', () => {
    const r = runBattle(dieMen, setup, defaults, { maxDecisions: 3 });
    expect(!r.ok && r.error.problems[0]!.code).toBe('engine.too-many-decisions');
  });
  it('the async loop gives the same battle as the sync loop', async () => {
    const sync = runBattle(dieMen, setup, aggressive);
    const slow = withFallback(
      { decide: async (req: Request, s: BattleState) => aggressor(req, s) },
      { decide: async (req: Request, s: BattleState) => dieMen.defaultDecision(s, req) },
    );
    const async = await runBattleAsync(dieMen, setup, slow);
    expect(async).toEqual(sync);
  });
  it('can leave the events out', () => {
    const r = runBattle(dieMen, setup, aggressive, { keepEvents: false, keepDecisions: false });
    expect(r.ok && [r.value.events.length, r.value.decisions.length]).toEqual([0, 0]);
    expect(r.ok && r.value.outcome).not.toBeNull();
  });
  it('events are plain data', () => {
    const r = runBattle(dieMen, setup, aggressive);
    const events = (r.ok ? r.value.events : []) as Event[];
    expect(JSON.parse(JSON.stringify(events))).toEqual(events);
  });
});
