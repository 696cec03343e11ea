/** Whatever a file holds, loading it returns problems with lines: it never throws. */
import fc from 'fast-check';
import { validateSetup } from '../../../../src/rulesets/die-men';
import { loadDieMenScenario, toBattleSetup } from '../../../../src/rulesets/die-men/scenario';
import { parseScenarioText } from '../../../../src/scenario';

const valid = {
  name: 'r',
  map: { cols: 5, rows: 5, terrain: { rough: ['1,1'], impassable: ['0,0'] } },
  sides: [
    { id: 'a', units: { '2,2': 4 } },
    { id: 'b', units: { '3,2': { infantry: 2 } } },
  ],
  options: { maxRounds: 3 },
  rounds: [
    {
      declare: { a: 'hold', b: { strategy: 'seize', goal: '2,2' } },
      dice: { a: [1, 1, 1, 1], b: [5, 5] },
      split: { a: [{ set: '4x1', into: [2, 2] }] },
      orders: { b: [{ set: '2x5', attack: { from: '3,2', to: '2,2' } }] },
      knock: { a: ['2x1'] },
      gobble: { a: [1] },
      free: { a: [{ from: '2,2', to: '2,1' }] },
    },
  ],
};

/** Replaces the value at a random path of `base` with `value`. */
function mutate(base: unknown, path: number[], value: unknown): unknown {
  if (path.length === 0 || typeof base !== 'object' || base === null) return value;
  const [step = 0, ...rest] = path;
  if (Array.isArray(base)) {
    if (base.length === 0) return [value];
    const i = step % base.length;
    return base.map((v, j) => (j === i ? mutate(v, rest, value) : v));
  }
  const keys = Object.keys(base);
  if (keys.length === 0) return { x: value };
  const key = keys[step % keys.length] as string;
  return { ...base, [key]: mutate((base as Record<string, unknown>)[key], rest, value) };
}

describe('robustness', () => {
  it('any value anywhere gives problems with a file and a line, or a scenario', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(20), { maxLength: 6 }), fc.jsonValue({ maxDepth: 3 }), (path, value) => {
        const text = JSON.stringify(mutate(valid, path, value), null, 2);
        const r = loadDieMenScenario(text, 'r.json');
        // What the loader accepts, the rules core accepts too.
        if (r.ok) {
          expect(validateSetup(toBattleSetup(r.value.scenario, { defaultSeed: 's' }))).toEqual([]);
          return;
        }
        expect(r.error.length).toBeGreaterThan(0);
        for (const p of r.error) {
          expect(p.file).toBe('r.json');
          expect(p.line).toBeGreaterThanOrEqual(1);
          expect(p.code).toMatch(/^scenario\./);
          expect(p.message).not.toMatch(/\n/);
        }
        const lines = r.error.map((p) => p.line ?? 0);
        expect(lines).toEqual([...lines].sort((a, b) => a - b));
      }),
      { numRuns: 400 },
    );
  });

  it('the unmutated base is valid', () => {
    const r = loadDieMenScenario(JSON.stringify(valid), 'r.json');
    expect(r.ok ? [] : r.error.map((p) => p.message)).toEqual([]);
  });

  it('arbitrary text never throws', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        const parsed = parseScenarioText(text, 't.yaml');
        if (!parsed.ok) for (const p of parsed.error) expect(p.line).toBeGreaterThanOrEqual(1);
        loadDieMenScenario(text, 't.yaml');
      }),
      { numRuns: 300 },
    );
  });
});
