/**
 * DW-G5, cover, on tables drawn by hand: a model is covered by a piece whose squares come within
 * 1" of its base (gap: up to two squares apart in a row or column, touching diagonally) and which
 * is at least half its height; a squad only when every member is.
 */
import { inCover, type Figure, type TerrainPiece } from '../../../../src/rulesets/dice-wars/table';
import { drawTable } from './drawTable';

const fig = (at: string, height = 1.5): Figure => ({ at, height });

describe('inCover: terrain', () => {
  it('a man (1.5") beside a 1" spike wall is covered; a giant (3") is not', () => {
    const { table, at } = drawTable('. 1 A .');
    expect(inCover(table, [fig(at.A!)])).toBe(true);
    expect(inCover(table, [fig(at.A!, 3)])).toBe(false);
  });
  it('a 2" tower covers both, and exactly half the height is enough', () => {
    const { table, at } = drawTable('. 2 A .');
    expect(inCover(table, [fig(at.A!)])).toBe(true);
    expect(inCover(table, [fig(at.A!, 3)])).toBe(true);
    expect(inCover(table, [fig(at.A!, 4)])).toBe(true);
    expect(inCover(table, [fig(at.A!, 4.1)])).toBe(false);
  });
  it('within 1": one square between in a row counts, two do not, one between diagonally does not (√2)', () => {
    const { table } = drawTable(`
      1 . . .
      . . . .
      . . . .`);
    expect(inCover(table, [fig('2,0')])).toBe(true); // gap 1
    expect(inCover(table, [fig('0,2')])).toBe(true); // gap 1
    expect(inCover(table, [fig('3,0')])).toBe(false); // gap 2
    expect(inCover(table, [fig('2,2')])).toBe(false); // gap √2
    expect(inCover(table, [fig('1,1')])).toBe(true); // touching at a corner: gap 0
  });
  it('a model standing on a piece is within 1" of it', () => {
    const { table, at } = drawTable('1A . . .');
    expect(inCover(table, [fig(at.A!)])).toBe(true);
  });
  it('the open table gives no cover, and no members are in no cover', () => {
    const { table, at } = drawTable('. A .');
    expect(inCover(table, [fig(at.A!)])).toBe(false);
    expect(inCover(table, [])).toBe(false);
  });
});

describe('inCover: squads', () => {
  const { table } = drawTable(`
    . 1 . . . .
    . . . . . .`);
  it('all members near cover: in cover', () => {
    expect(inCover(table, [fig('0,0'), fig('2,0'), fig('2,1')])).toBe(true);
  });
  it('one member too far: the squad is not', () => {
    expect(inCover(table, [fig('0,0'), fig('2,0'), fig('4,0')])).toBe(false); // 4,0: gap 2 from 1,0
  });
});

describe('inCover: a friendly 2-Armor unit as a piece', () => {
  const { table } = drawTable('. . . . .');
  const tank: TerrainPiece = { id: 'tank', cells: ['2,0'], height: 2 };
  it('covers a friend within 1" whose height it is at least half of', () => {
    expect(inCover(table, [fig('0,0')], [tank])).toBe(true);
    expect(inCover(table, [fig('0,0', 4)], [tank])).toBe(true);
    expect(inCover(table, [fig('0,0', 5)], [tank])).toBe(false);
  });
  it('not a friend out of reach', () => {
    const far = drawTable('. . . . . .').table;
    expect(inCover(far, [fig('5,0')], [tank])).toBe(false);
  });
  it('never covers itself, even when handed in with the rest', () => {
    expect(inCover(table, [{ at: '2,0', height: 2 }], [tank])).toBe(false);
  });
  it('covers itself no more when it stands by terrain: then the terrain does', () => {
    const walled = drawTable('. 1 . . .').table;
    expect(inCover(walled, [{ at: '2,0', height: 2 }], [tank])).toBe(true);
  });
});
