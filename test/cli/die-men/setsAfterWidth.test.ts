/**
 * "spend it on?  (to come: 2×3 2×1)" is measured against the terminal's width
 * (src/cli/die-men/prompts/promptAssign.ts): it was checked against a fixed 80 columns, so at 120
 * columns a long side name's sets still to come were dropped though the line had room for them.
 */
import { readFileSync } from 'node:fs';
import { humanSource } from '../../../src/cli/die-men/prompts/humanSource';
import { setsAfter } from '../../../src/cli/die-men/prompts/setsAfter';
import { sideNames } from '../../../src/cli/die-men/render/names';
import { visibleWidth } from '../../../src/cli/layout/wrap';
import { askingNames } from '../../../src/cli/render/sideNames';
import { plainStyle } from '../../../src/cli/style';
import { dieMen, type BattleState, type Request } from '../../../src/rulesets/die-men';
import { loadDieMenScenario, toBattleSetup } from '../../../src/rulesets/die-men/scenario';
import { scriptedPrompter } from '../../helpers/scriptedPrompter';
import { dieMenContext } from '../../helpers/dieMenContext';

const FILE = 'scenarios/harrow-down.yaml';
const LONG = 'The Most Honourable Company of Greycloak Riders and Yeomanry of the March';

/** harrow-down, grey named LONG, up to grey's first set; four more sets of grey's queued after it. */
function firstSet(): { state: BattleState; request: Request } {
  const loaded = loadDieMenScenario(readFileSync(FILE, 'utf8'), FILE);
  if (!loaded.ok) throw new Error('bad scenario');
  const scenario = loaded.value.scenario;
  const sides = scenario.sides.map((x) => (x.id === 'grey' ? { ...x, name: LONG } : x));
  const r = dieMen.init(toBattleSetup({ ...scenario, sides }, { seed: 'w1', defaultSeed: 'w1' }));
  if (!r.ok) throw new Error('no start');
  let state = r.value.state;
  for (;;) {
    const request = dieMen.pending(state)!;
    if (request.kind === 'assign' && request.side === 'grey') {
      // More of grey's sets to come than a roll of this battle gives at once: the line grows long.
      const more = [7, 5, 3, 1].map((h, i) => ({ ...request.set, id: `grey.more${i}`, height: h }));
      return { state: { ...state, queue: [...state.queue, ...more] }, request };
    }
    const next = dieMen.apply(state, dieMen.defaultDecision(state, request));
    if (!next.ok) throw new Error(next.error.message);
    state = next.value.state;
  }
}

async function spendQuestion(width: number): Promise<{ message: string; after: string }> {
  const { state, request } = firstSet();
  const style = { ...plainStyle, width };
  const prompter = scriptedPrompter(['Pass', 'Yes']);
  const { ctx } = dieMenContext(prompter, askingNames(sideNames(state.rules.sides, style)), {
    style,
    mapLines: () => null,
    rows: 24,
  });
  await humanSource(ctx).decide(request, state);
  const message = prompter.asked.find((q) => /spend it on\?/.test(q.message))!.message;
  return { message, after: setsAfter(state, 'grey') };
}

describe("Die, Men!: 'spend it on?' names the sets to come as far as the terminal's width allows", () => {
  it('at 120 columns a long side name keeps its sets to come', async () => {
    const { message, after } = await spendQuestion(120);
    expect(after.split(' ').length).toBeGreaterThanOrEqual(4);
    expect(message).toContain(`(to come: ${after})`);
    // `? `, the question, a space and room for the answer within the line.
    expect(visibleWidth(message) + 2 + 1 + 8).toBeLessThanOrEqual(120);
  });

  it('at 80 columns the same question drops them rather than wrap', async () => {
    const { message } = await spendQuestion(80);
    expect(message).not.toContain('to come');
    expect(visibleWidth(message) + 2 + 1 + 8).toBeLessThanOrEqual(80);
  });
});
