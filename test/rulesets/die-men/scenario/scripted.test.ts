import {
  loadDieMenScenario,
  scriptedSource,
  type DieMenScript,
} from '../../../../src/rulesets/die-men/scenario';
import type { Decision, QueuedSet, Request } from '../../../../src/rulesets/die-men/types';

const text = `name: s
map: { cols: 7, rows: 5 }
sides:
  - { id: royal, units: { "3,2": 4 } }
  - { id: duke, units: { "3,1": 5, "4,1": 3 } }
rounds:
  - declare: { royal: hold, duke: { strategy: seize, goal: "3,2" } }
    dice: { royal: [10, 10, 5, 5] }
    split: { duke: [ { set: 5x10, into: [2, 3] } ] }
    orders:
      duke:
        - { set: 2x10, attack: { from: "3,1", to: "3,2" } }
        - { set: 2x9, attack: { from: "3,1", to: "3,2" } }
        - { set: 2x10, move: { from: "4,1", to: "5,1" } }
        - { set: 2x4, pass: true }
    knock: { royal: [2x5, 2x10] }
    gobble: { royal: [1] }
    free: { duke: [ { from: "4,1", to: "5,1" } ] }
  - orders:
      royal: [ { set: 2x3, defend: "3,2" } ]
`;

function script(): DieMenScript {
  const r = loadDieMenScenario(text, 's.yaml');
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value.script;
}

/** Records what it was asked; answers with a marker so tests see who answered. */
function recorder() {
  const asked: Request[] = [];
  return {
    asked,
    decide(request: Request): Decision {
      asked.push(request);
      return { kind: 'free', side: `fallback:${request.kind}`, moves: [] };
    },
  };
}

const set = (
  side: string,
  width: number,
  height: number,
  id = `${side}.${width}x${height}`,
  rolledWidth = width,
): QueuedSet => ({
  id,
  side,
  width,
  height,
  rolledWidth,
});

describe('scriptedSource', () => {
  it('answers declare, roll and free from the script, the rest from the fallback', () => {
    const fb = recorder();
    const src = scriptedSource<null>(script(), fb);
    expect(src.decide({ kind: 'declare', side: 'royal', round: 1 }, null)).toEqual({
      kind: 'declare',
      side: 'royal',
      declaration: { strategy: 'hold' },
    });
    expect(src.decide({ kind: 'declare', side: 'duke', round: 1 }, null)).toEqual({
      kind: 'declare',
      side: 'duke',
      declaration: { strategy: 'seize', goal: { kind: 'cell', at: '3,2' } },
    });
    expect(src.decide({ kind: 'roll', side: 'royal', round: 1, pool: 4 }, null)).toEqual({
      kind: 'roll',
      side: 'royal',
      faces: [10, 10, 5, 5],
    });
    // No dice scripted for the duke: the fallback rolls.
    expect(src.decide({ kind: 'roll', side: 'duke', round: 1, pool: 8 }, null).side).toBe('fallback:roll');
    expect(src.decide({ kind: 'free', side: 'duke', round: 1 }, null)).toEqual({
      kind: 'free',
      side: 'duke',
      moves: [{ from: '4,1', to: '5,1' }],
    });
    expect(src.decide({ kind: 'free', side: 'royal', round: 1 }, null).side).toBe('fallback:free');
    // Rounds without a script, and casualties, always go to the fallback.
    expect(src.decide({ kind: 'declare', side: 'royal', round: 3 }, null).side).toBe('fallback:declare');
    expect(
      src.decide(
        { kind: 'casualties', side: 'royal', round: 1, at: '3,2', count: 1, units: { infantry: 4 } },
        null,
      ).side,
    ).toBe('fallback:casualties');
  });

  it('splits by set name, answering with the queued set id', () => {
    const src = scriptedSource<null>(script(), recorder());
    expect(
      src.decide({ kind: 'split', side: 'duke', round: 1, splittable: [set('duke', 5, 10)] }, null),
    ).toEqual({ kind: 'split', side: 'duke', splits: [{ set: 'duke.5x10', into: [2, 3] }] });
    expect(src.unused().filter((u) => u.kind === 'split')).toEqual([]);
  });

  it('keeps the sets whole when a side has orders but no split (reserve-cut-off with --ai all)', () => {
    const fallback = recorder();
    const src = scriptedSource<null>(script(), fallback);
    // Round 2: royal's orders name a 2x3, written against the dice as rolled; a split by the
    // computer could leave that order unusable, so the script answers: no split.
    expect(
      src.decide({ kind: 'split', side: 'royal', round: 2, splittable: [set('royal', 4, 3)] }, null),
    ).toEqual({ kind: 'split', side: 'royal', splits: [] });
    // Round 1: royal has no orders (only knocks and gobble dice): its player decides.
    expect(
      src.decide({ kind: 'split', side: 'royal', round: 1, splittable: [set('royal', 2, 10)] }, null).side,
    ).toBe('fallback:split');
    expect(fallback.asked.map((r) => [r.kind, r.round])).toEqual([['split', 1]]);
  });

  it('matches orders to sets by rolled width and height, in order, first unused first', () => {
    const src = scriptedSource<null>(script(), recorder());
    const assign = (q: QueuedSet) => src.decide({ kind: 'assign', side: 'duke', round: 1, set: q }, null);
    expect(assign(set('duke', 2, 10))).toEqual({
      kind: 'assign',
      side: 'duke',
      set: 'duke.2x10',
      tactic: { type: 'attack', from: '3,1', to: '3,2' },
    });
    const first = assign(set('duke', 2, 10, 'duke.2x10z'));
    expect(src.origin(first)).toEqual({ path: ['rounds', 0, 'orders', 'duke', 2], line: 14 });
    // A 3x9 knocked down to 2x9 is still the 3x9 it was rolled as: no order for it.
    expect(assign(set('duke', 2, 9, 'duke.3x9', 3)).side).toBe('fallback:assign');
    // A 3x10 split into 2x10 and ... the second 2x10 takes the next 2x10 order.
    expect(assign(set('duke', 2, 10, 'duke.2x10b')).side).toBe('fallback:assign');
    // A knocked 2x9 (width 1 now, rolled 2) still matches "2x9".
    expect(assign(set('duke', 1, 9, 'duke.2x9', 2))).toMatchObject({
      set: 'duke.2x9',
      tactic: { type: 'attack' },
    });
    expect(assign(set('duke', 2, 10, 'duke.2x10c')).side).toBe('fallback:assign');
  });

  it('answers knock with the first scripted set among the candidates, and gobble in order', () => {
    const src = scriptedSource<null>(script(), recorder());
    expect(
      src.decide({ kind: 'knock', side: 'royal', round: 1, candidates: [set('royal', 2, 10)] }, null),
    ).toEqual({ kind: 'knock', side: 'royal', set: 'royal.2x10' });
    expect(
      src.decide({ kind: 'knock', side: 'royal', round: 1, candidates: [set('royal', 2, 10)] }, null).side,
    ).toBe('fallback:knock');
    const gobble: Request = {
      kind: 'gobble',
      side: 'royal',
      round: 1,
      at: '3,2',
      attack: { set: set('duke', 2, 9), from: '3,1' },
      eligible: [10, 10],
      toSpoil: 1,
    };
    expect(src.decide(gobble, null)).toEqual({ kind: 'gobble', side: 'royal', dice: 1 });
    expect(src.decide(gobble, null).side).toBe('fallback:gobble');
  });

  it('reports the scripted entries nothing used, with round, side, index, file and line', () => {
    const src = scriptedSource<null>(script(), recorder());
    src.decide({ kind: 'assign', side: 'duke', round: 1, set: set('duke', 2, 10) }, null);
    src.decide({ kind: 'declare', side: 'duke', round: 1 }, null);
    expect(src.lastRound).toBe(1);
    // Every part of the script is listed, the whole sections (strategy, dice, free moves) too.
    expect(src.unused(1).map((u) => [u.round, u.side, u.kind, u.index, u.set, u.reached, u.line])).toEqual([
      [1, 'royal', 'declare', 0, undefined, true, 7],
      [1, 'royal', 'roll', 0, undefined, true, 8],
      [1, 'duke', 'split', 0, '5x10', true, 9],
      [1, 'duke', 'order', 1, '2x9', true, 13],
      [1, 'duke', 'order', 2, '2x10', true, 14],
      [1, 'duke', 'order', 3, '2x4', true, 15],
      [1, 'royal', 'knock', 0, '2x5', true, 16],
      [1, 'royal', 'knock', 1, '2x10', true, 16],
      [1, 'royal', 'gobble', 0, undefined, true, 17],
      [1, 'duke', 'free', 0, undefined, true, 18],
    ]);
    const problems = src.unusedProblems();
    expect(problems.find((p) => p.line === 13)).toEqual({
      code: 'scenario.unused-order',
      message: "round 1, duke's scripted order 2 (2x9) was not used: duke had no 2x9 set left to spend on it",
      path: ['rounds', 0, 'orders', 'duke', 1],
      file: 's.yaml',
      line: 13,
      facts: { round: 1, side: 'duke', kind: 'order', index: 1, set: '2x9', reached: true },
    });
    expect(problems.at(-1)).toMatchObject({
      code: 'scenario.unused-order',
      message: "round 2, royal's scripted order 1 (2x3) was not used: the battle ended before round 2",
      line: 20,
    });
  });

  it('is synchronous with a synchronous fallback, and waits for an asynchronous one', async () => {
    const sync = scriptedSource<null>(script(), recorder());
    expect(sync.decide({ kind: 'declare', side: 'royal', round: 2 }, null)).toMatchObject({
      side: 'fallback:declare',
    });
    const asyncSrc = scriptedSource<null>(script(), {
      decide: async (r: Request): Promise<Decision> => ({ kind: 'free', side: r.side, moves: [] }),
    });
    await expect(asyncSrc.decide({ kind: 'free', side: 'royal', round: 1 }, null)).resolves.toEqual({
      kind: 'free',
      side: 'royal',
      moves: [],
    });
  });
});
