/**
 * Counts of a unit type read right for one and for many (src/cli/die-men/render/names.ts): played
 * with an army of archers and blocs, the lines said `2 archer` and `left to place: 2 bloc, 1
 * archer`. A type that reads the same for many (infantry, cavalry, siege) keeps its name, and the
 * deployment's typed counts take either form.
 */
import { parseUnits } from '../../../src/cli/die-men/prompts/promptDeploy';
import { unitCount, unitCounts, unitsLabel } from '../../../src/cli/die-men/render/names';
import { renderArmyList } from '../../../src/cli/die-men/renderArmy';
import { plainStyle } from '../../../src/cli/style';
import type { Army } from '../../../src/rulesets/die-men/army/load';

describe('unit counts for one and for many', () => {
  it('adds an s to a type for many, never for one, never to a name that reads the same for many', () => {
    expect(unitCount(1, 'archer')).toBe('1 archer');
    expect(unitCount(2, 'archer')).toBe('2 archers');
    expect(unitCount(2, 'bloc')).toBe('2 blocs');
    expect(unitCount(3, 'chariot')).toBe('3 chariots');
    expect(unitCount(7, 'infantry')).toBe('7 infantry');
    expect(unitCount(4, 'cavalry')).toBe('4 cavalry');
    expect(unitCount(2, 'siege')).toBe('2 siege');
    // A name already plural is left as it is.
    expect(unitCount(2, 'knights')).toBe('2 knights');
  });

  it('writes stacks and lists with them', () => {
    expect(unitsLabel({ infantry: 6, archer: 2 })).toBe('6 infantry + 2 archers');
    expect(unitsLabel({ archer: 1 })).toBe('1 archer');
    expect(unitsLabel({})).toBe('none');
    expect(unitCounts({ bloc: 2, archer: 1 }, ', ')).toBe('2 blocs, 1 archer');
  });

  it("the army list's types read the same way", () => {
    const army = { name: 'Bows', units: { infantry: 9, archer: 3 } } as unknown as Army;
    expect(renderArmyList([{ name: 'bows', army }], plainStyle)).toContain('9 infantry, 3 archers');
  });

  it('the deployment takes a typed count in either form, and its default reads for many', () => {
    const here = { infantry: 6, archer: 3, bloc: 2 };
    expect(parseUnits('2 archers 1 bloc', here, here)).toEqual({ archer: 2, bloc: 1 });
    expect(parseUnits('1 archer', here, here)).toEqual({ archer: 1 });
    expect(parseUnits('4 archers', here, here)).toBe('only 3 archers left');
  });
});
