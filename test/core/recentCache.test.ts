import { BoundedMap, RecentCache } from '../../src/core/recentCache';

describe('RecentCache', () => {
  it('finds a key by identity, not by value', () => {
    const c = new RecentCache<object, string>(2);
    const a = { x: 1 };
    c.set(a, 'a');
    expect(c.get(a)).toBe('a');
    expect(c.get({ x: 1 })).toBeUndefined();
  });

  it('forgets the oldest key once `size` newer ones came, and keeps the rest', () => {
    const c = new RecentCache<object, number>(2);
    const [a, b, d] = [{}, {}, {}];
    c.set(a, 1);
    c.set(b, 2);
    c.set(d, 3);
    expect(c.get(a)).toBeUndefined();
    expect(c.get(b)).toBe(2);
    expect(c.get(d)).toBe(3);
  });

  it('replaces the value of a key it holds without taking another slot', () => {
    const c = new RecentCache<object, number>(2);
    const [a, b] = [{}, {}];
    c.set(a, 1);
    c.set(b, 2);
    expect(c.set(a, 10)).toBe(10);
    expect(c.get(a)).toBe(10);
    expect(c.get(b)).toBe(2);
  });
});

describe('RecentCache.memo', () => {
  it('makes a value once per key while the key is held', () => {
    const c = new RecentCache<object, number>(2);
    const a = {};
    let made = 0;
    const make = (): number => ++made;
    expect(c.memo(a, make)).toBe(1);
    expect(c.memo(a, make)).toBe(1);
    expect(made).toBe(1);
  });
});

describe('BoundedMap', () => {
  it('finds a key by value', () => {
    const m = new BoundedMap<string, number>(4);
    m.set('hex:3x3', 7);
    expect(m.get('hex:3x3')).toBe(7);
    expect(m.has('hex:3x3')).toBe(true);
    expect(m.get('hex:4x4')).toBeUndefined();
  });

  it('forgets everything once `limit` keys are held and a new one comes, never growing past it', () => {
    const m = new BoundedMap<number, string>(2);
    m.set(1, 'a');
    m.set(2, 'b');
    m.set(2, 'bb');
    expect(m.size).toBe(2);
    m.set(3, 'c');
    expect(m.size).toBe(1);
    expect(m.get(1)).toBeUndefined();
    expect(m.get(3)).toBe('c');
  });

  it('memo makes a value once per key while the key is held', () => {
    const m = new BoundedMap<string, number[]>(2);
    const first = m.memo('k', () => []);
    expect(m.memo('k', () => [1])).toBe(first);
  });
});
