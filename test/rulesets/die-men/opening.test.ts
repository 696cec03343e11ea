/**
 * A simulation checks and opens one set-up, reseeded, for every battle; init.ts remembers the last
 * sound set-up and the last opening (caches.ts `lastOpening`). A reseeded set-up must open to the
 * state a fresh check and build give, a changed field must be checked again, and the seed's own
 * check still runs.
 */
import { lastOpening } from '../../../src/rulesets/die-men/caches';
import { createState, validateSetup } from '../../../src/rulesets/die-men/init';
import type { BattleSetup } from '../../../src/rulesets/die-men/types';
import { makeSetup, start } from './helpers';

const forget = (): void => {
  lastOpening.checked = null;
  lastOpening.opened = null;
};

describe('the opening remembered across reseeded set-ups', () => {
  const setup = makeSetup({ '2,3': ['a', 4], '4,3': ['b', 3] });

  it('a reseeded set-up opens to the state a cold build gives', () => {
    forget();
    const cold = JSON.stringify(start({ ...setup, seed: 'other' }));
    forget();
    const first = start(setup).state;
    expect(lastOpening.opened?.setup).toBe(setup);
    const warm = start({ ...setup, seed: 'other' });
    expect(JSON.stringify(warm)).toBe(cold);
    expect(warm.state.rules).toBe(first.rules);
    expect(warm.state.occupants).toBe(first.occupants);
  });

  it('the seed is checked every time, a changed field again', () => {
    forget();
    expect(validateSetup(setup)).toEqual([]);
    expect(lastOpening.checked).toBe(setup);
    const noSeed = { ...setup, seed: 7 } as unknown as BattleSetup;
    expect(validateSetup(noSeed).map((p) => p.code)).toEqual(['setup.bad-seed']);
    const offMap = {
      ...setup,
      occupants: { ...setup.occupants, '40,40': { side: 'a', units: { infantry: 1 } } },
    };
    expect(validateSetup(offMap).map((p) => p.code)).toContain('setup.cell-off-map');
    expect(lastOpening.checked).toBe(setup);
  });

  it('a set-up with another field builds its own opening', () => {
    forget();
    createState(setup);
    const other = { ...setup, options: { ...setup.options, maxRounds: 3 } };
    const { draft } = createState(other);
    expect(draft.rules.options.maxRounds).toBe(3);
    expect(lastOpening.opened?.setup).toBe(other);
  });
});
