/**
 * Armies in Dice Wars battles, as the README tells a new user (run `npm run build` first when
 * running this file alone): write an army file, cost it, fight it against a ready-made army on a
 * bundled table with no scenario written, verify the log, and simulate it against two other lists
 * in one command; a scenario side naming an army file; problems in an army said at its own lines.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { armyWorkspace, verifiedHeader, type ArmySimJson } from '../../helpers/armyWorkspace';
import { runMain } from '../../helpers/runMain';

const MY_ARMY = `ruleset: dice-wars
name: My Raiders
size: battle
units:
  - { name: Warboss, core: 3, armor: 3, melee: 4 }
  - { name: Shooty Boys, members: 5, core: 1, ranged: 1 }
  - { name: Shooty Boys, members: 5, core: 1, ranged: 1 }
  - { name: Bikers, members: 3, core: 2, speed: 2, melee: 2 }
  - { name: Big Lobba, core: 2, indirect: 4 }
  - { name: Trukk, core: 3, armor: 2, ranged: 2, melee: 1 }
`;
const ws = armyWorkspace('diemen-army-battle-', MY_ARMY);
const { dir, inDir, inProc } = ws;

describe('an army of my own, from file to battle to simulation', () => {
  it('dw army costs it: 46 dice, short of a Battle', async () => {
    const r = await inProc(['dw', 'army', 'my-army.yaml']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('46 dice: 14 short of a Battle (60-80)');
  });

  it('play fights it against a ready-made army on a bundled table, deploying both, and the log verifies', () => {
    const args = [
      'play',
      'dw-battle',
      '--army',
      'legion=my-army.yaml',
      '--army',
      'waaagh=battle-armoured-company',
    ];
    const r = inDir([...args, '--ai', 'all', '--seed', 's1', '--no-map', '--log', 'battle.jsonl']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('My Raiders (6 units, 46 dice) vs Armoured Company (8 units, 70 dice)');
    const deployed = r.stdout.split('\n').filter((l) => /: deploys at /.test(l));
    expect(deployed).toHaveLength(14);
    expect(r.stdout).toMatch(/My Raiders Warboss: deploys at \d+,\d+/);
    // The log holds the army's units, not the file's name: it replays with the army file gone.
    const header = verifiedHeader<{
      scenario: { sides: { name: string; units: { id: string }[]; army?: string }[] };
    }>(ws, 'battle.jsonl');
    expect(header.scenario.sides[0]!.name).toBe('My Raiders');
    expect(header.scenario.sides[0]!.units.map((u) => u.id)).toEqual([
      'warboss',
      'shooty-boys',
      'shooty-boys-2',
      'bikers',
      'big-lobba',
      'trukk',
    ]);
    expect(header.scenario.sides[0]!.army).toBeUndefined();
  }, 120_000);

  it('sim compares it with two other lists in one command: win rates, intervals, differences', () => {
    const r = inDir([
      'sim',
      'dw-battle',
      '--army',
      'legion=my-army.yaml,battle-iron-legion,battle-armoured-company',
      '--army',
      'waaagh=battle-waaagh',
      // One battle a list (a Dice Wars battle is about a second): what is checked is the report's
      // shape (labels, armies, trials, an interval around each difference), not the odds.
      '--trials',
      '1',
      '--seed',
      's1',
      '--workers',
      '1',
      '--json',
    ]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.stdout) as ArmySimJson;
    expect(doc.variants.map((v) => v.label)).toEqual([
      'legion=my-army',
      'legion=battle-iron-legion',
      'legion=battle-armoured-company',
    ]);
    expect(doc.variants.map((v) => v.armies)).toEqual([
      { legion: 'my-army', waaagh: 'battle-waaagh' },
      { legion: 'battle-iron-legion', waaagh: 'battle-waaagh' },
      { legion: 'battle-armoured-company', waaagh: 'battle-waaagh' },
    ]);
    expect(doc.variants.every((v) => v.trials === 1)).toBe(true);
    expect(doc.variants[0]!.sides[0]!.name).toBe('My Raiders');
    expect(doc.differences.map((d) => [d.side, d.plan, d.against])).toEqual([
      ['legion', 'legion=battle-iron-legion', 'legion=my-army'],
      ['legion', 'legion=battle-armoured-company', 'legion=my-army'],
    ]);
    for (const d of doc.differences) expect(d.ci95[0]).toBeLessThanOrEqual(d.difference);
    const text = inDir([
      'sim',
      'dw-battle',
      '--army',
      'legion=my-army.yaml,battle-iron-legion',
      '--trials',
      '1',
      '--seed',
      's1',
      '--workers',
      '1',
    ]);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain("difference in legion's win rate, each army against the first:");
    expect(text.stdout).toMatch(
      /legion=battle-iron-legion vs legion=my-army: [+-]\d+\.\d points \(95% interval/,
    );
  }, 240_000);

  it('a scenario side may name an army file (from its own folder) or a ready-made army', async () => {
    writeFileSync(
      join(dir, 'raid.yaml'),
      `ruleset: dice-wars
name: Raid
size: battle
sides:
  - { id: raiders, edge: north, army: my-army.yaml }
  - { id: company, edge: south, army: battle-armoured-company }
`,
    );
    const r = await runMain(['validate', join(dir, 'raid.yaml')]);
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(
      'ok: Raid (48x36 table, 2 sides, 14 units, battle (46 and 70 dice), 0 terrain pieces, 5 rounds, 0 scripted rounds)\n' +
        '  sides: raiders (My Raiders), company (Armoured Company)\n',
    );
  });

  it("a problem in an army is said at the army file's line; an unknown side lists the sides", async () => {
    writeFileSync(
      join(dir, 'bad-army.yaml'),
      MY_ARMY.replace('core: 3, armor: 3, melee: 4', 'core: 3, armor: 5, melee: 4'),
    );
    const bad = await inProc(['validate', 'dw-battle', '--army', 'legion=bad-army.yaml']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toBe(
      "diemen: bad-army.yaml:5: units[0].armor: Warboss: a unit has at most 4 Passive dice, got 5 armor (Statting up Units) (army of side 'legion', given as --army legion=bad-army.yaml)\n",
    );
    const side = await inProc(['play', 'dw-battle', '--army', 'red=my-army.yaml', '--ai', 'all']);
    expect(side.code).toBe(2);
    expect(side.stderr).toContain('--army red=');
    expect(side.stderr).toContain('the battle has no side red (its sides: legion, waaagh)');
  });
});
