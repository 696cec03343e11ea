/**
 * `diemen dw attack` through the built binary: the words and the flags read alike, the rolls come
 * out with their arithmetic, `--odds` agrees with a brute force over every face of every die, and
 * bad input is one line and exit 2.
 */
import {
  hitDamage,
  profileOf,
  saveOf,
  BASIC_MELEE,
  type Profile,
} from '../../../src/rulesets/dice-wars/weapons';
import { runCli } from '../../helpers/runCli';
import { runMain } from '../../helpers/runMain';

interface Case {
  readonly models: number;
  readonly profile: Profile;
  readonly speed: number;
  readonly armor: number;
  readonly cover: boolean;
  readonly squad: boolean;
}

/** Every face of every die, one at a time: the chance of each damage after saves. */
function bruteForce(c: Case): number[] {
  const need = c.profile.need + (c.speed >= 2 ? 1 : 0);
  const per = c.squad ? c.profile.vsSquad : c.profile.vsUnit;
  const out: number[] = [];
  const add = (dmg: number, p: number): void => {
    out[dmg] = (out[dmg] ?? 0) + p;
  };
  const saves = (markers: number, p: number) => {
    const s = saveOf(c.armor);
    if (!s) return add(markers, p);
    const rolled = Math.max(0, markers - s.automatic);
    const go = (k: number, left: number, q: number): void => {
      if (k === rolled) return add(left, q);
      for (let f = 1; f <= 6; f++) go(k + 1, left - (f >= s.need ? 1 : 0), q / 6);
    };
    go(0, rolled, p);
  };
  const afterDamage = (damage: number, p: number) => {
    const covered = c.cover && !c.profile.ignoresCover && damage > 0;
    saves(covered ? damage - 1 : damage, p);
  };
  const damageOf = (hits: number, k: number, total: number, p: number): void => {
    if (k === hits) return afterDamage(total, p);
    if (per === 1) return damageOf(hits, k + 1, total + 1, p);
    for (let f = 1; f <= 6; f++) damageOf(hits, k + 1, total + hitDamage(per, f), p / 6);
  };
  const hitsOf = (k: number, hits: number, p: number): void => {
    if (k === c.models) return damageOf(hits, 0, 0, p);
    for (let f = 1; f <= 6; f++) hitsOf(k + 1, hits + (f >= need ? 1 : 0), p / 6);
  };
  hitsOf(0, 0, 1);
  return Array.from(out, (p) => p ?? 0);
}

const odds = async (args: string[]) => {
  const r = await runMain(['dw', 'attack', ...args, '--odds', '--json']);
  expect(r.code).toBe(0);
  return JSON.parse(r.stdout) as {
    expectedDamage: { value: number };
    damage: { damage: number; probability: number }[];
  };
};

describe('diemen dw attack --odds', () => {
  const cases: [string[], Case][] = [
    [
      ['1 ranged 4', 'vs', 'squad armor 2 cover'],
      { models: 1, profile: profileOf('ranged', 4)!, speed: 0, armor: 2, cover: true, squad: true },
    ],
    [
      ['1 ranged 4', 'vs', 'armor 4 cover'],
      { models: 1, profile: profileOf('ranged', 4)!, speed: 0, armor: 4, cover: true, squad: false },
    ],
    [
      ['x3 r3', 'vs', 'squad speed 2 cover'],
      { models: 3, profile: profileOf('ranged', 3)!, speed: 2, armor: 0, cover: true, squad: true },
    ],
    [
      ['2 models i2', 'vs', 'a3 cover'],
      { models: 2, profile: profileOf('indirect', 2)!, speed: 0, armor: 3, cover: true, squad: false },
    ],
    [
      ['squad 4 basic', 'vs', 'armor 1'],
      { models: 4, profile: BASIC_MELEE, speed: 0, armor: 1, cover: false, squad: false },
    ],
  ];
  it.each(cases)('%j agrees with a brute force over every face', async (args, c) => {
    const got = await odds(args);
    const want = bruteForce(c);
    const probs = got.damage.map((d) => d.probability);
    const padded = Array.from({ length: Math.max(probs.length, want.length) }, (_, i) => [
      probs[i] ?? 0,
      want[i] ?? 0,
    ]);
    for (const [g, w] of padded) expect(g).toBeCloseTo(w!, 12);
    const mean = want.reduce((n, p, d) => n + p * d, 0);
    expect(got.expectedDamage.value).toBeCloseTo(mean, 12);
  });

  it('the flags say the same as the words', async () => {
    const words = await odds(['squad 5 ranged 2', 'vs', 'speed 2 cover']);
    const flags = await odds(['--members', '5', '--weapon', 'ranged:2', '--target-speed', '2', '--cover']);
    expect(flags).toEqual(words);
  });
});

describe('diemen dw attack', () => {
  it('rolls typed dice with the arithmetic: D6 damage against a squad, the cover, the saves', async () => {
    const args = ['x2 r4', 'vs', 'squad armor 1 cover', '--dice', '5,2/6/5,6,1,2,3'];
    const json = JSON.parse((await runMain(['dw', 'attack', ...args, '--json'])).stdout);
    // Ranged 4 hits on 3+: one hit; a D6 against a squad: 6; cover takes 1: 5 markers; saves on
    // 5+ (1 Armor die): 5 and 6 save two, three stay.
    expect(json).toMatchObject({
      need: 3,
      hits: 1,
      per: 'd6',
      damage: 6,
      cover: 'used',
      markers: 5,
      unsaved: 3,
    });
    const text = (await runMain(['dw', 'attack', ...args])).stdout;
    expect(text).toContain('hit      2d6 5 2 vs 3+ → 1 hit');
    expect(text).toContain('damage   D6 6 = 6');
    expect(text).toContain('cover    takes the first damage → 5 markers');
    expect(text).toContain('saves    5 markers; 5 6 1 2 3 vs 5+ → 2 saves');
    expect(text).toContain('result   3 damage');
  });

  it('a seed rolls the same dice again', async () => {
    const a = runCli(['dw', 'attack', '5 m2', 'vs', 'speed 2', '--seed', 'table', '--json']);
    const b = runCli(['dw', 'attack', '5', 'melee', '2', 'vs', 's2', '--seed', 'table', '--json']);
    expect(JSON.parse(a.stdout)).toEqual(JSON.parse(b.stdout));
    expect(JSON.parse(a.stdout).need).toBe(4);
  });

  it.each([
    [['ranged 5']],
    [['foo']],
    [['ranged 2', 'vs', 'speed 1 armor 1']],
    [['6 ranged 2']],
    [['x2 r4', 'vs', 'squad', '--dice', '5,2/6,6']],
  ])('%j: one line, exit 2', async (args) => {
    const r = await runMain(['dw', 'attack', ...args]);
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stdout).toBe('');
  });

  it.each([
    ['squad armor 4', 'armor'],
    ['squad speed 3', 'speed'],
  ])('"%s": a squad has at most 2 Passive dice ("Squads"), refused in one line', async (target, field) => {
    const r = await runMain(['dw', 'attack', 'ranged 2', 'vs', target]);
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toContain('a squad has at most 2 Passive dice');
    expect(r.stderr).toContain(field);
    const unit = await runMain(['dw', 'attack', 'ranged 2', 'vs', target.replace('squad', 'unit'), '--json']);
    expect(unit.code).toBe(0);
  });
});
