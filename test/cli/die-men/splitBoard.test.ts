/**
 * The split question keeps the board in sight (src/cli/die-men/prompts/promptSplit.ts). Played at
 * 80x24 on harrow-down (a 4×10 rolled with --dice, two army lists of long names): the roll's lines
 * and the queue table filled the screen, so the player chose how to split a set without seeing
 * where their units stood. The board's rows that fit are now drawn under the table, with the
 * round's timing on a line under them, right above the question.
 */
import { readFileSync } from 'node:fs';
import { humanSource } from '../../../src/cli/die-men/prompts/humanSource';
import { sideNames } from '../../../src/cli/die-men/render/names';
import { visibleWidth } from '../../../src/cli/layout/wrap';
import { askingNames } from '../../../src/cli/render/sideNames';
import { linesAbove, screenLines } from '../../../src/cli/prompts/pickWindow';
import { plainStyle } from '../../../src/cli/style';
import { dieMen, type BattleState, type Request } from '../../../src/rulesets/die-men';
import { loadDieMenScenario, toBattleSetup } from '../../../src/rulesets/die-men/scenario';
import { scriptedPrompter } from '../../helpers/scriptedPrompter';
import { dieMenContext } from '../../helpers/dieMenContext';

const FILE = 'scenarios/harrow-down.yaml';
const LONG = 'The Most Honourable Company of Greycloak Riders and Yeomanry of the March';

/** harrow-down, grey long-named, by the rules' defaults up to the first split asked of anyone. */
function firstSplit(): { state: BattleState; request: Extract<Request, { kind: 'split' }> } {
  const loaded = loadDieMenScenario(readFileSync(FILE, 'utf8'), FILE);
  if (!loaded.ok) throw new Error('bad scenario');
  const scenario = loaded.value.scenario;
  const sides = scenario.sides.map((x) => (x.id === 'grey' ? { ...x, name: LONG } : x));
  for (let i = 0; i < 50; i++) {
    const r = dieMen.init(toBattleSetup({ ...scenario, sides }, { seed: `s${i}`, defaultSeed: `s${i}` }));
    if (!r.ok) throw new Error('no start');
    let state = r.value.state;
    for (let n = 0; n < 400 && dieMen.pending(state); n++) {
      const request = dieMen.pending(state)!;
      if (request.kind === 'split') return { state, request };
      const next = dieMen.apply(state, dieMen.defaultDecision(state, request));
      if (!next.ok) throw new Error(next.error.message);
      state = next.value.state;
    }
  }
  throw new Error('no split in 50 battles');
}

/** Everything said before the split question, and the question, at an 80x24 terminal. */
async function atSplit() {
  const { state, request } = firstSplit();
  const said: string[] = [];
  const names = askingNames(sideNames(state.rules.sides, plainStyle));
  const prompter = scriptedPrompter([]);
  const { ctx } = dieMenContext(
    prompter,
    names,
    { style: { ...plainStyle, width: 80 }, showTable: (t: string) => said.push(t), rows: 24 },
    said,
  );
  await humanSource(ctx).decide(request, state);
  return { said, asked: prompter.asked, state, request };
}

describe('the split question at 80x24', () => {
  it('has the board (its column ruler) under the queue table and in sight with the question', async () => {
    const { said, asked } = await atSplit();
    const table = said.findIndex((t) => t.includes('┌'));
    const ruler = said.findIndex((t) => /^ {4}0 {4}1 {4}2/m.test(t));
    expect(ruler).toBeGreaterThan(table);
    // From the ruler down to the question, all of it on the 24 lines with the question's list.
    const shown = said.slice(ruler).join('\n');
    const list = asked[0]!.choices.length;
    expect(screenLines(shown.slice(shown.search(/^ {4}0 {4}1/m)), 80)).toBeLessThanOrEqual(
      linesAbove(24, list),
    );
  });

  it("says the round's timing under the board, tagged as the key tags sides, within 80 columns", async () => {
    const { said, state } = await atSplit();
    const timing = said.filter((t) => t.startsWith('timing:'));
    expect(timing).toHaveLength(1);
    const sets = Object.values(state.sets).flat();
    for (const s of sets) expect(timing[0]).toContain(`${s.width}×${s.height}`);
    expect(timing[0]).toMatch(/^timing: [GR] \d+×\d+/);
    for (const line of timing[0]!.split('\n')) expect(visibleWidth(line)).toBeLessThanOrEqual(80);
  });
});
