/**
 * The body of `diemen map`: a scenario's opening position, before any round, drawn by its game's
 * picture and the shared SVG renderer, written to a file (or stdout with `-`). Any game that draws.
 */
import type { AnyGameRules } from '../../engine/game';
import { loadGames } from '../games';
import { EXIT_OK, type Io } from '../io';
import { reportProblems } from '../report';
import { renderMapSvg } from '../svg/renderMapSvg';
import { openScenario } from './openScenario';
import { pictureOf, writeSvg } from './pictures';

export interface MapOptions {
  readonly svg: string;
}

export async function runMap(io: Io, file: string, opts: MapOptions): Promise<number> {
  const games = loadGames(io.env);
  if (!games.ok) return reportProblems(io, games.error);
  const opened = openScenario(file, games.value);
  if (!opened.ok) return reportProblems(io, opened.error);
  const { face, loaded } = opened.value;
  const picture = pictureOf(face, file);
  if (!picture.ok) return reportProblems(io, [picture.error]);
  const rules: AnyGameRules = face.rules;
  // The opening position doesn't depend on the seed: the file's own is shown when it has one.
  const setup = loaded.setup({ fallback: loaded.seed ?? 'map' });
  const start = rules.ruleset.init(setup);
  if (!start.ok) return reportProblems(io, start.error);
  const info = { name: loaded.name, round: null, ...(loaded.seed ? { seed: loaded.seed } : {}) };
  const svg = renderMapSvg(picture.value(start.value.state, [], info));
  const written = writeSvg(opts.svg, svg, io.out);
  if (!written.ok) return reportProblems(io, [written.error]);
  if (opts.svg !== '-') io.out(`wrote ${opts.svg}`);
  return EXIT_OK;
}
