/**
 * Die, Men!'s Free Movement question at 80 columns (src/cli/die-men/prompts/promptFree.ts). Played
 * at 80x24 on harrow-down, a free move left `✔ The Greycloaks: Free Movement, into open,
 * unthreatened hexes. Move? 9,1 →…`: where the units went was cut off. The answer left on screen
 * is now the move itself, and the question is short enough for it beside a 26-character name.
 * Since round five the move is asked in two steps (which hex, then where to), each answer kept whole:
 * one list of every move ran to about 30 entries, and typing `3,3` filled in a whole long entry.
 */
import { readFileSync } from 'node:fs';
import { promptFree } from '../../../src/cli/die-men/prompts/promptFree';
import { sideNames } from '../../../src/cli/die-men/render/names';
import { visibleWidth } from '../../../src/cli/layout/wrap';
import { fitAnswer } from '../../../src/cli/prompts/answerLine';
import { typedPicks } from '../../../src/cli/prompts/typedPick';
import type { Choice, Prompter } from '../../../src/cli/prompts/prompter';
import { askingNames } from '../../../src/cli/render/sideNames';
import { plainStyle } from '../../../src/cli/style';
import { dieMen, legalFreeMoves, type BattleState } from '../../../src/rulesets/die-men';
import { loadDieMenScenario, toBattleSetup } from '../../../src/rulesets/die-men/scenario';
import { dieMenContext } from '../../helpers/dieMenContext';

const FILE = 'scenarios/harrow-down.yaml';

function opening(): BattleState {
  const loaded = loadDieMenScenario(readFileSync(FILE, 'utf8'), FILE);
  if (!loaded.ok) throw new Error('bad scenario');
  const r = dieMen.init(toBattleSetup(loaded.value.scenario, { seed: 't1', defaultSeed: 't1' }));
  if (!r.ok) throw new Error('no start');
  return r.value.state;
}

/** Takes the first hex, its first destination, all its units, then ends (confirmed); keeps each question. */
function firstMoveThenEnd() {
  const asked: { message: string; choices: readonly Choice<unknown>[] }[] = [];
  let selects = 0;
  const prompter: Prompter = {
    select: async <T>(message: string, choices: readonly Choice<T>[]) => {
      asked.push({ message, choices });
      selects++;
      // The first hex (under the end); its first destination (under `← back`); the end; "Yes".
      if (selects === 1) return choices.find((c) => /^\d/.test(c.name))!.value;
      if (selects === 2) return choices[1]!.value;
      if (selects === 3) return choices.find((c) => c.name.startsWith('done'))!.value;
      return choices.find((c) => c.name === 'Yes')!.value;
    },
    number: async (_m, _min, _max, initial) => initial,
    input: async (_m, _v, initial) => initial ?? '',
    pause: async () => undefined,
    secretly: (run) => run(),
  };
  return { prompter, asked };
}

/** The answered line as inquirerPrompter leaves it, within 80 columns, the answer uncut. */
function answeredFits(message: string, short: string): void {
  const left = fitAnswer(message, short, 80);
  expect(left).toBe(short);
  expect(visibleWidth(`✔ ${message} ${left}`)).toBeLessThanOrEqual(80);
}

describe('the Free Movement questions at 80 columns', () => {
  const s = opening();
  for (const name of ['The Greycloaks', 'The Most Honourable Company of Greycloak Pikemen']) {
    it(`ask the hex, then where to, each answer whole on its line (${name})`, async () => {
      const sides = s.rules.sides.map((x) => (x.id === 'grey' ? { ...x, name } : x));
      const { prompter, asked } = firstMoveThenEnd();
      const { ctx } = dieMenContext(prompter, askingNames(sideNames(sides, plainStyle)), { rows: 24 });
      const first = legalFreeMoves(s, 'grey')[0]!;
      const none = { kind: 'free', side: 'grey', moves: [] } as const;
      const d = await promptFree({ kind: 'free', side: 'grey', round: 1 } as never, s, ctx, none);
      expect(d.kind === 'free' && d.moves[0]).toMatchObject({ from: first.from, to: first.to });
      const [hex, into] = asked as [(typeof asked)[0], (typeof asked)[0]];
      expect(hex.message).toMatch(/: free move from which hex\?$/);
      // The end heads the list (pre-selected, in sight on the page), the hexes under it.
      expect(hex.choices[0]!.name).toBe('no free moves');
      expect(hex.choices[1]!.name).toMatch(new RegExp(`^${first.from}  .* may go \\(to \\d+ hex(es)?\\)$`));
      expect(hex.choices[1]!.short).toBe(first.from);
      answeredFits(hex.message, hex.choices[1]!.short!);
      expect(into.message).toMatch(new RegExp(`: free move from ${first.from} into which hex\\?$`));
      expect(into.choices[0]!.name).toBe('← back');
      expect(into.choices[1]!.short).toBe(first.to);
      answeredFits(into.message, into.choices[1]!.short!);
      // No entry wraps: each fits beside inquirer's pointer.
      for (const c of [...hex.choices, ...into.choices])
        expect(visibleWidth(`❯ ${c.name}`)).toBeLessThanOrEqual(80);
      // Typing a hex then Enter takes it (its first word names it alone): `3,3` had filled in a
      // whole move, `3,3 → 4,3  (7 infantry may go)`, wrapping the question's line.
      const names = hex.choices.map((c) => c.name);
      names.forEach((n, i) => {
        if (n.startsWith('↶') || !/^\d/.test(n)) return;
        expect(typedPicks(names, hex.choices[i]!.short!, i)).toBe(true);
      });
    });
  }
});
