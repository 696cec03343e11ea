/**
 * The state's keyed records are copied with one entry set by a loop (records.ts), not by
 * `{ ...r, [k]: v }`: the copy must be the spread's, key for key and in the same order, for any
 * keys a record may hold (cells, side ids, integer-like names, `__proto__`), also from a record
 * a key was deleted from (V8's dictionary mode), so that the state serialises to the same lines.
 */
import fc from 'fast-check';
import { copyRecord, withEntry } from '../../../src/rulesets/die-men/records';

const key = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', '0', '12', '3,4', 'red', 'blue', 'toString'),
  fc.string({ maxLength: 4 }),
);

/** A record built by setting then deleting keys, as the rules' writers do. */
const record = fc
  .tuple(fc.array(fc.tuple(key, fc.integer()), { maxLength: 12 }), fc.array(key, { maxLength: 4 }))
  .map(([entries, gone]) => {
    const r: Record<string, number> = {};
    for (const [k, v] of entries)
      Object.defineProperty(r, k, { value: v, enumerable: true, writable: true, configurable: true });
    for (const k of gone) delete r[k];
    return r;
  });

/** Own keys in order with their values, and the prototype: what a copy must keep. */
const shape = (r: object): unknown => [
  Reflect.ownKeys(r),
  Object.values(r),
  Object.getPrototypeOf(r),
  JSON.stringify(r),
];

describe('records.ts copies as a spread does', () => {
  it('withEntry(r, k, v) is { ...r, [k]: v }', () => {
    fc.assert(
      fc.property(record, key, fc.integer(), (r, k, v) => {
        expect(shape(withEntry(r, k, v))).toEqual(shape({ ...r, [k]: v }));
      }),
      { numRuns: 500 },
    );
  });

  it('copyRecord(r) is { ...r } and leaves r as it was', () => {
    fc.assert(
      fc.property(record, (r) => {
        const before = shape(r);
        const copy = copyRecord(r);
        expect(copy).not.toBe(r);
        expect(shape(copy)).toEqual(shape({ ...r }));
        expect(shape(r)).toEqual(before);
      }),
      { numRuns: 500 },
    );
  });
});
