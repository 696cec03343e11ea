/**
 * A memo of the last few keys, compared by identity: what a WeakMap keyed by short-lived objects
 * (a battle's positions, its rules) would give, without the WeakMap's cost. Measured in
 * `diemen sim`: values held by a long-lived WeakMap survived young-generation collections and
 * were promoted to the old generation, about 17 KB per battle, and collecting them took a tenth
 * of a worker's time. Here an entry is simply overwritten once `size` newer keys have come.
 */
export class RecentCache<K extends object, V> {
  private readonly keys: (K | undefined)[];
  private readonly values: (V | undefined)[];
  private next = 0;

  constructor(size: number) {
    this.keys = new Array<K | undefined>(size).fill(undefined);
    this.values = new Array<V | undefined>(size).fill(undefined);
  }

  get(key: K): V | undefined {
    for (let i = 0; i < this.keys.length; i++) if (this.keys[i] === key) return this.values[i];
    return undefined;
  }

  set(key: K, value: V): V {
    for (let i = 0; i < this.keys.length; i++) {
      if (this.keys[i] === key) {
        this.values[i] = value;
        return value;
      }
    }
    this.keys[this.next] = key;
    this.values[this.next] = value;
    this.next = (this.next + 1) % this.keys.length;
    return value;
  }
}
