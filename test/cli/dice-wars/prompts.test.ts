/**
 * The Dice Wars prompts with a scripted Prompter: only lawful choices (legal.ts) are offered, the
 * default pre-selected, attacks labelled with their exact odds, and with --dice the faces each
 * roll needs are asked (damage dice only for the hits the typed faces make).
 */
import type { PromptContext } from '../../../src/cli/dice-wars/prompts/context';
import { humanSource } from '../../../src/cli/dice-wars/prompts/humanSource';
import { attackLabel } from '../../../src/cli/dice-wars/prompts/promptAct';
import { sideNames } from '../../../src/cli/render/sideNames';
import { plainStyle } from '../../../src/cli/style';
import { attackOptions, actOptions, unactivated } from '../../../src/rulesets/dice-wars/legal';
import { diceWars } from '../../../src/rulesets/dice-wars/ruleset';
import type { BattleState } from '../../../src/rulesets/dice-wars/state';
import type { Decision } from '../../../src/rulesets/dice-wars/types';
import { ENTER, scriptedPrompter, type Answer } from '../../helpers/scriptedPrompter';
import { act, activate, begin, DAMAGE, faceSetup, first, play, roundOne } from './battle';

function ask(
  state: BattleState,
  answers: Answer[],
  o: { dice?: boolean; showRanges?: PromptContext['showRanges'] } = {},
) {
  const prompter = scriptedPrompter(answers);
  const ctx: PromptContext = {
    prompter,
    names: sideNames(faceSetup().sides, plainStyle),
    style: plainStyle,
    say: () => undefined,
    showMap: () => false,
    showRanges: o.showRanges ?? (() => undefined),
    boardRows: () => '',
    dice: o.dice ?? false,
    hotSeat: false,
  };
  const decision = humanSource(ctx).decide(state.awaiting!, state) as Promise<Decision>;
  return { prompter, decision };
}

const applies = (s: BattleState, d: Decision) => {
  const r = diceWars.apply(s, d);
  expect(r.ok).toBe(true);
  return r.ok ? r.value : null;
};

const start = () => begin(faceSetup()).state;
const gunActing = () => play(start(), ...first(6, 1), activate('red', 'gun')).state;

describe('Dice Wars prompts', () => {
  it('roll-off: Enter rolls with the battle dice; --dice asks one d6 face and refuses others', async () => {
    const plain = ask(start(), []);
    expect(await plain.decision).toEqual({ kind: 'roll', side: 'red' });
    expect(plain.prompter.asked[0]!.kind).toBe('pause');
    const typed = ask(start(), ['7', '1 2', '4'], { dice: true });
    expect(await typed.decision).toEqual({ kind: 'roll', side: 'red', faces: [4] });
    expect(typed.prompter.asked[0]!.refused).toHaveLength(2);
  });

  it('activate: the units not yet activated, with their dice, the first the default; idling the rest is confirmed', async () => {
    const s = play(start(), ...first(6, 1)).state;
    const { prompter, decision } = ask(s, ['tank']);
    expect(await decision).toEqual({ kind: 'activate', side: 'red', unit: 'tank' });
    const q = prompter.asked[0]!;
    expect(q.choices).toHaveLength(unactivated(s, 'red').length + 1);
    expect(q.choices[0]).toContain('gun at 10,10: 6 dice (2 Core, ranged 4)');
    expect(q.initial).toContain('gun at 10,10');
    expect(q.choices[q.choices.length - 1]).toContain('the rest do nothing');
    // Ending the round asks first, No pre-selected: Enter goes back to the list.
    const rest = ask(s, ['end the round', ENTER, 'end the round', 'Yes']);
    expect(await rest.decision).toEqual({ kind: 'activate', side: 'red', unit: null });
    expect(rest.prompter.asked.map((a) => a.initial)).toEqual([
      expect.stringContaining('gun'),
      'No, back to the list',
      expect.stringContaining('gun'),
      'No, back to the list',
    ]);
  });

  it('act: moves (the first the default), exactly the lawful attacks with their odds, end (confirmed)', async () => {
    const s = gunActing();
    const { prompter, decision } = ask(s, ['end the activation', 'Yes']);
    expect(await decision).toEqual({ kind: 'act', side: 'red', action: { type: 'end' } });
    const q = prompter.asked[0]!;
    expect(q.initial).toBe('free move (up to 6")');
    expect(q.choices[q.choices.length - 1]).toContain('end the activation (2 actions unused)');
    expect(prompter.asked[1]!.message).toMatch(/^gun: end the activation with things still to do\?/);
    const attacks = attackOptions(s, s.units[0]!, s.activation!);
    expect(q.choices.filter((c) => c.includes(' at Blue '))).toHaveLength(attacks.length);
    // Ranged 4 at the walker (Armor 2, behind the wall): one die at 3+ is 2/3 of a hit, each
    // hit a D3 (mean 2); cover takes the first damage; saves at 5+ keep 2/3 of the rest.
    const walker = q.choices.find((c) => c.startsWith('ranged (4 dice) at Blue walker'))!;
    expect(walker).toContain('1 at 3+ → 0.7 hits');
    // markers: P(hit) x E[D3 - 1] = 2/3 x 1 = 0.667; after 5+ saves 2/3 of that = 0.444.
    // At 80 columns the label leaves out the markers to fit the line; a wider screen has them.
    expect(walker).toContain('0.7 hits, 0.4 damage after saves');
    for (const c of q.choices) expect(c.length + 2).toBeLessThanOrEqual(80);
    const toWalker = attacks.find((a) => 'target' in a && a.target === 'walker' && a.type === 'equipment')!;
    const names = sideNames(faceSetup().sides, plainStyle);
    const wide = attackLabel(s, s.units[0]!, toWalker as Parameters<typeof attackLabel>[2], names, 120);
    expect(wide).toContain('0.7 markers, 0.4 damage after saves on average');
  });

  it('act: a move lists destinations with their cost, and back returns to the actions', async () => {
    const s = gunActing();
    const { prompter, decision } = ask(s, ['free move', '← back', 'Move action', '10,6 ']);
    const d = await decision;
    expect(d).toEqual({ kind: 'act', side: 'red', action: { type: 'move', to: ['10,6'] } });
    applies(s, d);
    const where = prompter.asked[3]!;
    const moves = actOptions(s).find((g) => g.type === 'move')!.actions;
    expect(where.choices).toHaveLength(moves.length + 2); // and "type the square", "← back"
    expect(where.choices).toContain('10,6   4"');
    expect(where.initial).toBe('stay put');
  });

  it('act: Enter, Enter at a Move action spends nothing: staying is confirmed, then the nearest square is pre-selected', async () => {
    const s = gunActing();
    let shown = 0;
    const { prompter, decision } = ask(s, ['Move action', ENTER, ENTER, 'stay put', 'Yes'], {
      showRanges: () => void shown++,
    });
    expect(await decision).toEqual({ kind: 'act', side: 'red', action: { type: 'move', to: ['10,10'] } });
    const [, where, sure, again, sure2] = prompter.asked;
    expect(where!.initial).toBe('stay put');
    expect(sure!.message).toBe('gun: stay put, and spend a Core action?');
    expect(sure!.initial).toBe('No, back to the list');
    // After the No: the list again, its map drawn again above it, the nearest square pre-selected.
    expect(again!.message).toBe(where!.message);
    expect(again!.initial).toBe(where!.choices[2]);
    expect(again!.initial).not.toContain('stay');
    expect(shown).toBe(3); // at "What next?", at "move where?", and again after the No
    expect(sure2!.message).toBe(sure!.message);
  });

  it('act: with only attacks left, Enter fires none: the end is pre-selected and confirmed, No first', async () => {
    // The gun has made its free move and its one Move action: its last Core action can only shoot.
    const s = play(
      gunActing(),
      act('red', { type: 'freeMove', to: ['10,9'] }),
      act('red', { type: 'move', to: ['10,8'] }),
    ).state;
    const fits: unknown[] = [];
    const { prompter, decision } = ask(s, [ENTER, ENTER, 'ranged (4 dice) at Blue walker'], {
      showRanges: (_s, _r, fit) => void fits.push(fit),
    });
    const d = await decision;
    expect(d).toMatchObject({ kind: 'act', side: 'red', action: { type: 'equipment', target: 'walker' } });
    const [what, sure, again] = prompter.asked;
    expect(what!.choices[0]).toMatch(/^ranged \(4 dice\) at /);
    expect(what!.initial).toBe('end the activation (1 action unused)');
    expect(sure!.message).toBe('gun: end the activation with things still to do?');
    expect(sure!.initial).toBe('No, back to the list');
    expect(again!.message).toBe(what!.message);
    expect(again!.initial).toBe(what!.initial);
    // Its map drawn again above the list asked again: the two answered lines pushed its top off.
    expect(fits).toEqual([
      expect.not.objectContaining({ again: true }),
      expect.objectContaining({ again: true }),
    ]);
  });

  it('act: the move questions read right after a plural name or a singular one (no "it", no "its")', async () => {
    const one = ask(gunActing(), [
      'Move action',
      'type the square',
      'back',
      'Move action',
      'stay put',
      'Yes',
    ]);
    await one.decision;
    const squad = play(start(), ...first(1, 6), activate('blue', 'scouts')).state;
    const many = ask(squad, ['Move action', 'type the square', 'back', 'Move action', 'stay put', 'Yes']);
    await many.decision;
    const said = (p: typeof one.prompter) => p.asked.flatMap((q) => [q.message, ...q.choices]);
    expect(one.prompter.asked[1]!.message).toBe('gun: move where?');
    expect(one.prompter.asked[2]!.message).toBe('gun: to which square? (col,row; Enter: back)');
    expect(many.prompter.asked[1]!.message).toBe('scouts: move the first model where?');
    expect(many.prompter.asked[2]!.message).toBe("scouts: the first model's square? (col,row; Enter: back)");
    expect(many.prompter.asked[4]!.initial).toBe('stay put');
    for (const line of [...said(one.prompter), ...said(many.prompter)])
      expect(line).not.toMatch(/\bits?\b|\bit is\b/);
  });

  it('act: a free move that stays is confirmed too, in its own words', async () => {
    const { prompter, decision } = ask(gunActing(), ['free move', ENTER, 'Yes']);
    expect(await decision).toEqual({ kind: 'act', side: 'red', action: { type: 'freeMove', to: ['10,10'] } });
    expect(prompter.asked[2]!.message).toBe('gun: stay put, and give up the free move?');
  });

  it('act: a typed square left empty, or back, returns to the actions, spending nothing', async () => {
    const s = gunActing();
    const { prompter, decision } = ask(s, [
      'Move action',
      'type the square',
      ENTER,
      'Move action',
      'type the square',
      'back',
      'free move',
      '10,6',
    ]);
    expect(await decision).toEqual({ kind: 'act', side: 'red', action: { type: 'freeMove', to: ['10,6'] } });
    expect(prompter.asked.map((q) => q.kind)).toEqual([
      'select',
      'select',
      'input',
      'select',
      'select',
      'input',
      'select',
      'select',
    ]);
    expect(prompter.asked[2]!.message).toBe('gun: to which square? (col,row; Enter: back)');
    expect(prompter.asked[3]!.message).toBe(prompter.asked[0]!.message);
  });

  it('act: a move may be typed as its square, asked again with the reason and the nearest squares it can reach', async () => {
    const s = gunActing();
    const typed = ['free move', 'type the square', 'ten', '99,99', '10,20', '(10, 7)'];
    const { prompter, decision } = ask(s, typed);
    expect(await decision).toEqual({ kind: 'act', side: 'red', action: { type: 'freeMove', to: ['10,7'] } });
    const leads = actOptions(s)
      .find((g) => g.type === 'freeMove')!
      .actions.map((a) => ('to' in a ? a.to[0]! : ''));
    const [badly, offTable, tooFar] = prompter.asked[2]!.refused!;
    expect(badly).toBe(`write the square as col,row, such as ${leads[0]}`);
    expect(offTable).toMatch(/^99,99 is not on the table; nearest in reach: \d+,\d+ {2}\d+,\d+ {2}\d+,\d+$/);
    // The gun stands on 10,10 with a 6" move: 10,20 is 10" away, and the reachable squares
    // nearest 10,20 are the ones furthest down the table toward it.
    // Too long for one line under inquirer's `> ` at 80 columns: the squares go on a line of their own.
    expect(tooFar).toMatch(/^10,20: the way there is 10", more than its 6" move;\n {2}nearest in reach: /);
    for (const refusal of [badly, offTable, tooFar])
      for (const line of refusal!.split('\n')) expect(`> ${line}`.length).toBeLessThanOrEqual(80);
    const near = tooFar!.split('nearest in reach: ')[1]!.split('  ');
    expect(near).toHaveLength(3);
    for (const c of near) expect(leads).toContain(c);
    const rowOf = (c: string) => Number(c.split(',')[1]);
    const deepest = Math.max(...leads.filter((c) => c.startsWith('10,')).map(rowOf));
    expect(near[0]).toBe(`10,${deepest}`);
  });

  it('act --dice: the hit faces, then a D3 damage face for each hit they made', async () => {
    const s = gunActing();
    const { prompter, decision } = ask(s, ['ranged (4 dice) at Blue walker', '5', '6'], { dice: true });
    const d = await decision;
    expect(d).toEqual({
      kind: 'act',
      side: 'red',
      action: { type: 'equipment', piece: 0, target: 'walker', dice: { hit: [5], damage: [6] } },
    });
    expect(prompter.asked.map((q) => q.kind)).toEqual(['select', 'input', 'input']);
    const miss = ask(s, ['ranged (4 dice) at Blue walker', '2'], { dice: true });
    expect((await miss.decision) as unknown).toMatchObject({ action: { dice: { hit: [2] } } });
    expect(miss.prompter.asked).toHaveLength(2);
  });

  it('save: Enter rolls; --dice asks one face per marker', async () => {
    const s = roundOne().state;
    expect(s.awaiting).toMatchObject({ kind: 'save', unit: 'tank', dice: 1, need: 4 });
    const plain = ask(s, []);
    expect(await plain.decision).toEqual({ kind: 'save', side: 'red' });
    expect(plain.prompter.asked[0]!.message).toMatch(/press Enter to roll 1 armour save at 4\+$/);
    expect(await ask(s, ['3'], { dice: true }).decision).toEqual({ kind: 'save', side: 'red', faces: [3] });
  });

  it('damage: the sensible choice by default, or the dice picked one by one from what is left', async () => {
    const s = roundOne(DAMAGE.slice(0, 1)).state;
    expect(s.awaiting).toMatchObject({ kind: 'damage', unit: 'tank', count: 1 });
    const fallback = diceWars.defaultDecision(s, s.awaiting!);
    const plain = ask(s, [ENTER]);
    expect(await plain.decision).toEqual(fallback);
    expect(plain.prompter.asked[0]!.initial).toContain('the sensible choice');
    expect(plain.prompter.asked[0]!.message).toMatch(/ loses 1 die: which\?$/);
    const chosen = ask(s, ['choose', 'Core']);
    const d = await chosen.decision;
    expect(d).toEqual({ kind: 'damage', side: 'red', remove: ['core'] });
    expect(chosen.prompter.asked[1]!.choices).toEqual([
      'Core (2 left)',
      'Armor (3 left)',
      'ranged #0 (2 left)',
    ]);
    applies(s, d);
  });

  it('damage to a squad: members by their squares', async () => {
    const s = roundOne(DAMAGE.slice(0, 2)).state;
    expect(s.awaiting).toMatchObject({ kind: 'damage', unit: 'scouts', squad: true, count: 1 });
    const { prompter, decision } = ask(s, ['choose', 'the member at 10,18']);
    const d = await decision;
    expect(d).toEqual({ kind: 'damage', side: 'blue', members: ['10,18'] });
    expect(prompter.asked[1]!.choices).toHaveLength(3);
    expect(prompter.asked[0]!.message).toMatch(/ loses 1 member: which\?$/);
    expect(prompter.asked[0]!.choices[0]).toMatch(/^the sensible choice: 1 member at \d+,\d+$/);
    applies(s, d);
  });
});
