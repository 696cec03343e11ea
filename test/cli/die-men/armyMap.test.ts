/**
 * Die, Men!'s Declare at 80x24 on field-of-crows (12x10 hexes, 20 lines of map): the strategy
 * question ends with the rows of the map holding the side's units, said, and fits the screen; the
 * goal question frames the enemy's hexes it offers; a map wider than the screen shows the columns
 * around the side's units (src/cli/die-men/prompts/armyMap.ts).
 */
import { readFileSync } from 'node:fs';
import { humanSource } from '../../../src/cli/die-men/prompts/humanSource';
import { sayArmyMap } from '../../../src/cli/die-men/prompts/armyMap';
import { hexMap } from '../../../src/cli/die-men/prompts/hexMap';
import { sideNames } from '../../../src/cli/die-men/render/names';
import { sideTags } from '../../../src/cli/die-men/render/renderBattleMap';
import { linesAbove, screenLines } from '../../../src/cli/prompts/pickWindow';
import { visibleWidth } from '../../../src/cli/layout/wrap';
import { plainStyle } from '../../../src/cli/style';
import { dieMen, type BattleState } from '../../../src/rulesets/die-men';
import { loadDieMenScenario, toBattleSetup } from '../../../src/rulesets/die-men/scenario';
import { scriptedPrompter, type Answer } from '../../helpers/scriptedPrompter';
import { dieMenContext } from '../../helpers/dieMenContext';

function opening(file: string): BattleState {
  const loaded = loadDieMenScenario(readFileSync(file, 'utf8'), file);
  if (!loaded.ok) throw new Error('bad scenario');
  const r = dieMen.init(toBattleSetup(loaded.value.scenario, { seed: 't1', defaultSeed: 't1' }));
  if (!r.ok) throw new Error('no start');
  return r.value.state;
}

function context(state: BattleState, answers: readonly Answer[], rows: number | undefined, width = 80) {
  const said: string[] = [];
  const { ctx } = dieMenContext(
    scriptedPrompter(answers),
    sideNames(state.rules.sides, plainStyle),
    { style: { ...plainStyle, width }, ...(rows === undefined ? {} : { rows }) },
    said,
  );
  return { ctx, said };
}

/** Map rows in a text: lines starting with a row number (the lower half-lines start with spaces). */
const rowsOf = (text: string) =>
  text
    .split('\n')
    .map((l) => /^(\d+) /.exec(l)?.[1])
    .filter((r): r is string => r !== undefined)
    .map(Number);

describe('Die, Men!: the map above Declare', () => {
  const s = opening('scenarios/field-of-crows.yaml');
  const request = dieMen.pending(s)!;

  it("strategy at 80x24: the rows of the side's units that fit, said, no line wrapped", async () => {
    expect(request.kind).toBe('declare');
    const { ctx, said } = context(s, ['Hold'], 24);
    await humanSource(ctx).decide(request, s);
    expect(said).toHaveLength(1);
    expect(screenLines(said[0]!, 80)).toBeLessThanOrEqual(linesAbove(24, 4));
    expect(said[0]).toMatch(/rows \d+-\d+ of 0-9/);
    const mine = Object.keys(s.occupants).filter((k) => s.occupants[k]!.side === request.side);
    const shown = new Set(rowsOf(said[0]!));
    // Most of the side's hexes are in the rows shown.
    expect(mine.filter((k) => shown.has(Number(k.split(',')[1]))).length).toBeGreaterThan(mine.length / 2);
    for (const line of said[0]!.split('\n')) expect(visibleWidth(line)).toBeLessThanOrEqual(80);
  });

  it('strategy: a mixed stack in the rows drawn, its mark named under them', async () => {
    const mine = Object.keys(s.occupants).find((k) => s.occupants[k]!.side === request.side)!;
    const units = { infantry: 2, siege: 1 };
    const mixed = { ...s, occupants: { ...s.occupants, [mine]: { side: request.side, units } } };
    const { ctx, said } = context(mixed, ['Hold'], 24);
    await humanSource(ctx).decide(request, mixed);
    expect(said[0]).toMatch(/\d&/);
    expect(said[0]).toContain('& mixed types');
    const plain = context(s, ['Hold'], 24);
    await humanSource(plain.ctx).decide(request, s);
    expect(plain.said[0]).not.toContain('mixed');
  });

  it('goal: the hexes offered framed in +; the whole map on a tall screen; nothing off a terminal', async () => {
    const { ctx, said } = context(s, ['Deploy', ''], 24);
    const d = await humanSource(ctx).decide(request, s);
    expect(d).toMatchObject({ declaration: { strategy: 'deploy', goal: { kind: 'cell' } } });
    expect(said).toHaveLength(2);
    expect(said[1]).toMatch(/\+ C\d\+/);
    expect(said[1]).toContain('+R3+ a hex you can choose');
    const tall = context(s, ['Hold'], 60);
    await humanSource(tall.ctx).decide(request, s);
    expect(rowsOf(tall.said[0]!)).toEqual([...Array(10).keys()]);
    expect(tall.said[0]).not.toMatch(/rows \d/);
    const piped = context(s, ['Hold'], undefined);
    await humanSource(piped.ctx).decide(request, s);
    expect(piped.said).toEqual([]);
  });

  it("a map wider than the screen: the columns around each side's units, said", () => {
    // 40 columns: 7 hexes of 5 characters fit beside the row numbers.
    const { ctx, said } = context(s, [], 24, 40);
    for (const side of s.rules.sides.map((x) => x.id)) {
      said.length = 0;
      sayArmyMap(s, side, 4, ctx, false);
      const [, lo, hi] = /columns (\d+)-(\d+) of 0-11/.exec(said[0]!)!.map(Number);
      const cols = Object.keys(s.occupants)
        .filter((k) => s.occupants[k]!.side === side)
        .map((k) => Number(k.split(',')[0]));
      for (const c of cols) expect(c >= lo! && c <= hi!).toBe(true);
      for (const line of said[0]!.split('\n')) expect(visibleWidth(line)).toBeLessThanOrEqual(40);
    }
  });

  it('a spending map wider than the screen: the columns around the hex, not strips', () => {
    const style = { ...plainStyle, width: 40 };
    const names = sideNames(s.rules.sides, plainStyle);
    const text = hexMap(s, '10,5', ['9,4', '10,4'], names, style, 10);
    expect(text).toMatch(/columns \d+-11 of 0-11/);
    expect(text).toContain('+ C8+');
    // One ruler: a single strip.
    expect(text.split('\n').filter((l) => /^ +\d+ +\d+ +\d+/.test(l))).toHaveLength(1);
    for (const line of text.split('\n')) expect(visibleWidth(line)).toBeLessThanOrEqual(40);
  });

  it('a mixed stack in an offered hex reads +R4&+, its mark apart from the frame', () => {
    const names = sideNames(s.rules.sides, plainStyle);
    const [key, occ] = Object.entries(s.occupants)[0]!;
    const units = { infantry: 2, siege: 2 };
    const mixed = { ...s, occupants: { ...s.occupants, [key]: { side: occ.side, units } } };
    const tag = sideTags([...names.index.keys()]).get(occ.side)!;
    const text = hexMap(mixed, key, [key], names, plainStyle, 10);
    expect(text).toContain(`+${tag}4&+`);
    expect(text).not.toMatch(/\+\S+\+\+/);
    expect(text).toContain('& mixed types');
    expect(hexMap(s, key, [key], names, plainStyle, 10)).not.toContain('mixed');
  });
});
