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

/** The bundled scenarios, by name. */
export function bundledScenarios(): Bundled[] {
  let names: string[];
  try {
    names = readdirSync(scenariosDir());
  } catch {
    return [];
  }
  return names
    .filter((f) => EXTENSIONS.includes(extname(f)))
    .sort()
    .map((f) => ({ name: f.slice(0, -extname(f).length), file: join(scenariosDir(), f) }));
}

/** The file to read for what the user typed: the path itself if it exists, else a bundled name. */
export function scenarioPath(arg: string): string {
  if (existsSync(arg) || !isScenarioName(arg)) return arg;
  return bundledScenarios().find((b) => b.name === arg)?.file ?? arg;
}
