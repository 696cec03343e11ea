/**
 * Every figure the introductory rules compute while building an army (dice-wars-intro.txt,
 * "Example Unit Creation", "Example Squad Creation", "Make Sure it All Adds Up", "Too Much or Too
 * Little"): each card written as the text lists it, its cost as the text states it.
 */
import { armyTotals, cardCost, checkArmy, checkCard, LIMITS } from '../../../src/rulesets/dice-wars/army';
import { card, loadFixture } from './helpers';

describe('worked examples of the text', () => {
  it.each([
    // Captain: 2 Core, 3 Armor, a 3-dice sword, a 1-dice gun; the text totals 9.
    [
      'Astra Marine Captain',
      card({
        core: 2,
        passive: { kind: 'armor', dice: 3 },
        equipment: { melee: [3], ranged: [1], indirect: [] },
      }),
      9,
    ],
    // Tactical squad: 1 Core for each of 5, 1 Armor, 1 Ranged; the text totals 7.
    [
      'Astra Marine Tac Squad',
      card({
        members: 5,
        core: 1,
        passive: { kind: 'armor', dice: 1 },
        equipment: { melee: [], ranged: [1], indirect: [] },
      }),
      7,
    ],
    // Jump squad: 2 Core for each of 5, 2 Speed, 1 Melee, 1 Ranged; the text totals 14.
    [
      'Astra Marine Jump Squad',
      card({
        members: 5,
        core: 2,
        passive: { kind: 'speed', dice: 2 },
        equipment: { melee: [1], ranged: [1], indirect: [] },
      }),
      14,
    ],
    [
      'T-107 MBT',
      card({
        core: 3,
        passive: { kind: 'armor', dice: 4 },
        equipment: { melee: [], ranged: [2, 3], indirect: [4] },
      }),
      16,
    ],
    [
      'Alexander II MTM',
      card({
        core: 3,
        passive: { kind: 'armor', dice: 4 },
        equipment: { melee: [], ranged: [2, 3, 3], indirect: [] },
      }),
      15,
    ],
    [
      "Russian 'Gumps'",
      card({
        members: 5,
        core: 1,
        passive: { kind: 'armor', dice: 1 },
        equipment: { melee: [], ranged: [1], indirect: [] },
      }),
      7,
    ],
    [
      'Putin III STM Squad',
      card({
        members: 5,
        core: 2,
        passive: { kind: 'armor', dice: 2 },
        equipment: { melee: [], ranged: [2], indirect: [1] },
      }),
      15,
    ],
    [
      'Putin III STM',
      card({
        core: 2,
        passive: { kind: 'speed', dice: 2 },
        equipment: { melee: [], ranged: [2, 1], indirect: [] },
      }),
      7,
    ],
  ])('%s, as the text builds it, costs what it says and keeps every limit', (name, c, cost) => {
    const named = { ...c, name };
    expect(cardCost(named)).toBe(cost);
    expect(checkCard(named)).toEqual([]);
  });

  it('the fullest card the limits allow holds the 24 dice a card can hold at most', () => {
    const full = card({
      core: 4,
      passive: { kind: 'armor', dice: 4 },
      equipment: { melee: [4, 4], ranged: [4], indirect: [4] },
    });
    expect(checkCard(full)).toEqual([]);
    expect(cardCost(full)).toBe(LIMITS.maxCardDice);
  });

  it('the Russian Federation file: five cards adding up to 60, a Battle of 60', () => {
    const loaded = loadFixture('russian-federation.yaml');
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.error));
    const totals = armyTotals(loaded.value.army);
    expect(totals.cards.map((c) => [c.card.name, c.cost])).toEqual([
      ['T-107 MBT', 16],
      ['Alexander II MTM', 15],
      ["Russian 'Gumps'", 7],
      ['Putin III STM Squad', 15],
      ['Putin III STM', 7],
    ]);
    expect(totals.total).toBe(60);
    expect(totals.left).toBe(0);
    expect(checkArmy(loaded.value.army)).toEqual([]);
  });

  it('the Astra Marines file: the Captain, a little under a sixth of 60, and both squads', () => {
    const loaded = loadFixture('astra-marines.yaml');
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.error));
    const totals = armyTotals(loaded.value.army);
    expect(totals.cards.map((c) => c.cost)).toEqual([9, 7, 14]);
    expect(totals.total).toBe(30);
    expect(totals.left).toBe(30);
    // The text notes the Captain alone comes close to a sixth of the 60-dice pool.
    const share = totals.cards[0]!.cost / totals.pool!.max;
    expect(share).toBeLessThan(1 / 6);
    expect(share).toBeGreaterThan(1 / 7);
  });
});
