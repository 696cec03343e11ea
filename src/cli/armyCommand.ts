/**
 * The body every game's `army` command shares (`diemen dw army`, `df army`, `dm army`): read the file
 * (a path, or a ready-made army of the game by name), load it with the game's loader, and print
 * it, or every problem as `file:line: field: message` with exit 2 (and, with --json, the problems
 * as data on stdout too). Names no game: each passes its id, loader and printers.
 */
import type { Problem, Result } from '../core/problem';
import { armyPath, bundledArmies } from './bundled';
import { EXIT_OK, type Io } from './io';
import { readScenarioFile } from './readFile';
import { reportProblems } from './report';
import { unknownArmy } from './unknownArmy';
import { styleFor, type Style } from './style';

export interface ArmyPrinters<L> {
  readonly json: (file: string, loaded: L) => unknown;
  readonly text: (loaded: L, style: Style) => string;
}

export function runArmyFile<L>(
  io: Io,
  file: string,
  game: string,
  opts: { readonly json?: boolean },
  load: (text: string, file: string) => Result<L, Problem[]>,
  print: ArmyPrinters<L>,
): number {
  const path = armyPath(file, game);
  const source = readScenarioFile(path);
  if (!source.ok) return reportProblems(io, [unknownArmy(source.error, file, path, game)]);
  const loaded = load(source.value, file);
  if (!loaded.ok) {
    if (opts.json) io.out(JSON.stringify({ file, ok: false, problems: loaded.error }, null, 2));
    return reportProblems(io, loaded.error);
  }
  if (opts.json) io.out(JSON.stringify(print.json(file, loaded.value), null, 2));
  else io.out(print.text(loaded.value, styleFor(io)));
  return EXIT_OK;
}

/**
 * No army named: the game's ready-made armies (armies/<game>/), each loaded with the game's loader
 * and printed as a line of the game's list (or all as JSON); a broken one is said and exits 2.
 */
export function runArmyList<L>(
  io: Io,
  game: string,
  opts: { readonly json?: boolean },
  load: (text: string, file: string) => Result<L, Problem[]>,
  print: {
    readonly json: (name: string, loaded: L) => unknown;
    readonly text: (armies: readonly { name: string; loaded: L }[], style: Style) => string;
  },
): number {
  const armies: { name: string; loaded: L }[] = [];
  for (const b of bundledArmies(game)) {
    const source = readScenarioFile(b.file);
    if (!source.ok) return reportProblems(io, [source.error]);
    const loaded = load(source.value, b.file);
    if (!loaded.ok) return reportProblems(io, loaded.error);
    armies.push({ name: b.name, loaded: loaded.value });
  }
  if (opts.json)
    io.out(
      JSON.stringify(
        armies.map((a) => print.json(a.name, a.loaded)),
        null,
        2,
      ),
    );
  else io.out(print.text(armies, styleFor(io)));
  return EXIT_OK;
}
