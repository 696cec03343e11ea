/**
 * The one memo helper for the rules and the generals (every game keeps its tables in its own
 * caches.ts, built from these). Both are bounded, and both only ever remember what a pure
 * function of the key returned, so a hit or a miss never changes a result, only its cost.
 *
 * RecentCache: a memo of the last few keys, compared by identity: what a WeakMap keyed by
 * short-lived objects (a battle's positions, its rules) would give, without the WeakMap's cost.
 * Measured in `diemen sim`: values held by a long-lived WeakMap survived young-generation
 * collections and were promoted to the old generation, about 17 KB per battle, and collecting them
 * took a tenth of a worker's time. Here an entry is simply overwritten once `size` newer keys have
 * come.
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

  /** The remembered value for `key`, or `make(key)` remembered. */
  memo(key: K, make: (key: K) => V): V {
    const known = this.get(key);
    return known !== undefined ? known : this.set(key, make(key));
  }
}

/**
 * A memo by value (a string or number naming a map, a target cell...), for tables shared by every
 * battle that asks the same question. Many keys are live at once, so a Map rather than a scan;
 * bounded by forgetting everything once `limit` keys are held: a simple, predictable bound, and
 * the tables it holds are rebuilt exactly as they were.
 */
export class BoundedMap<K, V> {
  private readonly map = new Map<K, V>();

  constructor(private readonly limit: number) {}

  get(key: K): V | undefined {
    return this.map.get(key);
  }

  has(key: K): boolean {
    return this.map.has(key);
  }

  set(key: K, value: V): V {
    if (!this.map.has(key) && this.map.size >= this.limit) this.map.clear();
    this.map.set(key, value);
    return value;
  }

  /** The remembered value for `key`, or `make(key)` remembered. */
  memo(key: K, make: (key: K) => V): V {
    const known = this.map.get(key);
    return known !== undefined ? known : this.set(key, make(key));
  }

  get size(): number {
    return this.map.size;
  }
}
