/**
 * Armies in Die, Men! battles (ruling 33), as the README walks a new user through it (run `npm run
 * build` first when running this file alone): write an army file, check it, fight it against a
 * ready-made army on a bundled map with no scenario written (deployed in play, a hex a turn), verify
 * the log, resume a battle cut during deployment to the same bytes, simulate it against another
 * list; a person deploying through the prompts, a typo refused and asked again; a scenario side
 * naming an army; problems said at their lines.
 *
 * The battle is played once through the binary (the smoke test of `play --army`); verifying,
 * resuming, replaying and simulating it run in-process (runMain), where the process adds nothing
 * to what is checked and each run saves a Node start-up and a bundle load.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runPlay } from '../../../src/cli/battle/runPlay';
import { runReplay } from '../../../src/cli/battle/runReplay';
import { armyWorkspace, type ArmySimJson } from '../../helpers/armyWorkspace';
import { fakeIo } from '../../helpers/fakeIo';
import { ENTER_PLAYING_ON, scriptedPrompter } from '../../helpers/scriptedPrompter';

// The README's army, as written there.
const MY_ARMY = `ruleset: die-men
name: My Company
units:
  infantry: 6
  cavalry: 2
`;
const { dir, inDir, inProc } = armyWorkspace('diemen-dm-army-battle-', MY_ARMY);

describe('a Die, Men! army of my own, from file to battle to simulation', () => {
  it('dm army checks it', async () => {
    const r = await inProc(['dm', 'army', 'my-army.yaml']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/│ total +│ +8 │/);
  });

  it('play fights it against a ready-made army on a bundled map, deployed in play; the log verifies', async () => {
    const args = ['play', 'skirmish', '--army', 'red=my-army.yaml', '--army', 'blue=dm-border-levy'];
    const r = inDir([...args, '--ai', 'all', '--seed', 's1', '--no-map', '--log', 'battle.jsonl']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('My Company (8 units) vs The Border Levy (12 units)');
    expect(r.stdout).toMatch(/Deployment \(a hex a turn\): d10 roll-off My Company \d+, The Border Levy \d+/);
    const placed = [...r.stdout.matchAll(/^(My Company|The Border Levy): deploys (.*) in (\d+),(\d+)/gm)];
    // Each in its zone: red the three western columns of seven, blue the three eastern ones.
    for (const m of placed) {
      const col = Number(m[3]);
      expect(m[1] === 'My Company' ? col <= 2 : col >= 4).toBe(true);
    }
    // The log holds the army's units to place, not the file's name: it replays without it.
    const v = await inProc(['replay', 'battle.jsonl', '--verify']);
    expect(v.code).toBe(0);
    expect(v.stdout).toMatch(/^ok: .*every roll and round matches/);
    const header = JSON.parse(readFileSync(join(dir, 'battle.jsonl'), 'utf8').split('\n')[0]!) as {
      scenario: { sides: { name: string; deploy: unknown; army?: string }[] };
    };
    const red = header.scenario.sides[0]!;
    expect([red.name, red.army, red.deploy]).toEqual(['My Company', undefined, { infantry: 6, cavalry: 2 }]);
    // The roll-off is a roll the log records, and replay checks, like any other.
    expect(readFileSync(join(dir, 'battle.jsonl'), 'utf8')).toMatch(
      /"kind":"roll","round":0,"purpose":"deploy"/,
    );
  }, 120_000);

  it('a battle cut during its deployment resumes to the same bytes', async () => {
    const full = readFileSync(join(dir, 'battle.jsonl'), 'utf8');
    const lines = full.split('\n').filter(Boolean);
    const deploys = lines.flatMap((l, i) => (l.includes('"kind":"deploy"') ? [i] : []));
    expect(deploys.length).toBeGreaterThan(3);
    const n = deploys[2]!;
    writeFileSync(join(dir, 'cut.jsonl'), lines.slice(0, n).join('\n') + '\n');
    const resumed = await inProc(['play', '--resume', 'cut.jsonl', '--no-map']);
    expect(resumed.stderr).toBe('');
    expect(resumed.code).toBe(0);
    expect(readFileSync(join(dir, 'cut.jsonl'), 'utf8')).toBe(full);
  }, 120_000);

  it('replay shows the deployment in the opening, as the square-map games do: no round 0', async () => {
    const json = await inProc(['replay', 'battle.jsonl', '--json']);
    expect(json.code).toBe(0);
    const doc = JSON.parse(json.stdout) as {
      start: { type: string }[];
      rounds: { round: number; events: { type: string }[] }[];
    };
    const placed = doc.start.filter((e) => e.type === 'deployed').length;
    expect(placed).toBeGreaterThan(3);
    expect(doc.start.filter((e) => e.type === 'deployRolled')).toHaveLength(1);
    expect(doc.rounds[0]!.round).toBe(1);
    expect(doc.rounds.flatMap((r) => r.events).some((e) => /^deploy|Deployed$/.test(e.type))).toBe(false);
    // --round 1 starts at the battle's start, the deployment included; --round 2 shows none of it.
    const all = await inProc(['replay', 'battle.jsonl', '--all', '--no-map']);
    const one = await inProc(['replay', 'battle.jsonl', '--all', '--no-map', '--round', '1']);
    const two = await inProc(['replay', 'battle.jsonl', '--all', '--no-map', '--round', '2']);
    expect(one.stdout).toBe(all.stdout);
    expect(one.stdout.match(/ deploys /g)).toHaveLength(placed);
    expect(two.code).toBe(0);
    expect(two.stdout).toContain('── Round 2 ──');
    expect(two.stdout).not.toMatch(/ deploys |roll-off/);
  });

  it('sim compares it with another list in one command, and counts the armies it deploys', async () => {
    const r = await inProc([
      'sim',
      'skirmish',
      '--army',
      'red=my-army.yaml,dm-peasant-muster',
      '--army',
      'blue=dm-border-levy',
      // Two armies compared need only a few trials each: their names, units and one difference.
      '--trials',
      '3',
      '--seed',
      's1',
      '--workers',
      '1',
      '--json',
    ]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.stdout) as Omit<ArmySimJson, 'variants'> & {
      variants: { label: string; sides: { name: string; units: number }[] }[];
    };
    expect(doc.variants.map((v) => v.label)).toEqual(['red=my-army', 'red=dm-peasant-muster']);
    expect(doc.variants.map((v) => v.sides.map((s) => [s.name, s.units]))).toEqual([
      [
        ['My Company', 8],
        ['The Border Levy', 12],
      ],
      [
        ['The Peasant Muster', 14],
        ['The Border Levy', 12],
      ],
    ]);
    expect(doc.differences).toHaveLength(1);
  }, 120_000);
});

describe('a person deploying an army through the prompts', () => {
  it('types a hex outside the zone (refused, asked again), then a hex and counts; the battle plays and replays', async () => {
    const io = fakeIo();
    const prompter = scriptedPrompter(['5,2', '1,2', 'lots', '3 infantry 1 cavalry'], ENTER_PLAYING_ON);
    const log = join(dir, 'prompted.jsonl');
    const opts = {
      ai: ['blue'],
      log,
      seed: 'p1',
      map: false,
      army: [`red=${join(dir, 'my-army.yaml')}`, 'blue=dm-peasant-muster'],
    };
    const code = await runPlay(io, join(__dirname, '../../../scenarios/skirmish.yaml'), opts, {
      prompter,
      interactive: true,
    });
    expect(io.stderr()).toBe('');
    expect(code).toBe(0);
    const hex = prompter.asked.find((q) => /My Company: deploy in which hex/.test(q.message))!;
    expect(hex.refused).toEqual(['5,2: it is outside your zone (the 3 columns along the west edge)']);
    const count = prompter.asked.find((q) => /How many units in 1,2/.test(q.message))!;
    expect(count.refused).toEqual(['write a number, all, or counts by type such as 3 infantry 1 archer']);
    expect(io.stdout()).toContain(
      'My Company: deploys 3 infantry + 1 cavalry in 1,2 (4 units left to place)',
    );
    expect(io.stdout()).toMatch(/Victory for .* after|Draw after/);
    const replay = fakeIo();
    expect(await runReplay(replay, log, { verify: true })).toBe(0);
    expect(replay.stdout()).toMatch(/^ok: /);
  }, 60_000);
});

describe('a scenario side that names an army', () => {
  const scenario = (red: string) => `name: Mine against theirs
map: { cols: 6, rows: 4 }
sides:
${red}
  - id: blue
    units: { "5,1": 4 }
options: { maxRounds: 3 }
`;

  it('reads the army from beside the scenario; its unit types come on; step runs it', async () => {
    writeFileSync(join(dir, 'near.yaml'), scenario('  - id: red\n    army: my-army.yaml'));
    const v = await inProc(['validate', 'near.yaml']);
    expect(v.stderr).toBe('');
    expect(v.stdout).toContain('6x4 hex, 2 sides, 12 units, 0 scripted rounds; complications: cavalry');
    const s = await inProc(['step', 'near.yaml', '--rounds', '1', '--seed', 'x']);
    expect(s.code).toBe(0);
    // The map once the armies stand, before round 1.
    const legend = s.stdout.indexOf('R My Company  B blue');
    expect(legend).toBeGreaterThan(s.stdout.lastIndexOf('My Company deploys'));
    expect(legend).toBeLessThan(s.stdout.indexOf('── Round 1 ──'));
    // Only red places units: no roll-off.
    expect(s.stdout).not.toContain('roll-off');
    expect(s.stdout).toMatch(/My Company: deploys .* in [01],\d/);
  });

  it('says problems at their lines: the army file’s own, and a side giving both units and an army', async () => {
    writeFileSync(join(dir, 'bad-army.yaml'), 'ruleset: die-men\nunits:\n  infantry: 3\n  knights: 2\n');
    writeFileSync(join(dir, 'bad.yaml'), scenario('  - id: red\n    army: bad-army.yaml'));
    const bad = await inProc(['validate', 'bad.yaml']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/^diemen: .*bad-army\.yaml:4: units\.knights: unknown field "knights"/);
    writeFileSync(
      join(dir, 'both.yaml'),
      scenario('  - id: red\n    army: my-army.yaml\n    units: { "0,1": 2 }'),
    );
    const both = await inProc(['validate', 'both.yaml']);
    expect(both.code).toBe(2);
    expect(both.stderr).toBe('diemen: both.yaml:5: sides[0].army: red: give units or army, not both\n');
  });
});
