/**
 * How many units a person puts in a hex when deploying (ruling 33): a number, `all`, or counts by
 * type; anything else comes back as the reason, which the prompt shows before asking again.
 */
import { parseUnits } from '../../../src/cli/die-men/prompts/promptDeploy';

const here = { infantry: 5, archer: 2 };
const share = { infantry: 2, archer: 1 };

describe('the deployment prompt reads a count of units', () => {
  it('takes all, counts by type (plural or not), and a number of the only type left', () => {
    expect(parseUnits('all', here, share)).toEqual(here);
    expect(parseUnits('3 infantry 1 archers', here, share)).toEqual({ infantry: 3, archer: 1 });
    expect(parseUnits('2 infantry, 2 infantry', here, share)).toEqual({ infantry: 4 });
    expect(parseUnits('4', { infantry: 6 }, { infantry: 2 })).toEqual({ infantry: 4 });
    // A number of a mixed stack is the suggested share when it matches it.
    expect(parseUnits('3', here, share)).toEqual(share);
  });

  it('says why it refuses anything else', () => {
    expect(parseUnits('4', here, share)).toBe('several types are left: say which, e.g. 3 infantry 1 archer');
    expect(parseUnits('0', here, share)).toBe('between 1 and 7 units');
    expect(parseUnits('lots', here, share)).toBe(
      'write a number, all, or counts by type such as 3 infantry 1 archer',
    );
    expect(parseUnits('2 knights', here, share)).toBe(
      'knights: none left that may stand here (left: 5 infantry, 2 archers)',
    );
    expect(parseUnits('3 archer', here, share)).toBe('only 2 archers left');
    expect(parseUnits('0 archer', here, share)).toBe('0: a count is a whole number, 1 or more');
  });
});
