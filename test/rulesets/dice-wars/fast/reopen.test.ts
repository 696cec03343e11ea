/**
 * A fast trial plays the last trial's position put back to the opening when its set-up differs
 * only in the seed (fast/reopen.ts), as the simulator's trials do: each battle of a run of seeds
 * on one set-up object, from the second on a used position, must step with the reference as a
 * fresh one does. worn-armour.yaml loses Armor dice (weapons and armour worked out again: keep,
 * profiles, gear), dw-battle.yaml loses squad members (squares, versions) and ends at the round
 * limit; a field left as the last battle ended it shows as a divergence.
 */
import { join } from 'node:path';
import { diceWarsGame } from '../../../../src/rulesets/dice-wars/game';
import { giveBack, startFast } from '../../../../src/rulesets/dice-wars/fast/trial';
import { lockstep, setupOf } from './lockstep';

const ROOT = join(__dirname, '../../../..');
const WORN = join(ROOT, 'test/fixtures/scenarios/dice-wars-fast/worn-armour.yaml');
const BATTLE = join(ROOT, 'scenarios/dw-battle.yaml');

describe("a trial's position used again by the next trial of its set-up", () => {
  it('is the one given back when only the seed differs, a new one for another set-up', () => {
    const base = setupOf(WORN, 'r0');
    const first = startFast(base);
    giveBack(first);
    const again = startFast(diceWarsGame.withSeed(base, 'r1'));
    expect(again).toBe(first);
    giveBack(again);
    expect(startFast(setupOf(WORN, 'r1'))).not.toBe(first);
  });

  it.each([
    ['worn-armour.yaml', WORN],
    ['dw-battle.yaml', BATTLE],
  ])('plays seeds of %s in a row, each on the last position, step for step', (_name, file) => {
    const base = setupOf(file, 'r0');
    for (const seed of ['r1', 'r2', 'r3', 'r4']) {
      const r = lockstep(diceWarsGame.withSeed(base, seed));
      expect({ seed, divergence: r.divergence }).toEqual({ seed, divergence: null });
      expect(r.steps).toBeGreaterThan(40);
    }
  });
});
