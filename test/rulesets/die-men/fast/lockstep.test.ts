/**
 * Issue 23's fast path against the reference, decision by decision and position by position
 * (lockstep.ts), on every bundled Die, Men! scenario it covers and the bench's 15-vs-15, a few
 * trial seeds each; test/rulesets/die-men/fast/lockstep.heavy.test.ts plays many more.
 */
import { lockstep, sameResult } from './lockstep';
import { EXTRA, randomBattle } from './randomBattles';
import { dieMenBattles } from './scenarios';

/**
 * Random battles (randomBattles.ts) whose seeds once showed a fault the scenarios missed, and what;
 * drawn with the ground they were found with.
 */
const HF = ['hill', 'forest'] as const;
const KNOWN: { seed: number; extra: typeof EXTRA; what: string; cavalry?: boolean }[] = [
  { seed: 140026217, extra: HF, what: "a hill's gobble dice raised against an attack from low ground" },
  { seed: 87118925, extra: HF, what: "a forest's free gobble die" },
  { seed: 600461274, extra: HF, what: "a forest's free die among the dice the defender may spend" },
  { seed: 4, extra: EXTRA, what: 'Free Movement next to units in a river' },
  { seed: 1, extra: EXTRA, cavalry: true, what: "cavalry's +1 damage and a long move of cavalry alone" },
  { seed: 14, extra: EXTRA, cavalry: true, what: "a cavalry move's way blocked by enemies" },
  { seed: 17, extra: EXTRA, cavalry: true, what: 'cavalry stepping into rough in Free Movement' },
  { seed: 77, extra: EXTRA, cavalry: true, what: 'half of a mixed stack: half of each type, rounded down' },
  { seed: 805, extra: EXTRA, cavalry: true, what: 'a long cavalry move skipped when the group moves' },
  { seed: 1793, extra: EXTRA, cavalry: true, what: 'a long cavalry move skipped when the group moves' },
];

const SEEDS = 4;
const battles = dieMenBattles();

describe('the fast path plays as the reference does', () => {
  it('covers the bench battle, the basic-game scenarios, those of hills, forests, rivers and cavalry, not the castle', () => {
    const covered = battles.filter((b) => b.covered).map((b) => b.name);
    expect(covered).toEqual(
      expect.arrayContaining([
        'bench-15v15.yaml',
        'skirmish.yaml',
        'reserve-cut-off.yaml',
        'field-of-crows.yaml',
        'harrow-down.yaml',
        'river-crossing.yaml',
      ]),
    );
    expect(covered).not.toContain('castle-siege.yaml');
  });

  for (const b of battles.filter((x) => x.covered)) {
    it(`${b.name}: the same decisions and positions at every step, the same result`, () => {
      for (let i = 0; i < SEEDS; i++) {
        const seed = `lockstep/${i}`;
        const r = lockstep(b.setup(seed), seed);
        expect(r.divergence).toBeNull();
        expect(r.steps).toBeGreaterThan(10);
        expect(sameResult(b.setup(seed), seed, r.final)).toBeNull();
      }
    });
  }

  for (const k of KNOWN) {
    it(`random battle ${k.seed}: ${k.what}`, () => {
      // Seeded as randomBattles.ts randomLockstep seeds it.
      const trial = `p/${k.seed}`;
      const setup = { ...randomBattle(k.seed, k.extra, k.cavalry ?? false), seed: trial };
      const r = lockstep(setup, trial);
      expect(r.divergence).toBeNull();
      expect(sameResult(setup, trial, r.final)).toBeNull();
    });
  }
});
