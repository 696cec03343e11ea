/**
 * What a Die, Men! question offers is on the board drawn above it, or the key says where it is
 * (src/cli/die-men/prompts/offeredSpan.ts). Played at 80x24: the goal question at Declare
 * offered enemy hexes outside the rows drawn (field-of-crows, 10 rows), and Free Movement's window
 * left out where a planned move goes (harrow-down, `planned: 2,5 → 2,6` under rows 1-4).
 */
import { readFileSync } from 'node:fs';
import { humanSource } from '../../../src/cli/die-men/prompts/humanSource';
import { promptFree } from '../../../src/cli/die-men/prompts/promptFree';
import { hexMap } from '../../../src/cli/die-men/prompts/hexMap';
import { focusHoldingMost, notDrawn, offeredSpan } from '../../../src/cli/die-men/prompts/offeredSpan';
import { cellRow } from '../../../src/grid/cell';
import { sideNames } from '../../../src/cli/die-men/render/names';
import { plainStyle } from '../../../src/cli/style';
import { screenLines } from '../../../src/cli/prompts/pickWindow';
import { visibleWidth } from '../../../src/cli/layout/wrap';
import { dieMen, type BattleState } from '../../../src/rulesets/die-men';
import { loadDieMenScenario, toBattleSetup } from '../../../src/rulesets/die-men/scenario';
import { ENTER, scriptedPrompter, type Answer } from '../../helpers/scriptedPrompter';
import { dieMenContext } from '../../helpers/dieMenContext';

function opening(file: string): BattleState {
  const loaded = loadDieMenScenario(readFileSync(file, 'utf8'), file);
  if (!loaded.ok) throw new Error('bad scenario');
  const r = dieMen.init(toBattleSetup(loaded.value.scenario, { seed: 't1', defaultSeed: 't1' }));
  if (!r.ok) throw new Error('no start');
  return r.value.state;
}

function context(state: BattleState, answers: readonly Answer[]) {
  const said: string[] = [];
  const prompter = scriptedPrompter(answers);
  const { ctx } = dieMenContext(prompter, sideNames(state.rules.sides, plainStyle), { rows: 24 }, said);
  return { ctx, said, prompter };
}

/** Map rows in a text: lines starting with a row number (the lower half-lines start with spaces). */
const rowsOf = (text: string) =>
  new Set(
    text
      .split('\n')
      .map((l) => /^(\d+) /.exec(l)?.[1])
      .filter((r): r is string => r !== undefined)
      .map(Number),
  );

/** `hex` is in the rows drawn in `map`, or its key says where it is. */
const inSightOrSaid = (map: string, hex: string) =>
  rowsOf(map).has(Number(hex.split(',')[1])) || new RegExp(`${hex} (above|below|left|right)`).test(map);

describe('what a question offers is on the board above it, or said where', () => {
  it('the goal question: every enemy hex offered drawn or named (field-of-crows at 80x24)', async () => {
    const s = opening('scenarios/field-of-crows.yaml');
    const request = dieMen.pending(s)!;
    const { ctx, said, prompter } = context(s, ['Deploy', ENTER]);
    await humanSource(ctx).decide(request, s);
    const goal = prompter.asked[1]!;
    const offered = goal.choices.flatMap((c) => /^(\d+,\d+) /.exec(c)?.[1] ?? []);
    expect(offered.length).toBeGreaterThan(5);
    for (const hex of offered) expect([hex, inSightOrSaid(said[1]!, hex)]).toEqual([hex, true]);
    // The window holds the most of them it can: more than the rows of the side's own units did.
    expect(offered.filter((h) => rowsOf(said[1]!).has(Number(h.split(',')[1]))).length).toBeGreaterThan(
      offered.length / 2,
    );
  });

  it('the goal entries keep to one line beside a very long enemy name', async () => {
    const s = opening('scenarios/field-of-crows.yaml');
    const request = dieMen.pending(s)!;
    const long = 'The Right Worshipful and Most Ancient Company of the Southern Crown Pikemen';
    const sides = s.rules.sides.map((x) => (x.id === request.side ? x : { ...x, name: long }));
    const renamed = { ...s, rules: { ...s.rules, sides } };
    const { ctx, prompter } = context(renamed, ['Deploy', ENTER]);
    await humanSource(ctx).decide(request, renamed);
    const goal = prompter.asked[1]!;
    expect(goal.choices[0]).toMatch(/^\d+,\d+  \d+ units$/);
    for (const entry of goal.choices) expect(visibleWidth(`❯ ${entry}`)).toBeLessThanOrEqual(80);
  });

  it("Free Movement: a planned move's destination drawn or named under the next question", async () => {
    const s = opening('scenarios/harrow-down.yaml');
    let [after, planned] = ['', ''];
    const { ctx, said } = context(s, [
      '2,5',
      '2,6',
      ENTER,
      () => {
        [after, planned] = said.slice(-2) as [string, string];
        return 'done';
      },
      'Yes',
    ]);
    const none = { kind: 'free', side: 'grey', moves: [] } as const;
    const d = await promptFree({ kind: 'free', side: 'grey', round: 1 } as never, s, ctx, none);
    expect(d).toMatchObject({ moves: [{ from: '2,5', to: '2,6' }] });
    expect(planned).toContain('planned: 2,5 → 2,6');
    expect(inSightOrSaid(after, '2,6')).toBe(true);
  });
});

describe("Free Movement's window holds the move just planned", () => {
  it("field-of-crows' crown at 80x24: after 10,5 → 9,5, rows 1-4 had left row 5 out", async () => {
    const s = opening('scenarios/field-of-crows.yaml');
    let after = '';
    const { ctx, said } = context(s, [
      '10,5',
      '9,5',
      '3',
      () => {
        after = said.slice(-2)[0]!;
        return 'done';
      },
      'Yes',
    ]);
    const none = { kind: 'free', side: 'crown', moves: [] } as const;
    const d = await promptFree({ kind: 'free', side: 'crown', round: 1 } as never, s, ctx, none);
    expect(d).toMatchObject({ moves: [{ from: '10,5', to: '9,5' }] });
    // Drawn, not only named under the map.
    expect(rowsOf(after).has(5)).toBe(true);
    expect(after).not.toMatch(/not drawn: .*9,5/);
  });

  it('focusHoldingMost: the hex whose window holds the most offered, then the most planned', () => {
    const hexes = ['10,1', '9,2', '10,3', '9,4', '10,5', '9,6', '10,7', '9,8'];
    const held = (focus: string) => {
      const [lo, hi] = offeredSpan(10, 4, cellRow(focus), [hexes.map(cellRow), [5]]);
      const n = (rows: number[]) => rows.filter((r) => r >= lo && r <= hi).length;
      return [n(hexes.map(cellRow)), n([5])];
    };
    expect(held('10,1')).toEqual([4, 0]);
    expect(held(focusHoldingMost(hexes, ['9,5'], 10, 4))).toEqual([4, 1]);
    expect(focusHoldingMost(hexes, [], 10, 4)).toBe('10,1');
  });
});

describe('offeredSpan and notDrawn', () => {
  it('holds the focus, then the most of each tier, then centres on the focus', () => {
    expect(offeredSpan(7, 10, 3, [])).toEqual([0, 6]);
    expect(offeredSpan(10, 4, 5, [])).toEqual([3, 6]);
    expect(offeredSpan(10, 4, 5, [[8]])).toEqual([5, 8]);
    expect(offeredSpan(10, 4, 5, [[2, 3], [8]])).toEqual([2, 5]);
    expect(offeredSpan(10, 4, 5, [[0], [8]])).toEqual([5, 8]);
  });

  it('names up to four hexes left out, else counts them by side', () => {
    expect(notDrawn(['1,1', '1,5'], [1, 5], [0, 9])).toBe('');
    expect(notDrawn(['3,0', '4,9', '12,3'], [1, 5], [0, 9])).toBe(
      'not drawn: 3,0 above, 4,9 below, 12,3 right',
    );
    const many = ['0,0', '1,0', '2,0', '3,9', '4,9'];
    expect(notDrawn(many, [1, 5], [0, 9])).toBe('not drawn: 3 above, 2 below');
  });

  it('hexMap keeps within the lines its caller counted when a long name and that note lengthen the key', () => {
    const s = opening('scenarios/harrow-down.yaml');
    const long = 'The Most Honourable Company of Greycloak Riders and Yeomanry';
    const sides = s.rules.sides.map((x) => (x.id === 'grey' ? { ...x, name: long } : x));
    const names = sideNames(sides, plainStyle);
    const text = hexMap(s, '2,3', ['1,2', '2,3', '1,4', '2,5'], names, plainStyle, 8);
    // Eight lines of rows, and three for the column numbers and a key of two lines.
    expect(screenLines(text, 80)).toBeLessThanOrEqual(8 + 3);
    expect(text).toMatch(/^ +0 +1 +2/);
  });

  it('hexMap keeps the rows its caller counted with two long side names: one line of tags', () => {
    // Free Movement at 80x24 with two armies' long names: each name had a line of its own in the
    // key, so the window gave up rows, down to 3 of the 4 the screen had room for.
    const s = opening('scenarios/harrow-down.yaml');
    const long: Record<string, string> = {
      grey: 'The Most Honourable Company of Greycloak Riders and Yeomanry of the March',
      red: "Her Majesty's Loyal Scarlet Banner Pikemen and Mounted Crossbowmen",
    };
    const names = sideNames(
      s.rules.sides.map((x) => ({ ...x, name: long[x.id]! })),
      plainStyle,
    );
    const text = hexMap(s, '2,3', ['1,2', '2,3', '1,4', '2,5'], names, plainStyle, 8);
    const rows = text.split('\n').filter((l) => /^\d+ /.test(l));
    expect(rows).toHaveLength(4);
    expect(screenLines(text, 80)).toBeLessThanOrEqual(8 + 3);
    const key = text.split('\n').find((l) => l.startsWith('G '))!;
    expect(key).toMatch(/^G The Most Honourable.*…  R Her Majesty's.*…/);
    expect(visibleWidth(key)).toBeLessThanOrEqual(80);
  });

  it("hexMap's key says where an offered hex outside its rows is", () => {
    const s = opening('scenarios/field-of-crows.yaml');
    const text = hexMap(s, '9,2', ['9,2', '9,8'], sideNames(s.rules.sides, plainStyle), plainStyle, 6);
    expect(text).toContain('not drawn: 9,8 below');
  });
});
