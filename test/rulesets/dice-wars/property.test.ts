/** Properties of the cost and the limits over generated stat cards (fast-check). */
import fc from 'fast-check';
import {
  cardCost,
  checkCard,
  LIMITS,
  type Card,
  type EquipmentKind,
} from '../../../src/rulesets/dice-wars/army';

const kinds: EquipmentKind[] = ['melee', 'ranged', 'indirect'];

/** Cards that keep every limit, built from the limits as the text states them. */
const legalCard: fc.Arbitrary<Card> = fc
  .record({ squad: fc.boolean(), members: fc.integer({ min: 2, max: 5 }) })
  .chain(({ squad, members }) => {
    const maxCore = squad ? 2 : 4;
    return fc.integer({ min: 1, max: maxCore }).chain((core) =>
      fc.record({
        name: fc.constant('Card'),
        members: fc.constant(squad ? members : 1),
        core: fc.constant(core),
        passive: fc.option(
          fc.record({
            kind: fc.constantFrom('armor' as const, 'speed' as const),
            dice: fc.integer({ min: 1, max: squad ? 2 : 4 }),
          }),
        ),
        pieces: fc.array(
          fc.record({ kind: fc.constantFrom(...kinds), dice: fc.integer({ min: 1, max: squad ? core : 4 }) }),
          { maxLength: core },
        ),
      }),
    );
  })
  .map(({ pieces, ...c }) => ({
    ...c,
    equipment: {
      melee: pieces.filter((p) => p.kind === 'melee').map((p) => p.dice),
      ranged: pieces.filter((p) => p.kind === 'ranged').map((p) => p.dice),
      indirect: pieces.filter((p) => p.kind === 'indirect').map((p) => p.dice),
    },
  }));

describe('stat card properties', () => {
  it('every card within the limits passes, and costs at most 24 dice', () => {
    fc.assert(
      fc.property(legalCard, (card) => {
        expect(checkCard(card)).toEqual([]);
        expect(cardCost(card)).toBeLessThanOrEqual(LIMITS.maxCardDice);
      }),
    );
  });

  it('cost grows with every die: members × core, once for passive and each equipment die', () => {
    fc.assert(
      fc.property(legalCard, fc.constantFrom(...kinds), (card, kind) => {
        const cost = cardCost(card);
        expect(cardCost({ ...card, core: card.core + 1 })).toBe(cost + card.members);
        expect(cardCost({ ...card, members: card.members + 1 })).toBe(cost + card.core);
        const passive = card.passive ?? { kind: 'armor' as const, dice: 0 };
        expect(cardCost({ ...card, passive: { ...passive, dice: passive.dice + 1 } })).toBe(cost + 1);
        const more = { ...card, equipment: { ...card.equipment, [kind]: [...card.equipment[kind], 1] } };
        expect(cardCost(more)).toBe(cost + 1);
        const list = card.equipment[kind];
        if (list.length > 0) {
          const bumped = {
            ...card,
            equipment: { ...card.equipment, [kind]: [list[0]! + 1, ...list.slice(1)] },
          };
          expect(cardCost(bumped)).toBe(cost + 1);
        }
      }),
    );
  });

  it('one more Core die than the card may have is refused with its own code', () => {
    fc.assert(
      fc.property(legalCard, (card) => {
        const squad = card.members > 1;
        const past = { ...card, core: squad ? LIMITS.squadMaxCore + 1 : LIMITS.maxCore + 1 };
        const codes = checkCard(past).map((p) => p.code);
        expect(codes).toContain(squad ? 'dice-wars.squad-core' : 'dice-wars.core');
      }),
    );
  });

  it('one more piece of equipment than Core dice is refused', () => {
    fc.assert(
      fc.property(legalCard, fc.constantFrom(...kinds), (card, kind) => {
        const pieces = kinds.reduce((n, k) => n + card.equipment[k].length, 0);
        const extra = card.core + 1 - pieces;
        const past = {
          ...card,
          equipment: { ...card.equipment, [kind]: [...card.equipment[kind], ...Array(extra).fill(1)] },
        };
        expect(checkCard(past).map((p) => p.code)).toContain('dice-wars.equipment-count');
      }),
    );
  });
});
