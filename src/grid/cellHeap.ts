/** A binary min-heap of (cost, cell index), ordered by cost then index; duplicates allowed. */
export class CellHeap {
  private readonly costs: number[] = [];
  private readonly cells: number[] = [];
  size = 0;

  private before(a: number, b: number): boolean {
    const ca = this.costs[a]!;
    const cb = this.costs[b]!;
    return ca < cb || (ca === cb && this.cells[a]! < this.cells[b]!);
  }

  private swap(a: number, b: number): void {
    const c = this.costs[a]!;
    this.costs[a] = this.costs[b]!;
    this.costs[b] = c;
    const i = this.cells[a]!;
    this.cells[a] = this.cells[b]!;
    this.cells[b] = i;
  }

  push(cost: number, cell: number): void {
    let k = this.size++;
    this.costs[k] = cost;
    this.cells[k] = cell;
    while (k > 0) {
      const up = (k - 1) >> 1;
      if (!this.before(k, up)) break;
      this.swap(k, up);
      k = up;
    }
  }

  /** Removes and returns the first cell (the heap must not be empty). */
  pop(): number {
    const top = this.cells[0]!;
    const last = --this.size;
    this.costs[0] = this.costs[last]!;
    this.cells[0] = this.cells[last]!;
    let k = 0;
    for (;;) {
      const l = 2 * k + 1;
      if (l >= last) break;
      const r = l + 1;
      const child = r < last && this.before(r, l) ? r : l;
      if (!this.before(child, k)) break;
      this.swap(child, k);
      k = child;
    }
    return top;
  }
}
