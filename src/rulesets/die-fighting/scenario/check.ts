/**
 * What the schema can't say about a Die Fighting scenario: a mode or points, the drawing's size,
 * terrain and units on the map, one side a square, and every check of the rules' own
 * `validateSetup` (deployment depth, points, blocking squares) at the file line of the field it
 * concerns. Runs on the parsed document (without its rounds if only they are wrong), so the
 * setup is checked even when a scripted round has a typo.
 */
import type { PathSegment, Problem } from '../../../core/problem';
import { gridFor } from '../../../grid/grid';
import type { Report } from '../../../scenario';
import { checkArmyRefs } from '../../../scenario/armySides';
import type { BattleSetup } from '../types';
import { DEPLOY_DEPTH, validateSetup } from '../init';
import { checkRounds } from './checkRounds';
import { drawnCells, mapSize, sideUnits, toBattleSetup } from './convert';
import { dieFightingScenarioSchema, MAX_MAP_SIZE, type DieFightingScenario } from './schema';

/** The document as the schema reads it: whole, or without its rounds; undefined if neither parses. */
function readable(data: unknown): { doc: DieFightingScenario; whole: boolean } | undefined {
  const whole = dieFightingScenarioSchema().safeParse(data);
  if (whole.success) return { doc: whole.data, whole: true };
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  const bare = dieFightingScenarioSchema().safeParse({ ...data, rounds: [] });
  return bare.success ? { doc: bare.data, whole: false } : undefined;
}

export function checkDieFightingScenario(data: unknown, report: Report): void {
  const r = readable(data);
  if (!r) return;
  const { doc } = r;
  if (doc.mode === undefined && doc.points === undefined) {
    report('no-points', ['mode'], 'give a mode (skirmish, battle, war) or points: the armies need a limit');
  }
  checkArmyRefs(doc.sides, report);
  if (!checkMap(doc, report)) return;
  const paths = checkUnits(doc, report);
  checkSetup(doc, paths, report);
  if (r.whole) checkRounds(doc, report);
}

/** The drawing agrees with cols and rows, and every listed cell is on the map. */
function checkMap(doc: DieFightingScenario, report: Report): boolean {
  const { map } = doc;
  if (map.terrain === undefined && (map.cols === undefined || map.rows === undefined)) {
    report('no-map-size', ['map'], 'give the map cols and rows, or draw it with terrain: [rows]');
    return false;
  }
  const size = mapSize(map);
  // Before anything works per square: a drawing is not capped by the schema's cols and rows.
  if (size.cols > MAX_MAP_SIZE) {
    const row = (map.terrain ?? []).findIndex((line) => line.replace(/\s+/g, '').length === size.cols);
    report(
      'map-too-large',
      ['map', 'terrain', Math.max(0, row)],
      `a drawn map is at most ${MAX_MAP_SIZE} squares wide (row ${row} has ${size.cols})`,
      { max: MAX_MAP_SIZE, cols: size.cols },
    );
    return false;
  }
  let good = size.cols > 0 && size.rows > 0;
  if (!good) report('no-map-size', ['map', 'terrain'], 'the drawing has no squares');
  (map.terrain ?? []).forEach((line, row) => {
    const width = line.replace(/\s+/g, '').length;
    if (width !== size.cols) {
      report(
        'terrain-width',
        ['map', 'terrain', row],
        `row ${row} is ${width} squares wide, the map ${size.cols}`,
      );
      good = false;
    }
  });
  if (map.terrain !== undefined && map.terrain.length !== size.rows) {
    report(
      'terrain-rows',
      ['map', 'terrain'],
      `the drawing has ${map.terrain.length} rows, the map ${size.rows}`,
    );
    good = false;
  }
  if (!good) return false;
  const grid = gridFor({ kind: 'square', ...size });
  const blocking = new Set([...map.blocking, ...drawnCells(map, 'B').map((c) => c.cell)]);
  for (const kind of ['slow', 'blocking'] as const) {
    map[kind].forEach((c, i) => {
      if (!grid.inBounds(c)) {
        report('cell-off-map', ['map', kind, i], `${c} is not on the ${size.cols}x${size.rows} map`, {
          cell: c,
        });
      } else if (kind === 'slow' && blocking.has(c)) {
        report('slow-and-blocking', ['map', kind, i], `${c} is listed as blocking too`, { cell: c });
      }
    });
  }
  return true;
}

/** Where each unit of the set-up is in the file: a placed one by its square, the rest in reserve order. */
interface UnitPaths {
  readonly placed: Map<string, PathSegment[]>;
  readonly reserve: PathSegment[][];
}

/** One side a square; returns where each unit is written in the file. */
function checkUnits(doc: DieFightingScenario, report: Report): UnitPaths {
  const placed = new Map<string, PathSegment[]>();
  const owner = new Map<string, number>();
  const reserve: PathSegment[][] = [];
  const ids = new Map<string, number>();
  doc.sides.forEach((side, i) => {
    const listed = sideUnits(side);
    if (side.units !== undefined && listed.length === 0) {
      report('no-units', ['sides', i, 'units'], `side "${side.id}" has no units`, { side: side.id });
    }
    const before = ids.get(side.id);
    if (before !== undefined) {
      report(
        'duplicate-side',
        ['sides', i, 'id'],
        `side id "${side.id}" is already used by sides[${before}]`,
      );
    } else ids.set(side.id, i);
    for (const { at, key } of listed) {
      const path: PathSegment[] = ['sides', i, 'units', key];
      if (at === null) {
        reserve.push(path);
        continue;
      }
      // A list gives the square in the unit's at:, a mapping as its key.
      const atPath = typeof key === 'number' ? [...path, 'at'] : path;
      const other = owner.get(at);
      if (other !== undefined) {
        report('shared-cell', atPath, `${at} is already held by ${doc.sides[other]!.id}`, { cell: at });
      } else {
        owner.set(at, i);
        placed.set(at, path);
      }
    }
  });
  return { placed, reserve };
}

/**
 * The rules' own set-up checks, each problem moved from the setup's field to the file's:
 * `units["1,0"].type` → `sides[0].units["1,0"].type`, `reserve[2].type` → the unit's own line, a
 * side's points → its `units`.
 */
function checkSetup(doc: DieFightingScenario, paths: UnitPaths, report: Report): void {
  const setup = toBattleSetup(doc, { fallback: 'check' });
  const sideIndex = (id: unknown) => doc.sides.findIndex((s) => s.id === id);
  for (const p of validateSetup(setup)) {
    // Without a limit (no mode, no points: said already) every army would be over it.
    if (p.code === 'setup.over-points' && setup.points === 0) continue;
    const path = filePath(p, paths, sideIndex);
    if (path === null) continue;
    const code = p.code.replace(/^setup\./, '');
    const edge = p.code === 'setup.outside-deployment' ? deployment(setup, String(p.path?.[1])) : undefined;
    const message = edge ?? p.message;
    report(code, placedAt(path, p), message, p.facts);
  }
}

/** A square problem of a listed unit points at its at:, where the square is written. */
function placedAt(path: PathSegment[], p: Problem): PathSegment[] {
  const square = p.path?.[0] === 'units' && p.path.length === 2;
  return square && typeof path[3] === 'number' ? [...path, 'at'] : path;
}

/** Where a side may deploy, said plainly ("Set Up": up to two squares in from its edge). */
function deployment(setup: BattleSetup, at: string): string | undefined {
  const side = setup.sides.find((s) => s.id === setup.units[at]?.side);
  if (!side) return undefined;
  const lines = side.edge === 'north' || side.edge === 'south' ? 'rows' : 'columns';
  return `${at} is outside ${side.id}'s deployment: the ${DEPLOY_DEPTH} ${lines} nearest the ${side.edge} edge`;
}

function filePath(p: Problem, paths: UnitPaths, sideIndex: (id: unknown) => number): PathSegment[] | null {
  const path = p.path ?? [];
  switch (path[0]) {
    case 'units': {
      // setup.no-units names its side only in words: checkUnits says it at the side's units.
      if (path.length === 1) return null;
      const at = String(path[1]);
      return [...(paths.placed.get(at) ?? ['sides', 0, 'units', at]), ...path.slice(2)];
    }
    case 'reserve':
      return [...(paths.reserve[Number(path[1])] ?? ['sides']), ...path.slice(2)];
    case 'sides':
      return p.facts?.side !== undefined
        ? ['sides', Math.max(0, sideIndex(p.facts.side)), 'units']
        : ['sides'];
    case 'slow':
    case 'blocking':
      // checkMap says which entry, with its own line.
      return null;
    case 'grid':
      return ['map'];
    default:
      return [...path];
  }
}
