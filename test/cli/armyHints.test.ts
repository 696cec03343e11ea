/**
 * The slips a wargamer makes writing an army list, each answered in one line with the file's
 * line and the name that was meant: a unit type, a commander or a mode a letter off, a
 * ready-made army's name a letter off (in `<game> army`, `--army` and a scenario's `army:`).
 * Exit 2, no stack.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { armyWorkspace } from '../helpers/armyWorkspace';

const LANCERS = `ruleset: die-fighting
name: The Most Honourable Company of Saltmarsh Lancers
mode: skirmish
units:
  - { type: heavy-cavalry, commander: captain }
  - { type: archers, count: 5 }
  - conscripts
`;
const ws = armyWorkspace('diemen-army-hints-', LANCERS);
const put = (name: string, text: string) => writeFileSync(join(ws.dir, name), text);

/** One line on stderr, exit 2, no stack: the line. */
async function oneLine(args: string[]): Promise<string> {
  const r = await ws.inProc(args);
  expect(r.code).toBe(2);
  expect(r.stdout).toBe('');
  const lines = r.stderr.trimEnd().split('\n');
  expect(lines).toHaveLength(1);
  expect(r.stderr).not.toMatch(/\bat .*\.(js|ts):\d+/);
  return lines[0]!;
}

describe('a slip in a Die Fighting list names what was meant', () => {
  it.each([
    [
      'a unit type',
      ['  - conscripts', '  - conscript'],
      'units[2]: not a unit type:',
      '"conscript"; did you mean "conscripts"?',
      7,
    ],
    [
      'a commander',
      ['commander: captain', 'commander: capitan'],
      'units[0].commander: not a commander:',
      '"capitan"; did you mean "captain"?',
      5,
    ],
    [
      'a mode',
      ['mode: skirmish', 'mode: skirmsh'],
      'mode: expected one of skirmish, battle, or war,',
      'got "skirmsh"; did you mean "skirmish"?',
      3,
    ],
  ])('%s', async (_what, [from, to], field, hint, line) => {
    put('slip.yaml', LANCERS.replace(from!, to!));
    const said = await oneLine(['df', 'army', 'slip.yaml']);
    expect(said.startsWith(`diemen: slip.yaml:${line}: ${field}`)).toBe(true);
    expect(said).toContain(hint);
  });

  it('a value far from any says the list alone', async () => {
    put('far.yaml', LANCERS.replace('  - conscripts', '  - dragons'));
    expect(await oneLine(['df', 'army', 'far.yaml'])).toBe(
      'diemen: far.yaml:7: units[2]: not a unit type: expected one of archers, conscripts, light-infantry, heavy-infantry, light-cavalry, heavy-cavalry (got "dragons")',
    );
  });
});

describe("a ready-made army's name a letter off", () => {
  it('df army, dm army and dw army say the one meant (the binary)', () => {
    for (const [game, typo, meant] of [
      ['df', 'df-hill-clan', 'df-hill-clans'],
      ['dm', 'dm-bordr-levy', 'dm-border-levy'],
      ['dw', 'skirmish-warbnd', 'skirmish-warband'],
    ]) {
      const r = ws.inDir([game!, 'army', typo!]);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(
        new RegExp(
          `^diemen: ${typo}: no such file, nor a ready-made [a-z-]+ army of that name \\(they are in armies/[a-z-]+/\\); did you mean ${meant}\\?\\n$`,
        ),
      );
    }
  });

  it('--army and a scenario side say it too', async () => {
    expect(await oneLine(['validate', 'skirmish', '--army', 'red=dm-knight-host'])).toMatch(
      /; did you mean dm-knights-host\? \(army of side 'red', given as --army red=dm-knight-host\)$/,
    );
    put(
      'battle.yaml',
      'ruleset: die-fighting\nname: B\nmode: skirmish\nmap:\n  terrain: ["......", "......", "......", "......"]\nsides:\n  - { id: red, edge: north, army: df-iron-rider }\n  - { id: blue, edge: south, army: my-army.yaml }\n',
    );
    expect(await oneLine(['validate', 'battle.yaml'])).toMatch(
      /^diemen: df-iron-rider: .*; did you mean df-iron-riders\? \(army of side 'red', named at battle\.yaml:7\)$/,
    );
  });

  it('a name far from any says where the ready-made ones are, and no guess', async () => {
    expect(await oneLine(['df', 'army', 'zzz-nothing'])).toBe(
      'diemen: zzz-nothing: no such file, nor a ready-made die-fighting army of that name (they are in armies/die-fighting/)',
    );
  });
});

describe('--army for a side the battle has not', () => {
  it('lists its sides, and names the one meant when the side is a slip away', async () => {
    expect(await oneLine(['validate', 'dw-battle', '--army', 'legon=skirmish-warband'])).toMatch(
      /--army legon=skirmish-warband: the battle has no side legon \(its sides: legion, waaagh\); did you mean legion\?$/,
    );
    expect(await oneLine(['validate', 'dw-battle', '--army', 'red=skirmish-warband'])).toMatch(
      /--army red=skirmish-warband: the battle has no side red \(its sides: legion, waaagh\)$/,
    );
  });
});
