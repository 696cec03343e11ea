/**
 * The games' zod schemas are built when a file of that game is read, not when the code loads
 * (issue 23): a command reads one game's files, and building every game's schemas was most of the
 * sim bundle's own start. Counted by the descriptions zod registers as each schema is built.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

type Zod = typeof import('zod');
type DiceWarsKit = typeof import('../../src/rulesets/dice-wars/scenario/kit');

/**
 * Every game loaded in a fresh module registry (zod's own registry fresh too), as the battle
 * commands load them, with the descriptions of the schemas built from then on.
 */
function freshGames(): { described: string[]; diceWars: DiceWarsKit } {
  const described: string[] = [];
  let diceWars: DiceWarsKit | undefined;
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the registry in force
    const z = require('zod') as Zod;
    const add = z.globalRegistry.add.bind(z.globalRegistry);
    jest.spyOn(z.globalRegistry, 'add').mockImplementation((schema, meta) => {
      if (typeof meta?.description === 'string') described.push(meta.description);
      return add(schema, meta);
    });
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- every game's face
    require('../../src/cli/games');
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded by the line above
    diceWars = require('../../src/rulesets/dice-wars/scenario/kit') as DiceWarsKit;
  });
  return { described, diceWars: diceWars! };
}

const text = (name: string) => readFileSync(join(__dirname, '../../scenarios', name), 'utf8');

describe("the games' schemas", () => {
  afterEach(() => jest.restoreAllMocks());

  it('are not built when the games load', () => {
    expect(freshGames().described).toEqual([]);
  });

  it("are built for one game when its file is read, the others' not, and once", () => {
    const { described, diceWars } = freshGames();
    expect(diceWars.diceWarsScenarios.load(text('dw-battle.yaml'), 'dw-battle.yaml').ok).toBe(true);
    expect(described).toContain('A Move action, as freeMove');
    expect(described).not.toContain('Added to the attack roll'); // Die Fighting's
    expect(described).not.toContain('A Command Interference roll'); // Die, Men!'s
    const built = described.length;
    expect(diceWars.diceWarsScenarios.load(text('dw-mek-shop.yaml'), 'dw-mek-shop.yaml').ok).toBe(true);
    expect(described.length).toBe(built);
  });
});
