/**
 * The gate question keeps the board's top in sight (src/cli/die-men/prompts/promptComplications.ts).
 * Played at 80x24 on castle-siege as the garrison: round 1's board (its column ruler, 18 lines of
 * rows, the key) and "the drawbridge at 6,4 is shut. This round?" with its list took 25 lines, so
 * the ruler went off the top. The board's rows that fit are now drawn right above the question,
 * the gate framed, unless the board drawn last is in sight with it.
 */
import { readFileSync } from 'node:fs';
import { humanSource } from '../../../src/cli/die-men/prompts/humanSource';
import { sideNames } from '../../../src/cli/die-men/render/names';
import { linesAbove, screenLines } from '../../../src/cli/prompts/pickWindow';
import { askingNames } from '../../../src/cli/render/sideNames';
import { plainStyle } from '../../../src/cli/style';
import { dieMen, type BattleState, type Request } from '../../../src/rulesets/die-men';
import { loadDieMenScenario, toBattleSetup } from '../../../src/rulesets/die-men/scenario';
import { scriptedPrompter } from '../../helpers/scriptedPrompter';
import { dieMenContext } from '../../helpers/dieMenContext';

const FILE = 'scenarios/castle-siege.yaml';

function firstGates(): { state: BattleState; request: Request } {
  const loaded = loadDieMenScenario(readFileSync(FILE, 'utf8'), FILE);
  if (!loaded.ok) throw new Error('bad scenario');
  const r = dieMen.init(toBattleSetup(loaded.value.scenario, { seed: 'g1', defaultSeed: 'g1' }));
  if (!r.ok) throw new Error('no start');
  let state = r.value.state;
  for (;;) {
    const request = dieMen.pending(state)!;
    if (request.kind === 'gates') return { state, request };
    const next = dieMen.apply(state, dieMen.defaultDecision(state, request));
    if (!next.ok) throw new Error(next.error.message);
    state = next.value.state;
  }
}

/** What is said before the gate question at a `rows`-line terminal; `mapLines`: the board drawn last. */
async function atGate(rows: number, mapLines: number | null) {
  const { state, request } = firstGates();
  const said: string[] = [];
  const prompter = scriptedPrompter([]);
  const { ctx } = dieMenContext(
    prompter,
    askingNames(sideNames(state.rules.sides, plainStyle)),
    { style: { ...plainStyle, width: 80 }, mapLines: () => mapLines, rows },
    said,
  );
  await humanSource(ctx).decide(request, state);
  return { said: said.join('\n'), asked: prompter.asked };
}

describe('the gate question at 80x24', () => {
  it('has the column ruler and the gate, framed, in sight with the question', async () => {
    const { said, asked } = await atGate(24, null);
    const ruler = said.search(/^ {4}0 {4}1 {4}2/m);
    expect(ruler).toBeGreaterThanOrEqual(0);
    expect(said).toMatch(/^4 .*\+\+\+\+\+/m);
    expect(said).toContain('the drawbridge');
    const list = asked[0]!.choices.length;
    expect(screenLines(said.slice(ruler), 80)).toBeLessThanOrEqual(linesAbove(24, list));
  });

  it('draws nothing more when the board drawn last is in sight with the question (a tall terminal)', async () => {
    const { said } = await atGate(60, 21);
    expect(said).not.toMatch(/^ {4}0 {4}1 {4}2/m);
  });
});
