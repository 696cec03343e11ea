import { reuseBuffer } from '../../src/core/reuseBuffer';

describe('reuseBuffer', () => {
  it('takes the spare again when it is big enough, cleared over the bytes asked for', () => {
    const spare = new ArrayBuffer(16);
    new Uint8Array(spare).fill(7);
    const got = reuseBuffer(spare, 12);
    expect(got).toBe(spare);
    expect([...new Uint8Array(got, 0, 12)]).toEqual(new Array(12).fill(0));
  });

  it('makes a new zeroed buffer when there is no spare or it is too small', () => {
    const small = new ArrayBuffer(4);
    const got = reuseBuffer(small, 8);
    expect(got).not.toBe(small);
    expect(got.byteLength).toBe(8);
    expect(reuseBuffer(null, 5).byteLength).toBe(5);
    expect(reuseBuffer(undefined, 3).byteLength).toBe(3);
  });
});
