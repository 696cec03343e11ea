/**
 * An army file's problem says which scenario line (and side) pulled the file in, or which
 * `--army` did, after the army file's own file:line: one army file may serve many battles. One
 * line each, exit 2, in every game that takes armies.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { armyWorkspace } from '../helpers/armyWorkspace';

const ws = armyWorkspace(
  'diemen-army-named-at-',
  // A typo in a unit type, on line 5.
  `ruleset: die-fighting
name: Broken Lancers
mode: skirmish
units:
  - { type: heavy-cavalri, commander: captain }
  - archers
`,
);
const put = (name: string, text: string) => writeFileSync(join(ws.dir, name), text);

const DF_MAP = `ruleset: die-fighting
name: Two armies
mode: skirmish
map:
  terrain: ["......", "......", "......", "......", "......", "......"]
sides:
  - id: red
    edge: north
    army: my-army.yaml
  - id: blue
    edge: south
    army: SECOND
`;
const TYPO = 'units[0].type: not a unit type';

describe('an army file named by a scenario', () => {
  it('says the army file line, then the scenario line and side that named it (the binary, exit 2)', () => {
    put('battle.yaml', DF_MAP.replace('SECOND', 'df-hill-clans'));
    const r = ws.inDir(['validate', 'battle.yaml']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      `diemen: my-army.yaml:5: ${TYPO}: expected one of archers, conscripts, light-infantry, heavy-infantry, light-cavalry, heavy-cavalry (got "heavy-cavalri"; did you mean "heavy-cavalry"?) (army of side 'red', named at battle.yaml:9)\n`,
    );
  });

  it('says a problem once, naming each side, when both sides name the same bad file', async () => {
    put('same.yaml', DF_MAP.replace('SECOND', 'my-army.yaml'));
    const r = await ws.inProc(['validate', 'same.yaml']);
    expect(r.code).toBe(2);
    expect(r.stderr.trim().split('\n')).toEqual([
      expect.stringContaining(
        "(army of side 'red', named at same.yaml:9; army of side 'blue', named at same.yaml:12)",
      ),
    ]);
  });

  it('a ready-made army name that is not one says the side and line too', async () => {
    put('missing.yaml', DF_MAP.replace('my-army.yaml', 'df-hill-clans').replace('SECOND', 'df-hill-clan'));
    const r = await ws.inProc(['validate', 'missing.yaml']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /^diemen: df-hill-clan: no such file, nor a ready-made die-fighting army .*; did you mean df-hill-clans\? \(army of side 'blue', named at missing\.yaml:12\)\n$/,
    );
  });
});

describe('an army file given with --army', () => {
  it('says the file as typed and the option that gave it', async () => {
    const r = await ws.inProc(['validate', 'df-open-field', '--army', 'red=my-army.yaml']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      new RegExp(
        `^diemen: my-army\\.yaml:5: ${TYPO.replace(/[.[\]]/g, '\\$&')}: .* \\(army of side 'red', given as --army red=my-army\\.yaml\\)\\n$`,
      ),
    );
  });

  it('a missing file says the option', async () => {
    const r = await ws.inProc(['validate', 'df-open-field', '--army', 'blue=nofile.yaml']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      "diemen: nofile.yaml: cannot read: no such file (army of side 'blue', given as --army blue=nofile.yaml)\n",
    );
  });

  it('in Die, Men! and Dice Wars as well', async () => {
    put('dm.yaml', 'ruleset: die-men\nname: Bad Company\nunits:\n  infantry: 2\n  cavalri: 2\n');
    put(
      'dw.yaml',
      'ruleset: dice-wars\nname: Bad Raiders\nsize: battle\nunits:\n  - { name: Boss, core: 3, armour: 3 }\n',
    );
    const dm = await ws.inProc(['validate', 'skirmish', '--army', 'red=dm.yaml']);
    expect(dm.code).toBe(2);
    expect(dm.stderr).toMatch(
      /^diemen: dm\.yaml:5: .*cavalri.* \(army of side 'red', given as --army red=dm\.yaml\)\n$/,
    );
    const dw = await ws.inProc(['validate', 'dw-battle', '--army', 'waaagh=dw.yaml']);
    expect(dw.code).toBe(2);
    expect(dw.stderr).toMatch(
      /^diemen: dw\.yaml:5: .*armour.* \(army of side 'waaagh', given as --army waaagh=dw\.yaml\)\n/,
    );
  });
});

describe("an army over the battle's points", () => {
  it('given with --army: said at the side, with the option that gave it', async () => {
    put(
      'lancers.yaml',
      'ruleset: die-fighting\nname: Lancers\nmode: skirmish\npoints: 70\nunits:\n  - { type: heavy-cavalry, commander: captain }\n  - { type: archers, count: 5 }\n  - { type: light-cavalry, commander: sergeant }\n',
    );
    const r = await ws.inProc(['validate', 'df-open-field', '--army', 'red=lancers.yaml']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /^diemen: \S*df-open-field\.yaml:\d+: sides\[0\]\.units: red's army costs 60 points, over the 50 allowed \(army of side 'red', given as --army red=lancers\.yaml\)\n$/,
    );
  });
});
