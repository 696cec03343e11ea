/**
 * Die, Men!'s Free Movement question at 80 columns (src/cli/die-men/prompts/promptFree.ts). Played
 * at 80x24 on harrow-down, a free move left `✔ The Greycloaks: Free Movement, into open,
 * unthreatened hexes. Move? 9,1 →…`: where the units went was cut off. The answer left on screen
 * is now the move itself, and the question is short enough for it beside a 26-character name.
 */
import { readFileSync } from 'node:fs';
import type { PromptContext } from '../../../src/cli/die-men/prompts/context';
import { promptFree } from '../../../src/cli/die-men/prompts/promptFree';
import { sideNames } from '../../../src/cli/die-men/render/names';
import { visibleWidth } from '../../../src/cli/layout/wrap';
import { fitAnswer } from '../../../src/cli/prompts/answerLine';
import type { Choice, Prompter } from '../../../src/cli/prompts/prompter';
import { askingNames } from '../../../src/cli/render/sideNames';
import { plainStyle } from '../../../src/cli/style';
import { dieMen, legalFreeMoves, type BattleState } from '../../../src/rulesets/die-men';
import { loadDieMenScenario, toBattleSetup } from '../../../src/rulesets/die-men/scenario';

const FILE = 'scenarios/harrow-down.yaml';

function opening(): BattleState {
  const loaded = loadDieMenScenario(readFileSync(FILE, 'utf8'), FILE);
  if (!loaded.ok) throw new Error('bad scenario');
  const r = dieMen.init(toBattleSetup(loaded.value.scenario, { seed: 't1', defaultSeed: 't1' }));
  if (!r.ok) throw new Error('no start');
  return r.value.state;
}

/** Takes the first move, all its units, then ends (confirmed); keeps each question and its choices. */
function firstMoveThenEnd() {
  const asked: { message: string; choices: readonly Choice<unknown>[] }[] = [];
  let selects = 0;
  const prompter: Prompter = {
    select: async <T>(message: string, choices: readonly Choice<T>[]) => {
      asked.push({ message, choices });
      selects++;
      // The first move; then the end entry (last); then "Yes" to confirm it.
      if (selects === 1) return choices[0]!.value;
      if (selects === 2) return choices[choices.length - 1]!.value;
      return choices.find((c) => c.name === 'Yes')!.value;
    },
    number: async (_m, _min, _max, initial) => initial,
    input: async (_m, _v, initial) => initial ?? '',
    pause: async () => undefined,
    secretly: (run) => run(),
  };
  return { prompter, asked };
}

describe('the Free Movement question at 80 columns', () => {
  const s = opening();
  for (const name of ['The Greycloaks', 'The Most Honourable Company of Greycloak Pikemen']) {
    it(`leaves the move whole on its answered line (${name})`, async () => {
      const sides = s.rules.sides.map((x) => (x.id === 'grey' ? { ...x, name } : x));
      const { prompter, asked } = firstMoveThenEnd();
      const ctx = {
        prompter,
        names: askingNames(sideNames(sides, plainStyle)),
        style: plainStyle,
        say: () => undefined,
        showMap: () => false,
        showTable: () => undefined,
        dice: false,
        hotSeat: false,
        rows: 24,
      } as unknown as PromptContext;
      const first = legalFreeMoves(s, 'grey')[0]!;
      const none = { kind: 'free', side: 'grey', moves: [] } as const;
      const d = await promptFree({ kind: 'free', side: 'grey', round: 1 } as never, s, ctx, none);
      expect(d.kind === 'free' && d.moves[0]).toMatchObject({ from: first.from, to: first.to });
      const q = asked[0]!;
      const chosen = q.choices[0]!;
      expect(chosen.name).toContain('may go');
      expect(chosen.short).toBe(`${first.from} → ${first.to}`);
      // The answered line as inquirerPrompter leaves it: the move uncut, within 80 columns.
      const left = fitAnswer(q.message, chosen.short!, 80);
      expect(left).toBe(chosen.short);
      expect(visibleWidth(`✔ ${q.message} ${left}`)).toBeLessThanOrEqual(80);
    });
  }
});
