/**
 * The body every game's `army` command shares (`diemen dw army`, `diemen df army`): read the file
 * (a path, or a ready-made army of the game by name), load it with the game's loader, and print
 * it, or every problem as `file:line: field: message` with exit 2 (and, with --json, the problems
 * as data on stdout too). Names no game: each passes its id, loader and printers.
 */
import type { Problem, Result } from '../core/problem';
import { armyPath } from './bundled';
import { EXIT_OK, type Io } from './io';
import { readScenarioFile } from './readFile';
import { reportProblems } from './report';
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
  const source = readScenarioFile(armyPath(file, game));
  if (!source.ok) return reportProblems(io, [source.error]);
  const loaded = load(source.value, file);
  if (!loaded.ok) {
    if (opts.json) io.out(JSON.stringify({ file, ok: false, problems: loaded.error }, null, 2));
    return reportProblems(io, loaded.error);
  }
  if (opts.json) io.out(JSON.stringify(print.json(file, loaded.value), null, 2));
  else io.out(print.text(loaded.value, styleFor(io)));
  return EXIT_OK;
}
