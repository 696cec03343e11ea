/**
 * The engine on its own, with High Roll (the tiny test game) instead of Die, Men!: the loop asks,
 * applies and stops; a decision that doesn't answer the pending request is refused once, by the
 * engine, for every game; defaults, scripts and the stop hook work through the contract alone.
 */
import { defaultSource, runBattle, withFallback, fromFunction } from '../../src/engine';
import { highRoll, highRollRuleset, type Decision, type Request, type Setup, type State } from './highRoll';

const setup: Setup = {
  name: 'test',
  sides: [
    { id: 'red', name: 'Red' },
    { id: 'blue', name: 'Blue' },
  ],
  rounds: 3,
  seed: 'engine',
};

describe('the engine with a game it knows nothing about', () => {
  it('plays a battle to its end: two decisions a round, the points add up to the rounds won', () => {
    const r = runBattle(highRollRuleset, setup, defaultSource(highRollRuleset));
    if (!r.ok) throw new Error(r.error.problems[0]!.message);
    expect(r.value.decisions).toHaveLength(6);
    const scored = r.value.events.filter((e) => e.type === 'scored' && e.side !== null).length;
    const points = Object.values(r.value.state.points).reduce((a, b) => a + b, 0);
    expect(points).toBe(scored);
    expect(r.value.outcome).not.toBeNull();
  });

  it('scripted faces decide the rounds: 6 against 1 three times is 3 points to 0', () => {
    const faces = { red: 6, blue: 1 } as const;
    const source = withFallback(
      fromFunction<State, Request, Decision>((req) => ({
        kind: 'roll',
        side: req.side,
        face: faces[req.side as 'red'],
      })),
      defaultSource(highRollRuleset),
    );
    const r = runBattle(highRollRuleset, setup, source);
    if (!r.ok) throw new Error('refused');
    expect(r.value.state.points).toEqual({ red: 3, blue: 0 });
    expect(r.value.outcome).toEqual({ winner: 'red', reason: '3 points to 0' });
  });

  it('refuses a decision for another side or kind before the rules see it (decision.unexpected)', () => {
    const start = highRollRuleset.init(setup);
    if (!start.ok) throw new Error('setup');
    const wrongSide = highRollRuleset.apply(start.value.state, { kind: 'roll', side: 'blue' });
    expect(wrongSide.ok).toBe(false);
    if (!wrongSide.ok) {
      expect(wrongSide.error.code).toBe('decision.unexpected');
      expect(wrongSide.error.facts).toEqual({
        expected: { kind: 'roll', side: 'red' },
        got: { kind: 'roll', side: 'blue' },
      });
    }
    const wrongKind = highRollRuleset.apply(start.value.state, { kind: 'move', side: 'red' } as never);
    expect(!wrongKind.ok && wrongKind.error.code).toBe('decision.unexpected');
  });

  it('refuses any decision once the battle is over (decision.battle-over)', () => {
    const r = runBattle(highRollRuleset, setup, defaultSource(highRollRuleset));
    if (!r.ok) throw new Error('refused');
    const after = highRollRuleset.apply(r.value.state, { kind: 'roll', side: 'red' });
    expect(!after.ok && after.error.code).toBe('decision.battle-over');
  });

  it('a rule violation stops the run as data, with the battle so far and the decision refused', () => {
    const bad = { decide: (req: { side: string }) => ({ kind: 'roll' as const, side: req.side, face: 7 }) };
    const r = runBattle(highRollRuleset, setup, bad);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.problems[0]!.code).toBe('roll.bad-face');
      expect(r.error.decision).toEqual({ kind: 'roll', side: 'red', face: 7 });
      expect(r.error.run?.state.round).toBe(1);
    }
  });

  it('stops before a request when asked, unfinished; and after too many decisions, as a problem', () => {
    const stopped = runBattle(highRollRuleset, setup, defaultSource(highRollRuleset), {
      stopBefore: (req) => req.round > 1,
    });
    expect(stopped.ok && stopped.value.outcome).toBeNull();
    expect(stopped.ok && stopped.value.decisions).toHaveLength(2);
    const capped = runBattle(highRollRuleset, setup, defaultSource(highRollRuleset), { maxDecisions: 3 });
    expect(!capped.ok && capped.error.problems[0]!.code).toBe('engine.too-many-decisions');
  });

  it('tells each step to onEvents with the state after it, and keeps nothing when told not to', () => {
    const seen: number[] = [];
    const r = runBattle(highRollRuleset, setup, defaultSource(highRollRuleset), {
      keepEvents: false,
      keepDecisions: false,
      onEvents: (events, state) => seen.push(events.length, state.round),
    });
    expect(r.ok && r.value.events).toEqual([]);
    expect(r.ok && r.value.decisions).toEqual([]);
    // The setup (no events, round 1), then six decisions.
    expect(seen.length).toBe(14);
  });

  it('the same seed gives the same battle; GameRules.withSeed another', () => {
    const play = (s: Setup) => runBattle(highRollRuleset, s, defaultSource(highRollRuleset));
    const a = play(setup);
    const b = play(setup);
    const c = play(highRoll.withSeed(setup, 'other'));
    expect(a.ok && b.ok && a.value.events).toEqual(b.ok && b.value.events);
    expect(JSON.stringify(a.ok && a.value.events)).not.toEqual(JSON.stringify(c.ok && c.value.events));
  });
});
