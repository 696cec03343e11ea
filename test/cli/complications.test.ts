/**
 * `diemen validate` on scenarios with the complications (issue 4), through the real binary: bad
 * input names file, line and field and exits 2. Run `npm run build` first when running it alone.
 */
import { runCli } from '../helpers/runCli';
import { runMain } from '../helpers/runMain';

const fx = (name: string) => `test/fixtures/scenarios/complications/${name}`;

function lines(stderr: string): string[] {
  expect(stderr).not.toMatch(/\n\s+at /);
  return stderr
    .trimEnd()
    .split('\n')
    .map((l) => l.replace('diemen: test/fixtures/scenarios/complications/', ''));
}

describe('diemen validate: complications used wrongly', () => {
  it.each<[string, string[]]>([
    [
      'chariots-on-hill.yaml',
      [
        'chariots-on-hill.yaml:11: sides[0].units["2,2"].chariot: chariots can\'t stand on hill terrain (2,2)',
      ],
    ],
    [
      'siege-range.yaml',
      [
        'siege-range.yaml:15: rounds[0].orders.a[0].attack.to: 2,2 is 1 hex from 2,1: siege engines attack exactly two hexes away',
        'siege-range.yaml:16: rounds[0].orders.a[1].attack.to: 2,4 is 3 hexes from 2,1: siege engines attack exactly two hexes away',
      ],
    ],
    [
      'siege-no-room.yaml',
      [
        'siege-no-room.yaml:8: sides[0].units["0,0"].siege: siege engines at 0,0 have no hex 2 away on this map',
      ],
    ],
    [
      'unknown-names.yaml',
      [
        'unknown-names.yaml:6: map.terrain.swamp: unknown field "swamp" (allowed here: rough, impassable, hill, mountain, river, forest, wall, tower, palisade, drawbridge, portcullis)',
        'unknown-names.yaml:11: sides[0].units["2,2"].knights: unknown field "knights" (allowed here: infantry, cavalry, bloc, flier, archer, chariot, pc, siege, ram)',
        'unknown-names.yaml:13: sides[1].units["4,4"].wizard: unknown field "wizard" (allowed here: infantry, cavalry, bloc, flier, archer, chariot, pc, siege, ram)',
      ],
    ],
    [
      'switched-off.yaml',
      [
        'switched-off.yaml:6: map.terrain.hill: hill terrain needs the hill terrain complication: set options.complications.terrain to true or a list with hill',
        'switched-off.yaml:6: map.terrain.drawbridge: drawbridge terrain needs the castle terrain complication: set options.complications.terrain to true or a list with castle',
        'switched-off.yaml:11: sides[0].units["2,2"].cavalry: cavalry units need the cavalry unit type: set options.complications.unitTypes to true or a list with cavalry',
        'switched-off.yaml:11: sides[0].units["2,2"].ram: a ram needs the castle terrain complication: set options.complications.terrain to true or a list with castle',
        'switched-off.yaml:12: sides[0].pcSkills: pcSkills are for Command Interference: set options.complications.commandInterference to true',
        'switched-off.yaml:19: rounds[0].orders.a[0].attack.by: siege attacks need the siege unit type: set options.complications.unitTypes to true or a list with siege',
        'switched-off.yaml:19: rounds[0].orders.a[0].pc: pc orders need Command Interference: set options.complications.commandInterference to true',
        'switched-off.yaml:21: rounds[0].interfere.a: Command Interference rolls need options.complications.commandInterference set to true',
      ],
    ],
  ])('%s', async (name, expected) => {
    const r = await runMain(['validate', fx(name)]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(lines(r.stderr)).toEqual(expected);
  });

  it('--json gives each problem its code, path and line', async () => {
    const r = runCli(['validate', '--json', fx('chariots-on-hill.yaml')]);
    expect(r.code).toBe(2);
    expect(JSON.parse(r.stdout).problems).toEqual([
      expect.objectContaining({
        code: 'scenario.chariots-terrain',
        path: ['sides', 0, 'units', '2,2', 'chariot'],
        line: 11,
      }),
    ]);
  });
});

describe('diemen validate: the rulebook examples and the shipped complication scenarios', () => {
  it.each([
    ['test/fixtures/scenarios/rulebook/mountain.yaml', 'complications: mountain'],
    ['test/fixtures/scenarios/rulebook/cavalry.yaml', 'complications: cavalry'],
    ['test/fixtures/scenarios/rulebook/siege-hill.yaml', 'complications: hill, siege'],
  ])('%s', async (file, says) => {
    const r = await runMain(['validate', file]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain(says);
  });
});
