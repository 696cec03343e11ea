/**
 * Before a spending, strategy or free-move question, `play`'s whole board is drawn only when it
 * fits above the question; else only the rows right above it (armyMap.ts, showBoardIfFits). Played
 * hot-seat at 80x24 on castle-siege (9 rows: the board takes 19 lines), both were drawn, and
 * the line of what the other side had just done went off the screen above them.
 */
import { readFileSync } from 'node:fs';
import { humanSource } from '../../../src/cli/die-men/prompts/humanSource';
import { sideNames } from '../../../src/cli/die-men/render/names';
import { plainStyle } from '../../../src/cli/style';
import { runBattle } from '../../../src/engine';
import { dieMen, type BattleState, type Request } from '../../../src/rulesets/die-men';
import { computerGeneral } from '../../../src/rulesets/die-men/ai';
import { loadDieMenScenario, toBattleSetup } from '../../../src/rulesets/die-men/scenario';
import { ENTER_PLAYING_ON, scriptedPrompter, type ScriptedPrompter } from '../../helpers/scriptedPrompter';
import { lastResult } from '../../../src/cli/die-men/prompts/lastResult';
import { linesAbove, screenLines } from '../../../src/cli/prompts/pickWindow';
import type { Event } from '../../../src/rulesets/die-men/events';
import { dieMenContext } from '../../helpers/dieMenContext';

const FILE = 'scenarios/castle-siege.yaml';

function firstRequest(kind: Request['kind']): { request: Request; state: BattleState } {
  const loaded = loadDieMenScenario(readFileSync(FILE, 'utf8'), FILE);
  if (!loaded.ok) throw new Error('bad scenario');
  let found: { request: Request; state: BattleState } | null = null;
  runBattle(
    dieMen,
    toBattleSetup(loaded.value.scenario, { seed: 'w1', defaultSeed: 'w1' }),
    computerGeneral({ seed: 'w1' }),
    {
      stopBefore: (r, s) => {
        if (r.kind !== kind) return false;
        found = { request: r as Request, state: s as BattleState };
        return true;
      },
    },
  );
  if (!found) throw new Error(`no ${kind} request`);
  return found;
}

function context(rows: number, answers: readonly string[]) {
  const said: string[] = [];
  const boards: BattleState[] = [];
  const { ctx } = dieMenContext(
    scriptedPrompter(answers, ENTER_PLAYING_ON),
    sideNames(
      [
        { id: 'margrave', name: "The Margrave's Host" },
        { id: 'garrison', name: 'Garrison of Kessel Keep' },
      ],
      plainStyle,
    ),
    {
      style: { ...plainStyle, width: 80 },
      rows,
      showMap: (s: BattleState) => {
        boards.push(s);
        return true;
      },
    },
    said,
  );
  return { ctx, said, boards };
}

describe("the whole board or the rows above the question, at 80x24's height", () => {
  const answers = { assign: ['Pass', 'Yes'], declare: ['Hold'], free: [] };
  for (const kind of ['assign', 'declare', 'free'] as const) {
    it(`${kind}: at 24 rows only the rows are drawn; at 60 the whole board`, async () => {
      const { request, state } = firstRequest(kind);
      const short = context(24, answers[kind]);
      await humanSource(short.ctx).decide(request as never, state);
      expect(short.boards).toHaveLength(0);
      // The rows above the question stand in for it.
      expect(short.said.join('\n')).toMatch(/^ {4}0 {4}1 {4}2/m);
      const tall = context(60, answers[kind]);
      await humanSource(tall.ctx).decide(request as never, state);
      expect(tall.boards).toHaveLength(1);
    });
  }
});

describe('the `last:` line: what the sets did since the last question, under the map', () => {
  it('spend it on?: the rows above it, then the line, all in 24 rows with the list', async () => {
    const { request, state } = firstRequest('assign');
    const c = context(24, ['Pass', 'Yes']);
    const [a, b] = Object.keys(state.occupants);
    const set = { id: 'x', side: 'garrison', width: 2, height: 10, rolledWidth: 2 };
    const events = [
      { type: 'attacked', set, from: a, to: b, spoiled: false, kills: 1 },
      { type: 'gate', at: '6,4', gate: 'drawbridge', change: 'broken', side: 'garrison' },
    ] as unknown as Event[];
    const last = lastResult(events, c.ctx.names, plainStyle, 80);
    expect(last).toBe(`last: 2×10 ${a} → ${b}: 1 killed; the drawbridge at 6,4 broken`);
    const ctx = { ...c.ctx, lastResult: () => last };
    await humanSource(ctx).decide(request as never, state);
    expect(c.said[c.said.length - 1]).toBe(last);
    const list = (ctx.prompter as ScriptedPrompter).asked[0]!.choices.length;
    expect(screenLines(c.said.join('\n'), 80)).toBeLessThanOrEqual(linesAbove(24, list));
  });
});
