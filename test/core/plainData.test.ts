import { dataHazards, findDataHazard, hasOwn, isReservedName } from '../../src/core/plainData';

describe('plain data hazards', () => {
  it('finds nothing in ordinary data', () => {
    expect(findDataHazard({ a: [1, { b: 'c' }], d: null })).toBeNull();
  });

  it('finds nesting past the limit without recursing (a million levels)', () => {
    let deep: unknown = 0;
    for (let i = 0; i < 1_000_000; i++) deep = [deep];
    const h = findDataHazard({ x: deep });
    expect(h?.kind).toBe('too-deep');
    expect(h?.path.slice(0, 3)).toEqual(['x', 0, 0]);
    expect(h?.path).toHaveLength(100);
    expect(findDataHazard({ x: [[[1]]] }, 3)).toEqual({ kind: 'too-deep', path: ['x', 0, 0] });
    expect(findDataHazard({ x: [[1]] }, 3)).toBeNull();
  });

  it('finds every own "__proto__" key, as JSON.parse and YAML leave them', () => {
    const data = JSON.parse('{"a":{"__proto__":1},"b":[{"__proto__":{"c":2}}]}') as unknown;
    expect(dataHazards(data)).toEqual([
      { kind: 'proto-key', path: ['a', '__proto__'] },
      { kind: 'proto-key', path: ['b', 0, '__proto__'] },
    ]);
    // Other inherited names are harmless as own fields.
    expect(findDataHazard(JSON.parse('{"constructor":1,"toString":{"prototype":2}}'))).toBeNull();
  });

  it('names a plain object already answers to are reserved; own fields are told from inherited ones', () => {
    for (const n of ['constructor', 'toString', 'hasOwnProperty', 'valueOf', '__proto__']) {
      expect(isReservedName(n)).toBe(true);
    }
    for (const n of ['prototype', 'red', 'duke']) expect(isReservedName(n)).toBe(false);
    expect(hasOwn({}, 'toString')).toBe(false);
    expect(hasOwn({ toString: 1 }, 'toString')).toBe(true);
  });
});
