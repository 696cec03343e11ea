/**
 * Which decisions bring dice faces of their own, per game (the LogAdapter's `typedDice`), and who
 * may bring them (typedDice.ts): a side rolling real dice, or the scenario's script giving exactly
 * that decision; anyone in a log that doesn't say (format 1).
 */
import { logHeader } from '../../src/log/header';
import { diceRights, typedDiceRefusal } from '../../src/log/typedDice';
import { diceWarsLog } from '../../src/rulesets/dice-wars/log';
import { dieFightingLog } from '../../src/rulesets/die-fighting/log';
import { dieMenLog } from '../../src/rulesets/die-men/log';

describe("each game's decisions with faces of their own", () => {
  it('Die, Men!: a roll with faces, a Command Interference attempt with faces or Inspire faces', () => {
    const typed = dieMenLog.typedDice!;
    expect(typed({ kind: 'roll', side: 'red', faces: [1, 2] })).toBe(true);
    expect(typed({ kind: 'roll', side: 'red' })).toBe(false);
    const at = { at: '1,1', skill: 'Tactics' } as const;
    expect(typed({ kind: 'interfere', side: 'red', attempts: [{ ...at, faces: [3] }] })).toBe(true);
    expect(
      typed({ kind: 'interfere', side: 'red', attempts: [{ ...at, inspire: true, inspireFaces: [3] }] }),
    ).toBe(true);
    expect(typed({ kind: 'interfere', side: 'red', attempts: [{ ...at, inspire: true }] })).toBe(false);
    expect(typed({ kind: 'gobble', side: 'red', dice: 2 })).toBe(false);
  });

  it('Die Fighting: a roll with faces, combat with attack, defence or damage dice', () => {
    const typed = dieFightingLog.typedDice!;
    expect(typed({ kind: 'roll', side: 'red', faces: [6, 6] })).toBe(true);
    expect(typed({ kind: 'roll', side: 'red' })).toBe(false);
    const combat = { kind: 'combat', side: 'red', unit: '1,1', action: { type: 'hold' } } as const;
    expect(typed(combat)).toBe(false);
    expect(typed({ ...combat, dice: {} })).toBe(false);
    expect(typed({ ...combat, dice: { attack: [1, 2] } })).toBe(true);
    expect(typed({ ...combat, dice: { defence: [[1, 2]] } })).toBe(true);
    expect(typed({ ...combat, dice: { damage: [4] } })).toBe(true);
  });

  it('Dice Wars: a roll or saves with faces, an attack with hit or damage dice', () => {
    const typed = diceWarsLog.typedDice!;
    expect(typed({ kind: 'roll', side: 'a', faces: [6] })).toBe(true);
    expect(typed({ kind: 'save', side: 'a', faces: [2, 3] })).toBe(true);
    expect(typed({ kind: 'save', side: 'a' })).toBe(false);
    const melee = { type: 'melee', target: 'u2' } as const;
    expect(typed({ kind: 'act', side: 'a', action: melee })).toBe(false);
    expect(typed({ kind: 'act', side: 'a', action: { ...melee, dice: { hit: [5] } } })).toBe(true);
    expect(typed({ kind: 'act', side: 'a', action: { ...melee, dice: { damage: [5] } } })).toBe(true);
    expect(typed({ kind: 'act', side: 'a', action: { type: 'end' } })).toBe(false);
  });
});

describe('who may bring faces', () => {
  const facts = { tool: 't', ruleset: 'r', rules: '1', rng: 'x', seed: 's', scenario: {} };
  const header = logHeader({
    ...facts,
    players: { red: 'human', blue: 'ai', green: 'human' },
    dice: { red: true, blue: false, green: false },
  });
  const rights = diceRights(header)!;
  const roll = (side: string) => ({ kind: 'roll', side, faces: [1, 2] }) as { kind: string; side: string };

  it('a side rolling real dice; others only when the script gives that very decision', () => {
    expect(typedDiceRefusal(rights, roll('red'), null)).toBeNull();
    expect(typedDiceRefusal(rights, roll('blue'), roll('blue'))).toBeNull();
    expect(
      typedDiceRefusal(rights, roll('blue'), { kind: 'roll', side: 'blue', faces: [1, 3] } as {
        kind: string;
        side: string;
      }),
    ).toMatch(/^it carries dice faces, but blue is played by the computer/);
    expect(typedDiceRefusal(rights, roll('green'), null)).toMatch(/but green was played without --dice/);
    expect(typedDiceRefusal(rights, roll('grey'), null)).toMatch(
      /but the log does not record grey as rolling real dice/,
    );
  });

  it("a header's own keys are not sides", () => {
    expect(typedDiceRefusal(rights, roll('constructor'), null)).toMatch(/constructor as rolling real dice/);
  });

  it('a log without the field (format 1) does not say', () => {
    const { dice: _dice, ...old } = header;
    expect(diceRights({ ...old, format: 1 })).toBeNull();
  });
});
