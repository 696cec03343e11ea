/**
 * `diemen cards` and `diemen df attack` through the real binary: the cards as the rules hold them,
 * rolls with their arithmetic, typed dice, exact odds checked against a count of every roll made
 * here, bad input as one line and exit 2, and start-up that doesn't load any of it.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { COMMANDERS, DEFAULT_CARDS, UNIT_TYPES, cardFor } from '../../../src/rulesets/die-fighting/cards';
import type { CommanderRank, UnitType } from '../../../src/rulesets/die-fighting/types';
import { runCli } from '../../helpers/runCli';
import { runMain } from '../../helpers/runMain';

interface Side {
  type: UnitType;
  commander: CommanderRank | null;
  health: number;
}

/**
 * Every roll counted one by one: the attack's 2d6, each defender's 2d6, the damage die; a hit is
 * strictly higher; ranged attackers and ranged targets hit without rolls; one damage roll divided
 * as evenly as it goes, the odd points to the first named; never more than a unit's health.
 */
function bruteForce(a: Side, ds: Side[]) {
  const ranged = (t: UnitType) => UNIT_TYPES[t].kind === 'ranged';
  const ca = cardFor(DEFAULT_CARDS, a.type, a.commander);
  const die = UNIT_TYPES[a.type].die;
  const n = ds.length;
  const hit = ds.map(() => 0);
  const dmg = ds.map(() => 0);
  const kill = ds.map(() => 0);
  let total = 0;
  const faces = (k: number): number[][] =>
    k === 0 ? [[]] : faces(k - 1).flatMap((f) => [1, 2, 3, 4, 5, 6].map((x) => [...f, x]));
  for (const [a1, a2, ...def] of faces(2 + 2 * n)) {
    for (let d = 1; d <= die; d++) {
      total++;
      const hits = ds.map((t, i) => {
        if (ranged(a.type) || ranged(t.type)) return true;
        const ct = cardFor(DEFAULT_CARDS, t.type, t.commander);
        return a1! + a2! + ca.attack > def[2 * i]! + def[2 * i + 1]! + ct.defence;
      });
      const hitIdx = hits.flatMap((h, i) => (h ? [i] : []));
      const amount = d + ca.damage;
      hitIdx.forEach((i, j) => {
        const share = Math.floor(amount / hitIdx.length) + (j < amount % hitIdx.length ? 1 : 0);
        const got = Math.min(share, ds[i]!.health);
        hit[i]!++;
        dmg[i]! += got;
        if (got >= ds[i]!.health) kill[i]!++;
      });
    }
  }
  return ds.map((_, i) => ({ hit: hit[i]! / total, damage: dmg[i]! / total, destroyed: kill[i]! / total }));
}

const fraction = (s: string): number => {
  const [num, den] = s.split('/').map(Number);
  return den === undefined ? num! : num! / den;
};

describe('diemen cards', () => {
  it("prints every type's card and the commanders, and the same as JSON", async () => {
    const r = runCli(['cards']);
    expect(r.code).toBe(0);
    for (const [t, rule] of Object.entries(UNIT_TYPES)) {
      const row = r.stdout.split('\n').find((l) => l.startsWith(`│ ${t.replace('-', ' ')} `))!;
      const card = DEFAULT_CARDS[t as UnitType];
      const cells = row
        .split('│')
        .map((c) => c.trim())
        .filter(Boolean);
      expect(cells.slice(1, 6)).toEqual([
        String(rule.cost),
        `d${rule.die}`,
        rule.kind,
        String(card.speed),
        String(card.range),
      ]);
      expect(cells[cells.length - 1]).toBe(card.uses === null ? 'no limit' : String(card.uses));
    }
    for (const [rank, c] of Object.entries(COMMANDERS))
      expect(r.stdout).toMatch(new RegExp(`│ ${rank}\\s+│ \\+${c.cost} `));
    const json = JSON.parse((await runMain(['cards', '--json'])).stdout);
    expect(json.units['heavy-cavalry']).toEqual({
      ...UNIT_TYPES['heavy-cavalry'],
      ...DEFAULT_CARDS['heavy-cavalry'],
    });
    expect(json.commanders).toEqual(COMMANDERS);
  });
});

describe('diemen df attack', () => {
  it('--odds: exact fractions that agree with a count of every roll', async () => {
    const cases: [string[], Side, Side[]][] = [
      [
        ['heavy-cavalry+captain', 'vs', 'light-infantry@5'],
        { type: 'heavy-cavalry', commander: 'captain', health: 20 },
        [{ type: 'light-infantry', commander: null, health: 5 }],
      ],
      [
        ['conscripts', 'vs', 'heavy-infantry+captain'],
        { type: 'conscripts', commander: null, health: 6 },
        [{ type: 'heavy-infantry', commander: 'captain', health: 10 }],
      ],
      [
        ['archers+captain', 'vs', 'li@1', 'c'],
        { type: 'archers', commander: 'captain', health: 4 },
        [
          { type: 'light-infantry', commander: null, health: 1 },
          { type: 'conscripts', commander: null, health: 6 },
        ],
      ],
      [
        ['light-cavalry', 'vs', 'archers@3'],
        { type: 'light-cavalry', commander: null, health: 12 },
        [{ type: 'archers', commander: null, health: 3 }],
      ],
    ];
    for (const [args, a, ds] of cases) {
      const r = await runMain(['df', 'attack', ...args, '--odds', '--json']);
      expect(r.stderr).toBe('');
      const got = JSON.parse(r.stdout);
      const want = bruteForce(a, ds);
      got.defenders.forEach(
        (
          d: {
            hit: { fraction: string };
            expectedDamage: { fraction: string };
            destroyed: { fraction: string };
          },
          i: number,
        ) => {
          expect(fraction(d.hit.fraction)).toBeCloseTo(want[i]!.hit, 12);
          expect(fraction(d.expectedDamage.fraction)).toBeCloseTo(want[i]!.damage, 12);
          expect(fraction(d.destroyed.fraction)).toBeCloseTo(want[i]!.destroyed, 12);
        },
      );
      const text = (await runMain(['df', 'attack', ...args, '--odds'])).stdout;
      expect(text).toContain(
        got.defenders[0].hit.fraction === '1' ? '100.00%' : got.defenders[0].hit.fraction,
      );
    }
  });

  it('rolls with --seed: the same dice again, each total from its faces and the card', async () => {
    const a = runCli([
      'df',
      'attack',
      'heavy-cavalry+captain',
      'vs',
      'light-infantry@5',
      '--seed',
      'table',
      '--json',
    ]);
    expect(a.code).toBe(0);
    const r = JSON.parse(a.stdout);
    expect(
      runCli(['df', 'attack', 'heavy-cavalry+captain', 'vs', 'light-infantry@5', '--seed', 'table', '--json'])
        .stdout,
    ).toBe(a.stdout);
    const bonus = cardFor(DEFAULT_CARDS, 'heavy-cavalry', 'captain').attack;
    expect(r.attack.total).toBe(r.attack.faces[0] + r.attack.faces[1] + bonus);
    const t = r.targets[0];
    expect(t.hit).toBe(r.attack.total > t.defence.total);
    if (t.hit) expect(t.health).toBe(Math.max(0, 5 - r.damage.total));
    const text = runCli([
      'df',
      'attack',
      'heavy-cavalry+captain',
      'vs',
      'light-infantry@5',
      '--seed',
      'table',
    ]).stdout;
    expect(text).toContain(`attack   2d6 ${r.attack.faces.join('+')} +${bonus} = ${r.attack.total}`);
    expect(text).toContain(`left     light infantry ${t.health}/8`);
    expect(text).toContain('seed: table');
  });

  it('reads typed dice roll by roll, asks for the damage die only on a hit', async () => {
    const hit = await runMain(['df', 'attack', 'hi', 'vs', 'c', '--dice', '6,6/1,1/7']);
    expect(hit.code).toBe(0);
    expect(hit.stdout).toContain('damage   d10 7 → conscripts 6 → 0');
    expect(hit.stdout).toContain('destroyed (6 points)');
    expect(hit.stdout).not.toContain('seed:');
    const miss = await runMain(['df', 'attack', 'hi', 'vs', 'c', '--dice', '1,1/6,6']);
    expect(miss.code).toBe(0);
    expect(miss.stdout).toContain('→ miss');
    const needs = await runMain(['df', 'attack', 'hi', 'vs', 'c', '--dice', '6,6/1,1']);
    expect([needs.code, needs.stderr.trim().split('\n').length]).toEqual([2, 1]);
    expect(needs.stderr).toContain('roll the d10 too');
  });

  it('bad input: one line and exit 2', async () => {
    for (const args of [
      ['dragons', 'vs', 'c'],
      ['hi', 'c'],
      ['hi', 'vs', 'c@7'],
      ['hi+general', 'vs', 'c'],
      ['hi', 'vs', 'c', 'c'],
      ['hi', 'vs', 'c', '--dice', '6,6/1,1/11'],
      ['hi', 'vs', 'c', '--dice', '6,6,6/1,1/1'],
    ]) {
      const r = await runMain(['df', 'attack', ...args]);
      expect([args.join(' '), r.code, r.stderr.trim().split('\n').length, r.stdout]).toEqual([
        args.join(' '),
        2,
        1,
        '',
      ]);
      expect(r.stderr).toMatch(/^diemen: /);
    }
  });

  it('start-up: roll 12d loads none of the Die Fighting modules', async () => {
    // A preload hook lists every file of the bundle the process required, at exit.
    const hook = join(mkdtempSync(join(tmpdir(), 'diemen-loads-')), 'hook.js');
    writeFileSync(
      hook,
      "process.on('exit', () => process.stderr.write(Object.keys(require.cache).join('\\n')));",
    );
    const loaded = (args: string[]) =>
      spawnSync(process.execPath, ['-r', hook, join(__dirname, '../../../bin/diemen.js'), ...args], {
        encoding: 'utf8',
        env: { ...process.env, CI: 'true' },
      }).stderr;
    const roll = loaded(['roll', '12d']);
    expect(roll).toContain('diemen.cjs');
    expect(roll).not.toMatch(/die-fighting/);
    expect(loaded(['df', 'attack', 'hi', 'vs', 'c', '--seed', '1'])).toMatch(/die-fighting-runQuickAttack/);
  });
});

describe('diemen cards SCENARIO', () => {
  const file = 'test/fixtures/scenarios/die-fighting/cards.yaml';

  it("prints the scenario's cards, its changes marked", async () => {
    const r = await runMain(['cards', file]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(`Unit cards of ${file}`);
    const archers = r.stdout.split('\n').find((l) => l.includes('archers'))!;
    expect(archers).toContain('6*');
    expect(archers).toContain('8*');
    const cavalry = r.stdout.split('\n').find((l) => l.includes('heavy cavalry'))!;
    expect(cavalry).not.toContain('*');
  });

  it('gives the same cards as data with --json, and refuses a file it cannot read in one line', async () => {
    const j = JSON.parse((await runMain(['cards', file, '--json'])).stdout) as {
      units: Record<string, { range: number; uses: number | null; defence: number }>;
    };
    expect([j.units.archers!.range, j.units.archers!.uses, j.units.conscripts!.defence]).toEqual([6, 8, 1]);
    const bad = await runMain(['cards', 'no-such-battle']);
    expect(bad.code).toBe(2);
    expect(bad.stderr.trim().split('\n')).toHaveLength(1);
  });
});
