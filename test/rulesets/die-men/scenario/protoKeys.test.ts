/**
 * Issue #11: no key a file holds reaches an object's prototype. At every mapping of a full
 * scenario (units, strategies, dice, orders, complications...), a key named after a member of
 * Object.prototype (`__proto__`, `constructor`, `prototype`, `toString`...) is refused with a
 * problem at that very field; and such names are refused as side ids, which key the rules' maps.
 */
import { hasOwn } from '../../../../src/core/plainData';
import type { PathSegment } from '../../../../src/core/problem';
import { dieMen, validateSetup } from '../../../../src/rulesets/die-men';
import { runBattle } from '../../../../src/engine/runBattle';
import { defaultSource } from '../../../../src/engine/sources';
import { loadDieMenScenario, scriptedSource, toBattleSetup } from '../../../../src/rulesets/die-men/scenario';

const RESERVED = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];

const full = {
  name: 'every mapping',
  map: { cols: 6, rows: 5, terrain: { rough: ['1,1'], hill: ['4,4'] } },
  sides: [
    {
      id: 'a',
      units: { '2,2': 4, '0,4': { infantry: 1, pc: 1 } },
      pcSkills: { tactics: 2 },
    },
    { id: 'b', units: { '3,2': { infantry: 2 } } },
  ],
  options: {
    maxRounds: 3,
    complications: { terrain: ['hill'], unitTypes: ['pc'], threat: { pc: 2 }, commandInterference: true },
  },
  rounds: [
    {
      declare: { a: 'hold', b: { strategy: 'seize', goal: '2,2' } },
      dice: { a: [1, 1, 1, 1, 4, 7], b: [5, 5] },
      split: { a: [{ set: '4x1', into: [2, 2] }] },
      orders: { b: [{ set: '2x5', attack: { from: '3,2', to: '2,2' } }] },
      knock: { a: ['2x1'] },
      gobble: { a: [1] },
      free: { a: [{ from: '2,2', to: '2,1', units: { infantry: 1 } }] },
      casualties: { a: [{ at: '2,2', losses: { infantry: 1 } }] },
      interfere: { a: [{ at: '0,4', skill: 'tactics' }] },
    },
  ],
};

/** The path of every mapping (not list) in `value`. */
function mappings(value: unknown, path: PathSegment[] = []): PathSegment[][] {
  if (value === null || typeof value !== 'object') return [];
  const here = Array.isArray(value) ? [] : [path];
  const children = Array.isArray(value)
    ? value.flatMap((v, i) => mappings(v, [...path, i]))
    : Object.entries(value).flatMap(([k, v]) => mappings(v, [...path, k]));
  return [...here, ...children];
}

/** `full` as JSON text with `key: 1` added to the mapping at `path` (written as text, so even `__proto__` is an own field). */
function withKey(path: readonly PathSegment[], key: string): string {
  const copy = JSON.parse(JSON.stringify(full)) as Record<string, unknown>;
  let at: Record<string, unknown> = copy;
  for (const seg of path) at = at[seg as string] as Record<string, unknown>;
  at['@@KEY@@'] = 1;
  return JSON.stringify(copy, null, 2).replace('"@@KEY@@"', JSON.stringify(key));
}

describe('Object.prototype names as keys in a scenario file', () => {
  it('the full scenario loads as it is', () => {
    const r = loadDieMenScenario(JSON.stringify(full), 'full.json');
    if (!r.ok) throw new Error(JSON.stringify(r.error));
  });

  const cases = mappings(full).flatMap((path) => RESERVED.map((key) => [path, key] as const));

  it('covers every mapping of the file', () => {
    expect(mappings(full).length).toBeGreaterThanOrEqual(30);
  });

  it.each(cases.map(([p, k]) => [p.join('.') || '(top)', k, p] as const))(
    'at %s, a "%s" key is refused at its field',
    (_, key, path) => {
      const r = loadDieMenScenario(withKey(path, key), 'k.json');
      expect(r.ok).toBe(false);
      if (r.ok) return;
      const at = r.error.find((p) => JSON.stringify(p.path) === JSON.stringify([...path, key]));
      expect(at).toMatchObject({ file: 'k.json', line: expect.any(Number) });
      // Nothing reached a prototype on the way.
      expect(Object.getPrototypeOf({})).toBe(Object.prototype);
      expect(hasOwn(Object.prototype, 'x')).toBe(false);
    },
  );

  it.each(RESERVED.filter((k) => /^[A-Za-z]/.test(k) && k in Object.prototype))(
    '"%s" as a side id is refused at its line',
    (id) => {
      const text = JSON.stringify(
        { ...full, sides: [{ ...full.sides[0], id }, full.sides[1]], rounds: [] },
        null,
        2,
      );
      const r = loadDieMenScenario(text, 's.json');
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.error).toContainEqual(
          expect.objectContaining({
            code: 'scenario.reserved-side-id',
            path: ['sides', 0, 'id'],
            line: expect.any(Number),
          }),
        );
      }
    },
  );

  it('"prototype", which a plain object lacks, is a harmless side id: the battle is the same as under another name', () => {
    const play = (id: string) => {
      const doc = JSON.stringify({ ...full, rounds: [] }).replace(/"a"/g, JSON.stringify(id));
      const loaded = loadDieMenScenario(doc, 'p.json');
      if (!loaded.ok) throw new Error(JSON.stringify(loaded.error));
      const setup = toBattleSetup(loaded.value.scenario, { defaultSeed: 'same' });
      const r = runBattle(dieMen, setup, scriptedSource(loaded.value.script, defaultSource(dieMen)));
      if (!r.ok) throw new Error(JSON.stringify(r.error.problems));
      return JSON.stringify({ events: r.value.events, outcome: r.value.outcome }).replaceAll(
        `"${id}`,
        '"SIDE',
      );
    };
    expect(play('prototype')).toBe(play('zed'));
  });

  it('the rules core refuses such a side id too, instead of reading a function back from its maps', () => {
    const loaded = loadDieMenScenario(JSON.stringify({ ...full, rounds: [] }), 'f.json');
    if (!loaded.ok) throw new Error('full');
    const setup = toBattleSetup(loaded.value.scenario, { defaultSeed: 's' });
    const renamed = {
      ...setup,
      sides: setup.sides.map((s, i) => (i === 0 ? { ...s, id: 'constructor' } : s)),
      occupants: Object.fromEntries(
        Object.entries(setup.occupants).map(([k, o]) => [
          k,
          o.side === 'a' ? { ...o, side: 'constructor' } : o,
        ]),
      ),
    };
    expect(validateSetup(renamed).map((p) => p.code)).toContain('setup.reserved-side-id');
    expect(dieMen.init(renamed).ok).toBe(false);
  });
});
