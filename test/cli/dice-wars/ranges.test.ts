/**
 * The overlay of the unit being commanded: the `·` squares (and terrain squares named under the
 * map) are exactly the move destinations the prompt lists, and each weapon's line names exactly
 * the targets the prompt offers it; `play` shows it before the action is asked for.
 */
import { battleView } from '../../../src/cli/dice-wars/battleView';
import type { PromptContext } from '../../../src/cli/dice-wars/prompts/context';
import { humanSource } from '../../../src/cli/dice-wars/prompts/humanSource';
import { renderMap, unitLetters } from '../../../src/cli/dice-wars/render/renderMap';
import { rangesOf, renderRanges, REACH } from '../../../src/cli/dice-wars/render/renderRanges';
import { sideNames } from '../../../src/cli/render/sideNames';
import { plainStyle } from '../../../src/cli/style';
import { actOptions } from '../../../src/rulesets/dice-wars/legal';
import type { BattleState } from '../../../src/rulesets/dice-wars/state';
import type { Decision } from '../../../src/rulesets/dice-wars/types';
import { scriptedPrompter, type Answer } from '../../helpers/scriptedPrompter';
import { act, activate, begin, faceSetup, first, play } from './battle';

const names = sideNames(faceSetup().sides, plainStyle);

function ask(state: BattleState, answers: Answer[]) {
  const prompter = scriptedPrompter(answers);
  const view = battleView((t) => prompter.transcript.push(t), names, plainStyle, { map: true });
  const ctx: PromptContext = {
    prompter,
    names,
    style: plainStyle,
    say: () => undefined,
    showMap: view.showMap,
    showRanges: view.showRanges,
    boardRows: view.boardRows,
    dice: false,
    hotSeat: false,
  };
  const decision = humanSource(ctx).decide(state.awaiting!, state) as Promise<Decision>;
  return { prompter, decision };
}

/** The squares the map marks with `·`, read back off its rows. */
function marked(map: string): Set<string> {
  const out = new Set<string>();
  const rows = map.split('\n').slice(1, 31);
  rows.forEach((line, r) => {
    [...line.slice(3, 33)].forEach((ch, c) => {
      if (ch === REACH) out.add(`${c},${r}`);
    });
  });
  return out;
}

/** The squares a prompt's destination list offers (staying and gathering leave the lead put). */
const listed = (choices: readonly string[]): Set<string> =>
  new Set(choices.map((c) => /^(\d+,\d+) /.exec(c)?.[1]).filter((c): c is string => c !== undefined));

/** The overlay's squares: the `·` ones and the terrain ones it names. */
function overlaySquares(s: BattleState): Set<string> {
  const ranges = rangesOf(s, actOptions(s));
  const letters = unitLetters(s, names);
  const map = renderMap(s, names, plainStyle, letters, new Set(ranges.moves));
  const text = renderRanges(s, ranges, names, plainStyle, letters);
  const climb = /onto terrain at ([\d, ]+)/.exec(text)?.[1] ?? '';
  return new Set([...marked(map), ...(climb.match(/\d+,\d+/g) ?? [])]);
}

async function destinations(s: BattleState): Promise<Set<string>> {
  const { prompter, decision } = ask(s, ['Move action', '← back', 'end']);
  await decision;
  return listed(prompter.asked[1]!.choices);
}

const start = () => begin(faceSetup()).state;
const gunActing = () => play(start(), ...first(6, 1), activate('red', 'gun')).state;
const walkerActing = () => play(start(), ...first(1, 6), activate('blue', 'walker')).state;

describe('Dice Wars overlay', () => {
  it("marks exactly the squares the prompt's move list offers (open ground)", async () => {
    const s = gunActing();
    const overlay = overlaySquares(s);
    expect(overlay.size).toBeGreaterThan(10);
    expect(overlay).toEqual(await destinations(s));
    expect(overlay.has('10,10')).toBe(false); // its own square: the model's letter stays
  });

  it('keeps terrain digits and models, naming terrain squares in reach under the map', async () => {
    const s = walkerActing();
    const ranges = rangesOf(s, actOptions(s));
    const map = renderMap(s, names, plainStyle, unitLetters(s, names), new Set(ranges.moves));
    expect(map.split('\n')[22]!.slice(3 + 12, 3 + 17)).toBe('.222.'.replace(/\./g, REACH));
    expect(map.split('\n')[21]!.slice(3 + 14, 3 + 15)).toBe('b');
    const text = renderRanges(s, ranges, names, plainStyle, unitLetters(s, names));
    expect(text).toContain('onto terrain at 13,21, 14,21, 15,21');
    expect(overlaySquares(s)).toEqual(await destinations(s));
    expect(map).toContain(`${REACH} where the unit being commanded can move`);
  });

  it("the move's line keeps to 80 columns with a long name: the side, then the unit left out", () => {
    // Played: `Foundry-Master Ottoline…: a move reaches 91 squares: · on the map; onto terrain`
    // wrapped `at 23,15` onto a line of its own.
    const s = walkerActing();
    const long = {
      ...s,
      units: s.units.map((u) =>
        u.id === 'walker' ? { ...u, name: 'Heavy Steam Walker Designated Number Forty-Two' } : u,
      ),
    };
    const text = renderRanges(
      long,
      rangesOf(long, actOptions(long)),
      names,
      plainStyle,
      unitLetters(long, names),
    );
    const line = text.split('\n')[0]!;
    expect(line).toMatch(/^A move reaches \d+ squares: · on the map; onto terrain at 13,21, 14,21, 15,21$/);
    expect(line.length).toBeLessThanOrEqual(80);
  });

  it('each usable weapon names exactly the targets the prompt offers it', async () => {
    for (const s of [gunActing(), walkerActing()]) {
      const text = renderRanges(s, rangesOf(s, actOptions(s)), names, plainStyle, unitLetters(s, names));
      const { prompter, decision } = ask(s, ['end']);
      await decision;
      const offered = prompter.asked[0]!.choices.filter(
        (c) => c.includes(' at Blue ') || c.includes(' at Red '),
      );
      for (const line of text.split('\n').filter((l) => /^ {4}\S/.test(l))) {
        const [weapon, targets] = line.trim().split(/ \d+"(?:-\d+")?: /) as [string, string];
        const shown = targets === 'none' ? [] : targets.split(', ').map((t) => t.slice(2));
        const prompted = offered
          .filter((c) => c.startsWith(`${weapon} at `))
          .map((c) => /at (.+?):/.exec(c)![1]);
        expect(shown).toEqual(prompted);
      }
      expect(offered.length).toBeGreaterThan(0);
    }
  });

  it('a used weapon drops out; with no Core action left, no attack is listed', () => {
    const s = play(
      gunActing(),
      act('red', { type: 'equipment', piece: 0, target: 'walker', dice: { hit: [1] } }),
    ).state;
    const once = renderRanges(s, rangesOf(s, actOptions(s)), names, plainStyle, unitLetters(s, names));
    expect(once).not.toContain('ranged (4 dice)');
    expect(once).toContain('Basic Melee 1": none');
    const spent = play(s, act('red', { type: 'move', to: ['10,7'] })).state;
    const none = renderRanges(
      spent,
      rangesOf(spent, actOptions(spent)),
      names,
      plainStyle,
      unitLetters(spent, names),
    );
    expect(none).toContain('no attack left this activation');
  });

  it('play: the rows of the map with the overlay come right above each action and move question', async () => {
    const s = gunActing();
    const { prompter, decision } = ask(s, ['Move action', '← back', 'end the activation', 'Yes']);
    await decision;
    const t = prompter.transcript;
    expect(t[0]).toMatch(/Red gun: a move reaches \d+ squares: /);
    expect(t[0]).toContain('ranged (4 dice) 18": a Blue scouts, b Blue walker');
    expect(t[1]).toMatch(/^\? gun: 2 Core actions left/);
    // Above the move question the key says the overlay (the targets were for the question before).
    expect(t[2]).toMatch(/· in reach \(\d+ squares\)/);
    expect(t[2]).not.toContain('can hit now');
    expect(t[3]).toMatch(/^\? gun: move where/);
    // Back at the actions: the map is shown above them again; ending is confirmed.
    expect(t[4]).toContain('Red gun: a move reaches');
    expect(t[5]).toMatch(/^\? gun: 2 Core actions left/);
    expect(t[6]).toMatch(/^\? gun: end the activation/);
  });
});
