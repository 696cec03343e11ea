import { RecentCache } from '../../src/core/recentCache';

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
