/**
 * The scenarios that ship with diemen, found by name from anywhere: `diemen play harrow-down`
 * reads `<package>/scenarios/harrow-down.yaml`. A path that exists always wins over a name.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';

const EXTENSIONS = ['.yaml', '.yml', '.json'];

/** A bundled scenario's name: lower-case words joined by hyphens, no path, no extension. */
export const isScenarioName = (text: string): boolean => /^[a-z0-9][a-z0-9-]*$/.test(text);

let root: string | undefined;

/**
 * The installed package's folder: the nearest one above this file (dist/ in the bundle, src/cli
 * when run from sources) whose package.json is diemen's.
 */
export function packageRoot(): string {
  if (root !== undefined) return root;
  for (let dir = __dirname; ; dir = dirname(dir)) {
    try {
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: unknown };
      if (pkg.name === 'diemen') return (root = dir);
    } catch {
      // not here
    }
    if (dirname(dir) === dir) return (root = join(__dirname, '..'));
  }
}

export const scenariosDir = (): string => join(packageRoot(), 'scenarios');

export interface Bundled {
  readonly name: string;
  readonly file: string;
}

/** The files of one of the package's folders (scenarios/, armies/<game>/), by name. */
function bundledIn(dir: string): Bundled[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .filter((f) => EXTENSIONS.includes(extname(f)))
    .sort()
    .map((f) => ({ name: f.slice(0, -extname(f).length), file: join(dir, f) }));
}

/** The bundled scenarios, by name. */
export const bundledScenarios = (): Bundled[] => bundledIn(scenariosDir());

/** Each game's ready-made armies live in armies/<game>/ (armies/dice-wars/, armies/die-fighting/). */
const armiesDir = (): string => join(packageRoot(), 'armies');

/** The games that ship ready-made armies: the folders under armies/. */
export function armyGames(): string[] {
  try {
    return readdirSync(armiesDir(), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
      .sort();
  } catch {
    return [];
  }
}

/** The ready-made armies of `game` (a ruleset id), by name; of every game when none is given. */
export const bundledArmies = (game?: string): Bundled[] =>
  (game === undefined ? armyGames() : [game]).flatMap((g) => bundledIn(join(armiesDir(), g)));

const pathIn = (arg: string, bundled: () => Bundled[]): string =>
  existsSync(arg) || !isScenarioName(arg) ? arg : (bundled().find((b) => b.name === arg)?.file ?? arg);

/** The file to read for what the user typed: the path itself if it exists, else a bundled name. */
export const scenarioPath = (arg: string): string => pathIn(arg, bundledScenarios);

/**
 * The same for an army of `game`: a path, else the name of one of its ready-made armies, else of
 * another game's (whose loader then says the army is of another game, rather than "no such file").
 */
export function armyPath(arg: string, game: string): string {
  if (existsSync(arg) || !isScenarioName(arg)) return arg;
  const own = bundledArmies(game).find((b) => b.name === arg);
  return (own ?? bundledArmies().find((b) => b.name === arg))?.file ?? arg;
}
