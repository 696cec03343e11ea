import fc from 'fast-check';
import { stableHash, stableStringify } from '../../src/core/stableHash';

describe('stableStringify', () => {
  it('sorts keys at every level, so key order never changes the text', () => {
    expect(stableStringify({ b: 1, a: { d: [1, { z: 1, y: 2 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[1,{"y":2,"z":1}]},"b":1}',
    );
  });

  it('drops undefined fields like JSON does and parses back to the same data', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        expect(JSON.parse(stableStringify(v))).toEqual(JSON.parse(JSON.stringify(v)));
      }),
    );
    expect(stableStringify({ a: undefined, b: 2 })).toBe('{"b":2}');
  });
});

describe('stableHash', () => {
  it('is 16 hex digits and equal for equal data built in another key order', () => {
    const h = stableHash({ x: 1, y: [1, 2] });
    expect(h).toMatch(/^[0-9a-f]{16}$/);
    expect(stableHash({ y: [1, 2], x: 1 })).toBe(h);
  });

  it('changes when any value changes', () => {
    const base = { round: 3, hexes: { '3,2': { side: 'royal', units: { infantry: 11 } } } };
    const changed = { round: 3, hexes: { '3,2': { side: 'royal', units: { infantry: 10 } } } };
    expect(stableHash(changed)).not.toBe(stableHash(base));
    expect(stableHash([1, 2])).not.toBe(stableHash([2, 1]));
  });
});
