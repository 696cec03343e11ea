/**
 * Die, Men!'s "spend it on?" at 80x24 (src/cli/die-men/prompts/promptAssign.ts). Played on
 * harrow-down with a long army name, the round's first set was asked with the full map and its
 * six-line key above it: its top rows had scrolled off, and when no unit had moved since the last
 * question nothing of the board was drawn at all. The rows that fit are now drawn right above it,
 * unless the board drawn last (its legend above it, one line of key under it) is in sight.
 */
import { readFileSync } from 'node:fs';
import { humanSource } from '../../../src/cli/die-men/prompts/humanSource';
import { sideNames } from '../../../src/cli/die-men/render/names';
import { renderBoard } from '../../../src/cli/die-men/render/renderBattleMap';
import { visibleWidth } from '../../../src/cli/layout/wrap';
import { linesAbove, screenLines } from '../../../src/cli/prompts/pickWindow';
import { askingNames } from '../../../src/cli/render/sideNames';
import { plainStyle } from '../../../src/cli/style';
import { dieMen, type BattleState, type Request } from '../../../src/rulesets/die-men';
import { loadDieMenScenario, toBattleSetup } from '../../../src/rulesets/die-men/scenario';
import { scriptedPrompter } from '../../helpers/scriptedPrompter';
import { dieMenContext } from '../../helpers/dieMenContext';

const FILE = 'scenarios/harrow-down.yaml';
const LONG = 'The Most Honourable Company of Greycloak Riders and Yeomanry';

/**
 * harrow-down with grey's long name, played by the rules' defaults up to grey's first set; `mixed`:
 * grey's hexes each hold a cavalry too, as an army of one's own does (the key then names them).
 */
function firstSet(mixed: boolean): { state: BattleState; request: Request } {
  const loaded = loadDieMenScenario(readFileSync(FILE, 'utf8'), FILE);
  if (!loaded.ok) throw new Error('bad scenario');
  const scenario = loaded.value.scenario;
  const withCavalry = (units: NonNullable<(typeof scenario.sides)[number]['units']>) =>
    Object.fromEntries(Object.entries(units).map(([k, n]) => [k, { infantry: n as number, cavalry: 1 }]));
  const sides = scenario.sides.map((x) =>
    x.id === 'grey' ? { ...x, name: LONG, ...(mixed ? { units: withCavalry(x.units!) } : {}) } : x,
  );
  const complications = { ...scenario.options.complications, unitTypes: ['cavalry' as const] };
  const options = mixed ? { ...scenario.options, complications } : scenario.options;
  const r = dieMen.init(toBattleSetup({ ...scenario, sides, options }, { seed: 't1', defaultSeed: 't1' }));
  if (!r.ok) throw new Error('no start');
  let state = r.value.state;
  for (;;) {
    const request = dieMen.pending(state)!;
    if (request.kind === 'assign' && request.side === 'grey') return { state, request };
    const next = dieMen.apply(state, dieMen.defaultDecision(state, request));
    if (!next.ok) throw new Error(next.error.message);
    state = next.value.state;
  }
}

/** What was said before the first question, with the map drawn (`drew`) or not by showMap. */
async function beforeSpending(drew: boolean) {
  const { state, request } = firstSet(drew);
  const said: string[] = [];
  let before: string[] = [];
  const names = askingNames(sideNames(state.rules.sides, plainStyle));
  const full = renderBoard(state.rules.grid, state.rules.terrain, state.occupants, names, plainStyle);
  const prompter = scriptedPrompter([
    (q) => {
      before = [...said];
      expect(q.message).toContain('spend it on?');
      return 'Pass';
    },
    'Yes',
  ]);
  const { ctx } = dieMenContext(
    prompter,
    names,
    {
      showMap: () => {
        if (drew) said.push(full);
        return drew;
      },
      // The full map just drawn counts as in sight only as far as its lines go (mapView.ts).
      mapLines: () => (drew ? screenLines(full, 80) : null),
      rows: 24,
    },
    said,
  );
  await humanSource(ctx).decide(request, state);
  return { before, list: prompter.asked[0]!.choices.length, full };
}

/** Map rows in a text: lines starting with a row number. */
const rowsOf = (text: string) =>
  text
    .split('\n')
    .map((l) => /^(\d+) /.exec(l)?.[1])
    .filter((r): r is string => r !== undefined);

describe("Die, Men!: the board above the round's first 'spend it on?' at 80x24", () => {
  it('no map drawn since the last question: the rows that fit, right above it', async () => {
    const { before, list } = await beforeSpending(false);
    expect(before).toHaveLength(1);
    expect(rowsOf(before[0]!).length).toBeGreaterThanOrEqual(3);
    expect(screenLines(before[0]!, 80)).toBeLessThanOrEqual(linesAbove(24, list));
    for (const line of before[0]!.split('\n')) expect(visibleWidth(line)).toBeLessThanOrEqual(80);
  });

  it('the board just drawn (its legend above it, one line of key) fits with the question: not drawn again', async () => {
    // Its key under the board had taken six lines (the long name on a line of its own, each mixed
    // stack spelled out), so the rows that fit were drawn a second time under it.
    const { before, list, full } = await beforeSpending(true);
    expect(full).toContain('& mixed types');
    expect(screenLines(full, 80)).toBeLessThanOrEqual(linesAbove(24, list));
    expect(before).toEqual([full]);
  });
});
