/**
 * Die, Men!'s split, gobble and typed-roll questions at 80 columns with a long side name (cut to
 * 26 characters in questions). Played at 80x24 with "The Most Honourable Company of Greycloak
 * Riders and Yeomanry": `split 4×10? (each part acts at its own width)` and `spend how many
 * gobble dice on it? (2 spoil it)` left answered lines past 80 columns that wrapped with no
 * indent (too little room left for inquirer to cut the answer), and `--dice`'s faces typed after
 * `roll 12d10 and type the faces (e.g. 3 7 7 10):` wrapped the same way.
 */
import { promptGobble } from '../../../src/cli/die-men/prompts/promptDefender';
import { promptRoll } from '../../../src/cli/die-men/prompts/promptRoll';
import { promptSplit } from '../../../src/cli/die-men/prompts/promptSplit';
import { sideNames } from '../../../src/cli/die-men/render/names';
import { visibleWidth } from '../../../src/cli/layout/wrap';
import { fitAnswer } from '../../../src/cli/prompts/answerLine';
import type { Choice, Prompter } from '../../../src/cli/prompts/prompter';
import { askingNames } from '../../../src/cli/render/sideNames';
import { plainStyle } from '../../../src/cli/style';
import type { BattleState, Decision } from '../../../src/rulesets/die-men';
import { dieMenContext } from '../../helpers/dieMenContext';

const LONG = 'The Most Honourable Company of Greycloak Riders and Yeomanry';

/** Each question with its choices (names and shorts); selects take the first, inputs `typed`. */
function context(side: string, typed = '') {
  const asked: { message: string; choices: readonly Choice<unknown>[] }[] = [];
  const said: string[] = [];
  const prompter: Prompter = {
    select: async <T>(message: string, choices: readonly Choice<T>[]) => {
      asked.push({ message, choices });
      return choices[0]!.value;
    },
    number: async (_m, _min, _max, initial) => initial,
    input: async (message) => {
      asked.push({ message, choices: [{ name: typed, value: typed }] });
      return typed;
    },
    pause: async () => undefined,
    secretly: (run) => run(),
  };
  const names = askingNames(
    sideNames(
      [
        { id: 'red', name: 'Red' },
        { id: 'grey', name: LONG },
      ],
      plainStyle,
    ),
  );
  const { ctx } = dieMenContext(prompter, names, { dice: true }, said);
  return { ctx, asked, said, side };
}

/** The widest line a question leaves at 80 columns, answered with any of its choices (as inquirer). */
const widest = (q: { message: string; choices: readonly Choice<unknown>[] }) =>
  Math.max(
    ...q.choices.map((c) => visibleWidth(`✔ ${q.message} ${fitAnswer(q.message, c.short ?? c.name, 80)}`)),
  );

const set = (side: string, width: number, height: number) =>
  ({ id: `${side}.${width}x${height}`, side, width, height, rolledWidth: width }) as never;
const state = { sets: {}, queue: [] } as unknown as BattleState;

describe("Die, Men!'s questions fit 80 columns beside a long side name", () => {
  for (const side of ['red', 'grey']) {
    it(`split (${side})`, async () => {
      const c = context(side);
      const request = { kind: 'split', side, round: 1, splittable: [set(side, 4, 10)] } as const;
      await promptSplit(request, state, c.ctx, { kind: 'split', side, splits: [] });
      const q = c.asked[0]!;
      expect(q.message).toContain('split 4×10?');
      expect(widest(q)).toBeLessThanOrEqual(80);
      expect([...c.said, q.message].join('\n')).toContain('its own width');
    });

    it(`gobble dice (${side})`, async () => {
      const c = context(side);
      const foe = side === 'red' ? 'grey' : 'red';
      const request = {
        kind: 'gobble',
        side,
        round: 1,
        at: '2,2',
        attack: { set: set(foe, 4, 9), from: '3,2' },
        eligible: [9, 10],
        toSpoil: 3,
      } as const;
      await promptGobble(request, state, c.ctx, { kind: 'gobble', side, dice: 0 } as Decision);
      const q = c.asked[0]!;
      expect(q.message).toContain('(3 spoil it)');
      expect(widest(q)).toBeLessThanOrEqual(80);
      expect(q.choices.map((x) => x.name)).toEqual([
        '0  keep them for later attacks',
        '1  cuts it to width 3',
        '2  cuts it to width 2',
      ]);
    });

    it(`typed faces with --dice (${side})`, async () => {
      const faces = '10 10 6 7 1 9 8 4 7 8 6 8';
      const c = context(side, faces);
      const d = await promptRoll({ kind: 'roll', side, round: 1, pool: 12 }, state, c.ctx, {
        kind: 'roll',
        side,
      });
      expect(d).toMatchObject({ faces: [10, 10, 6, 7, 1, 9, 8, 4, 7, 8, 6, 8] });
      const q = c.asked[0]!;
      // The input's line as typed: `? question faces`.
      expect(visibleWidth(`? ${q.message} ${faces}`)).toBeLessThanOrEqual(80);
      expect([...c.said, q.message].join('\n')).toMatch(/roll 12d10 and type the faces/);
      for (const line of c.said) expect(visibleWidth(line)).toBeLessThanOrEqual(80);
    });
  }
});
