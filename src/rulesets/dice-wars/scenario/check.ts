/**
 * What the schema can't say about a Dice Wars scenario: a size or points, terrain on the table,
 * each card's limits, and every check of the rules' own `validateSetup` (opposite edges, squares
 * on the table and unshared, squads coherent, deployment, the army pool) at the file line of the
 * field it concerns. Runs on the parsed document (without its rounds if only they are wrong), so
 * the set-up is checked even when a scripted round has a typo.
 */
import type { PathSegment, Problem } from '../../../core/problem';
import type { Report } from '../../../scenario';
import { checkArmyRefs } from '../../../scenario/armySides';
import { checkPassiveKinds } from '../army/fromFile';
import { validateSetup } from '../init';
import { checkRounds } from './checkRounds';
import { pieceCells, tableSize, toBattleSetup } from './convert';
import { diceWarsScenarioSchema, MAX_COVERED, type DiceWarsScenario } from './schema';

/** The document as the schema reads it: whole, or without its rounds; undefined if neither parses. */
function readable(data: unknown): { doc: DiceWarsScenario; whole: boolean } | undefined {
  const whole = diceWarsScenarioSchema().safeParse(data);
  if (whole.success) return { doc: whole.data, whole: true };
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
  const bare = diceWarsScenarioSchema().safeParse({ ...data, rounds: [] });
  return bare.success ? { doc: bare.data, whole: false } : undefined;
}

export function checkDiceWarsScenario(data: unknown, report: Report): void {
  const r = readable(data);
  if (!r) return;
  const { doc } = r;
  if (doc.size === undefined && doc.points === undefined)
    report('no-size', ['size'], 'give a size (skirmish, battle, epic) or points: the armies need a pool');
  // The set-up is checked on the pieces that are well placed, so one bad piece hides nothing else.
  const placed = checkTerrain(doc, report);
  checkArmyRefs(doc.sides, report);
  doc.sides.forEach((side, s) =>
    (side.units ?? []).forEach((u, j) => {
      for (const p of checkPassiveKinds(u, ['sides', s, 'units', j]))
        report(p.code.replace(/^dice-wars\./, ''), p.path ?? [], p.message, p.facts);
    }),
  );
  checkSetup({ ...doc, table: { ...doc.table, terrain: placed } }, report);
  if (r.whole) checkRounds(doc, report);
}

/** Each piece is a list or a rectangle, on the table; returns the pieces that are. */
function checkTerrain(doc: DiceWarsScenario, report: Report): DiceWarsScenario['table']['terrain'] {
  const { cols, rows } = tableSize(doc);
  const on = (c: string) => {
    const [col, row] = c.split(',').map(Number) as [number, number];
    return col < cols && row < rows;
  };
  const placed: DiceWarsScenario['table']['terrain'] = [];
  const ids = new Set<string>();
  let covered = 0;
  doc.table.terrain.every((p, i) => {
    const at = ['table', 'terrain', i];
    // Counted before any piece is spread into squares: past the cap, no more pieces are looked at.
    covered += area(p);
    if (covered > MAX_COVERED) {
      report(
        'terrain-too-large',
        at,
        `${p.id}: the terrain pieces cover more than ${MAX_COVERED} squares in all (overlaps count twice)`,
        { max: MAX_COVERED },
      );
      return false;
    }
    if (ids.has(p.id)) report('duplicate-id', [...at, 'id'], `two terrain pieces are called ${p.id}`);
    ids.add(p.id);
    const rect = p.from !== undefined || p.to !== undefined;
    if ((p.cells !== undefined) === rect || (rect && (p.from === undefined || p.to === undefined))) {
      report('piece-shape', at, `${p.id}: give cells: [...], or a rectangle from: "col,row" to: "col,row"`);
      return true;
    }
    let good = true;
    const off = (key: PathSegment[], c: string) => {
      report('off-table', [...at, ...key], `${p.id}: ${c} is not on the ${cols}x${rows} table`, { cell: c });
      good = false;
    };
    if (p.cells) p.cells.forEach((c, k) => !on(c) && off(['cells', k], c));
    else for (const key of ['from', 'to'] as const) if (!on(p[key]!)) off([key], p[key]!);
    if (good && pieceCells(p).length > 0) placed.push(p);
    return true;
  });
  return placed;
}

/** The squares a piece covers, without listing them. */
function area(p: DiceWarsScenario['table']['terrain'][number]): number {
  if (p.cells) return p.cells.length;
  if (p.from === undefined || p.to === undefined) return 0;
  const [c1, r1] = p.from.split(',').map(Number) as [number, number];
  const [c2, r2] = p.to.split(',').map(Number) as [number, number];
  return (Math.abs(c1 - c2) + 1) * (Math.abs(r1 - r2) + 1);
}

/** The rules' own set-up checks, each problem moved from the setup's field to the file's. */
function checkSetup(doc: DiceWarsScenario, report: Report): void {
  const setup = toBattleSetup(doc, { fallback: 'check' });
  const place = doc.sides.flatMap((side, s) => (side.units ?? []).map((_, j) => [s, j] as const));
  for (const p of validateSetup(setup)) {
    const path = filePath(doc, p, place);
    const code = p.code.replace(/^(setup|dice-wars)\./, '');
    report(code, path, p.message, p.facts);
  }
}

function filePath(
  doc: DiceWarsScenario,
  p: Problem,
  place: readonly (readonly [number, number])[],
): PathSegment[] {
  const path = p.path ?? [];
  switch (path[0]) {
    case 'units': {
      const [s, j] = place[Number(path[1])] ?? [0, 0];
      const rest = path.slice(2);
      // A card's fields are the unit's own in the file; its Passive is written as armor or speed.
      const field = rest[0] === 'card' ? rest.slice(1) : rest;
      const unit = doc.sides[s]?.units?.[j];
      const named = field[0] === 'passive' ? [unit?.armor ? 'armor' : 'speed', ...field.slice(1)] : field;
      const at = named[0] === 'at' && typeof unit?.at === 'string' ? ['at'] : named;
      return ['sides', s, 'units', j, ...at];
    }
    case 'maxRounds':
      return ['options', 'maxRounds'];
    case 'size': {
      // An army over its pool is said at that side's units; the rules name the side first.
      const over = doc.sides.findIndex((side) => p.message.startsWith(`${side.id}: `));
      if (p.code === 'dice-wars.over-total' && over >= 0) return ['sides', over, 'units'];
      return doc.size === undefined && doc.points !== undefined ? ['points'] : ['size'];
    }
    default:
      return [...path];
  }
}
