/**
 * Dice Wars' `last:` line (src/cli/dice-wars/prompts/lastResult.ts): what the dice did since the
 * player was last asked, kept in sight inside "Activate which unit?"'s block at 80x24 when the
 * board drawn above the question pushes the full lines off the screen.
 */
import { lastResult } from '../../../src/cli/dice-wars/prompts/lastResult';
import { visibleWidth } from '../../../src/cli/layout/wrap';
import { linesAbove, screenLines } from '../../../src/cli/prompts/pickWindow';
import { sideNames } from '../../../src/cli/render/sideNames';
import { plainStyle } from '../../../src/cli/style';
import type { Event, UnitRef } from '../../../src/rulesets/dice-wars/events';
import { ENTER, scriptedPrompter } from '../../helpers/scriptedPrompter';
import { askAt } from './askAt';
import { begin, faceSetup, first, play } from './battle';
import { setupOf, unit } from '../../rulesets/dice-wars/battle';

const names = sideNames(faceSetup().sides, plainStyle);
const ref = (side: string, id: string): UnitRef => ({ side, id, name: id }) as UnitRef;
const rolled: Event = { type: 'firstRolled', round: 1, rolls: { red: 2, blue: 5 }, first: 'blue' };
const attack = (hits: number, target = 'gun'): Event =>
  ({
    type: 'attacked',
    round: 1,
    unit: ref('blue', 'walker'),
    weapon: { type: 'equipment', kind: 'ranged', dice: 1, piece: 0 },
    target: ref('red', target),
    attackers: 1,
    need: 4,
    hitFaces: [hits > 0 ? 5 : 2],
    hits,
    damageFaces: [],
    damage: hits,
    cover: 'none',
    markers: hits,
  }) as Event;
const moved: Event = {
  type: 'moved',
  round: 1,
  unit: ref('blue', 'walker'),
  free: true,
  from: ['14,20'],
  to: ['14,18'],
  leftCover: false,
};

describe('the last: line', () => {
  it('says the roll-off and each attack, not moves', () => {
    const text = lastResult([rolled, moved, attack(0), attack(1, 'tank')], names, plainStyle, 80);
    const blue = names.name('blue');
    // Two results fit the first line; the third, whole, goes to the second.
    expect(text!.split('\n')).toHaveLength(2);
    expect(text!.replace('\n', ' ')).toBe(
      `last: first activation to ${blue} (5 to 2); walker on gun: no hits; walker on tank: 1 hit, 1 marker`,
    );
  });

  it('at deployment: the roll-off for edges, the edge taken and each unit placed', () => {
    const deploying: Event[] = [
      { type: 'edgesRolled', rolls: { red: 2, blue: 6 }, winner: 'blue' },
      { type: 'edgeChosen', side: 'blue', edge: 'north', other: 'south' },
      { type: 'deployed', unit: ref('blue', 'walker'), at: ['14,2'] },
    ];
    const blue = names.name('blue');
    expect(lastResult(deploying, names, plainStyle, 80)!.replace('\n', ' ')).toBe(
      `last: roll-off for edges to ${blue} (6 to 2); the north edge to ${blue}; walker placed at 14,2`,
    );
  });

  it('is null when nothing was rolled', () => {
    expect(lastResult([moved], names, plainStyle, 80)).toBeNull();
  });

  it('keeps the newest results on two lines of 80 columns at most, older ones given way to …', () => {
    const many = [rolled, ...Array.from({ length: 12 }, (_, i) => attack(i % 2, `target-${i}`))];
    const text = lastResult(many, names, plainStyle, 80)!;
    const lines = text.split('\n');
    expect(lines).toHaveLength(2);
    for (const l of lines) expect(visibleWidth(l)).toBeLessThanOrEqual(80);
    expect(lines[0]).toMatch(/^last: … /);
    expect(text).toMatch(/walker on target-11: 1 hit, 1 marker$/);
    expect(text).not.toContain('first activation to');
  });
});

describe('"Activate which unit?" at 80x24 with a last: line', () => {
  it('the rows drawn, the last: line, the question and the list fit the screen', async () => {
    const s = play(begin(faceSetup()).state, ...first(6, 1)).state;
    const last = lastResult([rolled, attack(1)], names, plainStyle, 80);
    const { d, out } = await askAt(s, scriptedPrompter([ENTER]), names, { lastResult: () => last, rows: 24 });
    expect(d).toMatchObject({ kind: 'activate' });
    // The full table, the rows that fit, then the last: line right above the question.
    expect(out.at(-1)).toBe(last);
    const block = out.slice(-2).join('\n');
    // Two units and the end entry: the block fits above the list.
    expect(screenLines(block, 80)).toBeLessThanOrEqual(linesAbove(24, 3));
  });

  it('with more units than a page of the list, the board and the last: line still fit above it', async () => {
    // Eight red units: the list (eight, and the end) is longer than inquirer's page at 24 rows
    // (8), which a screen a line shorter would make 7: the board took one line too many and its
    // ruler scrolled off (played on dw-battle).
    const reds = Array.from({ length: 8 }, (_, i) => unit(`r${i}`, 'red', [`${2 + 4 * i},2`]));
    const setup = setupOf([...reds, unit('b', 'blue', ['20,40'])], {
      table: { cols: 40, rows: 44, pieces: [] },
    });
    const s = play(begin(setup).state, ...first(6, 1)).state;
    const last = lastResult([rolled, attack(1)], names, plainStyle, 80);
    const { out } = await askAt(s, scriptedPrompter([ENTER]), names, { lastResult: () => last, rows: 24 });
    expect(out.at(-1)).toBe(last);
    const block = out.slice(-2).join('\n');
    expect(block.split('\n')[0]).toMatch(/^ +0 +5 +10/); // the ruler
    expect(screenLines(block, 80)).toBeLessThanOrEqual(linesAbove(24, 9));
  });
});
