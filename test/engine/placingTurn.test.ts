/**
 * The turns of a deployment played, shared by Dice Wars ("Deployment") and Die Fighting ("Set
 * Up"): the winner first, one unit each in turn, a side with none left passing its turns; and a
 * choice of edges, the other side across.
 */
import { placingTurn, winnerFirst } from '../../src/engine/placingTurn';
import { facing } from '../../src/grid/edges';

describe('placingTurn', () => {
  const order = winnerFirst(['red', 'blue'], 'blue');

  it('puts the winner first, the rest in set-up order', () => {
    expect(order).toEqual(['blue', 'red']);
    expect(winnerFirst(['a', 'b', 'c'], 'b')).toEqual(['b', 'a', 'c']);
  });

  it('alternates while both have units, then lets the side with units left place the rest', () => {
    const left: Record<string, number> = { blue: 1, red: 3 };
    const placed: string[] = [];
    let turn = 0;
    for (;;) {
      const t = placingTurn(order, turn, (s) => left[s]! > 0);
      if (t === null) break;
      const side = order[t]!;
      placed.push(side);
      left[side]! -= 1;
      turn = (t + 1) % order.length;
    }
    expect(placed).toEqual(['blue', 'red', 'red', 'red']);
  });

  it('is null once no side has a unit left', () => {
    expect(placingTurn(order, 1, () => false)).toBeNull();
  });
});

describe('facing', () => {
  it("puts the side on its edge and the other across: the other side's edge changes with it", () => {
    const sides = [
      { id: 'red', edge: 'north' as const, name: 'Red' },
      { id: 'blue', edge: 'south' as const, name: 'Blue' },
    ];
    expect(facing(sides, 'blue', 'north')).toEqual([
      { id: 'red', edge: 'south', name: 'Red' },
      { id: 'blue', edge: 'north', name: 'Blue' },
    ]);
    expect(facing(sides, 'red', 'west').map((s) => s.edge)).toEqual(['west', 'east']);
  });
});
