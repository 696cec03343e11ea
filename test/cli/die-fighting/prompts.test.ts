/**
 * The Die Fighting prompts with a scripted Prompter (the seam inquirer fills at a terminal): only
 * lawful choices are offered, the default pre-selected, the odds in the labels agree with the
 * rules' own, and with --dice the faces each roll needs are asked (the damage die only on a hit).
 */
import type { PromptContext } from '../../../src/cli/die-fighting/prompts/context';
import { actionLabel } from '../../../src/cli/die-fighting/prompts/actionLabel';
import { humanSource } from '../../../src/cli/die-fighting/prompts/humanSource';
import { squareRefusal } from '../../../src/cli/die-fighting/prompts/typedSquare';
import { pct } from '../../../src/cli/render/renderOdds';
import { sideNames } from '../../../src/cli/render/sideNames';
import { plainStyle } from '../../../src/cli/style';
import { hitOf } from '../../../src/rulesets/die-fighting/ai/value';
import { unitAt } from '../../../src/rulesets/die-fighting/board';
import { dieFightingGame } from '../../../src/rulesets/die-fighting/game';
import { actionOptions, moveOptions, unactivated } from '../../../src/rulesets/die-fighting/legal';
import type { BattleState } from '../../../src/rulesets/die-fighting/state';
import type { Decision } from '../../../src/rulesets/die-fighting/types';
import { ENTER, scriptedPrompter, type Answer, type Asked } from '../../helpers/scriptedPrompter';
import { setupOf } from '../../rulesets/die-fighting/helpers';
import { CHOREO, choreoSetup, play } from './battle';

function ask(state: BattleState, answers: Answer[], o: { dice?: boolean; then?: Answer } = {}) {
  const prompter = scriptedPrompter(answers, o.then);
  const said: string[] = [];
  const maps: BattleState[] = [];
  const ctx: PromptContext = {
    prompter,
    names: sideNames(choreoSetup().sides, plainStyle),
    style: plainStyle,
    say: (t) => said.push(t),
    showMap: (s) => maps.push(s) > 0,
    dice: o.dice ?? false,
    hotSeat: false,
  };
  const decision = humanSource(ctx).decide(state.awaiting!, state) as Promise<Decision>;
  return { prompter, said, maps, decision };
}

const stateAfter = (n: number) => play(choreoSetup(), CHOREO.slice(0, n)).state;
const applies = (s: BattleState, d: Decision) => expect(dieFightingGame.ruleset.apply(s, d).ok).toBe(true);

describe('Die Fighting prompts', () => {
  it("roll: Enter rolls with the battle's dice; --dice asks two d6 faces and refuses others", async () => {
    const s = stateAfter(2);
    expect(s.awaiting).toMatchObject({ kind: 'roll', purpose: 'initiative' });
    const plain = ask(s, []);
    expect(await plain.decision).toEqual({ kind: 'roll', side: 'red' });
    expect(plain.prompter.asked[0]).toMatchObject({
      kind: 'pause',
      message: expect.stringContaining('Enter to roll 2d6'),
    });
    const typed = ask(s, ['3', '7 2', '3 x', '3 5'], { dice: true });
    expect(await typed.decision).toEqual({ kind: 'roll', side: 'red', faces: [3, 5] });
    expect(typed.prompter.asked[0]!.refused).toHaveLength(3);
  });

  it('move: offers the units not yet activated (the first the default) and the rest stay, then their lawful squares', async () => {
    const s = stateAfter(5); // red has let its units stay; blue moves
    const side = s.awaiting!.side;
    const { prompter, decision, maps } = ask(s, [
      '0,3',
      '← back',
      '0,3',
      (q: Asked) => q.choices[q.choices.length - 2]!,
    ]);
    const d = await decision;
    expect(maps.length).toBeGreaterThan(0);
    const units = prompter.asked[0]!;
    expect(units.choices).toHaveLength(unactivated(s, side).length + 1);
    expect(units.initial).toBe(units.choices[1]);
    // The end comes first, above the units, so a short screen's page shows it (at 80x24 a list of
    // 8 units or more hid it below); the first unit is still pre-selected.
    expect(units.choices[0]).toMatch(/^end movement: the rest stay/);
    const where = prompter.asked[1]!;
    const u = unitAt(s, '0,3')!;
    const cells = moveOptions(s, u);
    expect(where.choices.map((c) => c.split(/\s+/)[0])).toEqual(['type', ...cells, '←']);
    expect(where.initial).toMatch(/^0,3\s+stay/);
    // Cheapest first: the costs shown never fall.
    const costs = where.choices.slice(1, -1).map((c) => Number(/cost (\d+)/.exec(c)?.[1] ?? 0));
    expect(costs).toEqual([...costs].sort((a, b) => a - b));
    expect(d).toEqual({ kind: 'move', side, unit: '0,3', to: cells[cells.length - 1] });
    applies(s, d);
  });

  it("move: Enter, Enter doesn't spend a unit's move where it stands: staying is confirmed", async () => {
    const s = stateAfter(5);
    const side = s.awaiting!.side;
    const stray = ask(s, ['0,3', ENTER, ENTER, ENTER]);
    const u = unitAt(s, '0,3')!;
    const nearest = moveOptions(s, u).find((c) => c !== '0,3');
    expect(await stray.decision).toEqual({ kind: 'move', side, unit: '0,3', to: nearest });
    expect(stray.prompter.asked[2]).toMatchObject({
      message: expect.stringMatching(/at 0,3: stay put, and spend the move\?$/),
      initial: 'No, back to the list',
    });
    expect(stray.prompter.asked[3]!.message).toMatch(/at 0,3: move where\?$/);
    // The unit's rows are drawn again above the list asked again: the No's lines pushed them up.
    const reachMaps = (said: string[]) => said.filter((t) => t.includes('+N a square it can move to'));
    expect(reachMaps(stray.said)).toHaveLength(2);
    expect(stray.said[stray.said.length - 1]).toBe(reachMaps(stray.said)[0]);
    const stays = ask(s, ['0,3', ENTER, 'Yes']);
    const d = await stays.decision;
    expect(d).toEqual({ kind: 'move', side, unit: '0,3', to: '0,3' });
    applies(s, d);
  });

  it('move: a square typed (Enter alone or back returns to the list; one out of reach is refused with the nearest)', async () => {
    const s = stateAfter(5);
    const side = s.awaiting!.side;
    const u = unitAt(s, '0,3')!;
    const cells = moveOptions(s, u);
    const far = cells[cells.length - 1]!;
    const [c, r] = far.split(',');
    const typed = ask(s, ['0,3', 'type', ENTER, 'type', 'back', 'type', 'x', '99,99', ` (${c}, ${r}) `]);
    expect(await typed.decision).toEqual({ kind: 'move', side, unit: '0,3', to: far });
    const asked = typed.prompter.asked;
    expect(asked[1]!.choices[0]).toBe('type the square…');
    expect(asked[1]!.initial).toMatch(/^0,3\s+stay/);
    // Enter alone, then back, each brought the list back (stay still pre-selected).
    expect(asked.map((q) => q.kind)).toEqual([
      'select',
      'select',
      'input',
      'select',
      'input',
      'select',
      'input',
    ]);
    expect(asked[3]!.initial).toMatch(/^0,3\s+stay/);
    // Each list asked again has the unit's rows drawn again right above it.
    expect(typed.said.filter((t) => t.includes('+N a square it can move to'))).toHaveLength(3);
    expect(asked[6]!.message).toMatch(/at 0,3: move to\? \(col,row; Enter: back\)$/);
    const [bad, off] = asked[6]!.refused;
    expect(bad).toMatch(/^write the square as col,row, such as \d+,\d+$/);
    expect(off).toMatch(
      /^99,99 is off the map \(0-\d+,0-\d+\);(\n {2}| )nearest in reach: \d+,\d+ {2}\d+,\d+ {2}\d+,\d+$/,
    );
    // Typing its own square is staying: confirmed as from the list.
    const own = ask(s, ['0,3', 'type', '0,3', ENTER, 'type', '0,3', 'Yes']);
    expect(await own.decision).toEqual({ kind: 'move', side, unit: '0,3', to: '0,3' });
    expect(own.prompter.asked[3]!.message).toMatch(/stay put, and spend the move\?$/);
  });

  it('move: a typed square is refused with its reason: taken, blocking, beyond the move', () => {
    const { state: s } = play(
      setupOf(['..B.............', '................', '................', '................'], {
        '0,0': { side: 'red', type: 'heavy-infantry' },
        '1,0': { side: 'red', type: 'conscripts' },
        '15,3': { side: 'blue', type: 'conscripts' },
      }),
      [],
    );
    const u = unitAt(s, '0,0')!;
    const cells = moveOptions(s, u);
    expect(squareRefusal(s, u, '1,0', cells)).toMatch(/^1,0 is taken by your conscripts; nearest in reach: /);
    expect(squareRefusal(s, u, '15,3', cells)).toMatch(/^15,3 is taken by the enemy's conscripts; nearest/);
    expect(squareRefusal(s, u, '2,0', cells)).toMatch(/^2,0 is blocking terrain; nearest in reach: /);
    const why = squareRefusal(s, u, '12,1', cells, 200);
    expect(cells).not.toContain('12,1');
    expect(why).toMatch(
      /^12,1 is beyond its move this turn; nearest in reach: \d+,\d+ {2}\d+,\d+ {2}\d+,\d+$/,
    );
    // Straight ahead first among squares as many moves away.
    const ahead = squareRefusal(s, u, '3,9', cells, 200).split('nearest in reach: ')[1]!.split(/\s+/);
    const lastRow = Math.max(...cells.map((c) => Number(c.split(',')[1])));
    const cols = cells.filter((c) => c.endsWith(`,${lastRow}`)).map((c) => Number(c.split(',')[0]));
    const straight = [...cols].sort((a, b) => Math.abs(a - 3) - Math.abs(b - 3) || a - b)[0]!;
    expect(straight).toBeGreaterThan(Math.min(...cols)); // reading order alone would name another
    expect(ahead[0]).toBe(`${straight},${lastRow}`);
    // The nearest really are the nearest: none left out is nearer than the farthest named.
    const named = why.split('nearest in reach: ')[1]!.split(/\s+/);
    const d = (a: string) => {
      const [x, y] = a.split(',').map(Number);
      return Math.max(Math.abs(x! - 12), Math.abs(y! - 1));
    };
    const worst = Math.max(...named.map(d));
    for (const c of cells.filter((x) => x !== u.at && !named.includes(x)))
      expect(d(c)).toBeGreaterThanOrEqual(worst);
  });

  it('combat: offers every lawful action with its odds, hold pre-selected', async () => {
    const s = stateAfter(7);
    const hc = unitAt(s, '2,1')!;
    const { prompter, decision } = ask(s, ['2,1', 'attack']);
    const d = await decision;
    const actions = prompter.asked[1]!;
    expect(actions.choices).toHaveLength(actionOptions(s, hc).length + 1);
    expect(actions.initial).toBe('hold');
    const li = unitAt(s, '2,2')!;
    expect(actions.choices.find((c) => c.startsWith('attack'))).toContain(`hit ${pct(hitOf(s, hc, li))}`);
    expect(d).toEqual({
      kind: 'combat',
      side: 'red',
      unit: '2,1',
      action: { type: 'attack', targets: ['2,2'] },
    });
    applies(s, d);
    // One Enter activates the first unit; letting the rest hold needs a Yes (No is pre-selected).
    const enter = ask(s, [ENTER, ENTER, 'Yes']);
    expect(await enter.decision).toMatchObject({ kind: 'combat', unit: expect.any(String) });
    // A stray Enter on "which action?" holds only after a Yes; a No puts the cursor on an action.
    const stray = ask(s, ['2,1', ENTER, ENTER, ENTER]);
    expect(await stray.decision).toMatchObject({ kind: 'combat', unit: '2,1', action: { type: 'attack' } });
    expect(stray.prompter.asked[2]).toMatchObject({
      message: 'heavy cavalry +captain at 2,1: hold, and do nothing?',
      initial: 'No, back to the list',
    });
    expect(stray.prompter.asked[3]!.message).toBe(stray.prompter.asked[1]!.message);
    expect(stray.said.filter((t) => t.includes('* an enemy it can attack'))).toHaveLength(2);
    expect(stray.prompter.asked[3]!.initial).toMatch(/^attack/);
    const rest = ask(s, ['end combat', ENTER, 'end combat', 'Yes']);
    expect(await rest.decision).toEqual({ kind: 'combat', side: 'red', unit: null });
    expect(rest.prompter.asked[1]!.initial).toBe('No, back to the list');
  });

  it('combat: an action label is cut to fit its list line (on average, then the side, then words)', () => {
    const s = stateAfter(7);
    const hc = unitAt(s, '2,1')!;
    const names = sideNames(choreoSetup().sides, plainStyle);
    const attack = actionOptions(s, hc).find((a) => a.type === 'attack')!;
    const whole = actionLabel(s, hc, attack, names, 200);
    expect(whole).toMatch(/damage \d+\.\d on average, destroys/);
    const cuts = [whole.length - 1, whole.length - 12, 40].map((w) => actionLabel(s, hc, attack, names, w));
    expect(cuts[0]).not.toContain('on average');
    expect(cuts[0]).toContain(names.name('blue'));
    expect(cuts[1]).not.toContain(names.name('blue'));
    expect(cuts[2]).toMatch(/^attack [a-z ]+ \d+\/\d+ at \d+,\d+: hit [\d.]+%, dmg \d+\.\d, kill [\d.]+%$/);
    for (const a of actionOptions(s, hc)) expect(actionLabel(s, hc, a, names).length).toBeLessThanOrEqual(78);
  });

  it("combat: a charge on a commander's unit at two-digit squares fits 78 columns: no commander, whole percentages", () => {
    // Played on df-stream: 'charge heavy infantry +captain 10/10 at 9,8 from 8,7: hit 23.92%, dmg
    // 1.5, kil' / 'l 5.98%' broke mid-word even terse.
    const row = '............';
    const { state: s } = play(
      setupOf(Array<string>(12).fill(row), {
        '5,4': { side: 'red', type: 'light-cavalry', commander: 'sergeant' },
        '10,10': { side: 'blue', type: 'heavy-infantry', commander: 'lieutenant' },
      }),
      [],
    );
    const lc = unitAt(s, '5,4')!;
    const names = sideNames(s.rules.sides, plainStyle);
    const label = actionLabel(s, lc, { type: 'charge', target: '10,10', to: '11,11' }, names);
    expect(label).toMatch(
      /^charge heavy infantry 10\/10 at 10,10 from 11,11: hit [<>]?\d+%, dmg \d+\.\d, kill [<>]?\d+%$/,
    );
    expect(label.length).toBeLessThanOrEqual(78);
    // With room, the commander is named.
    expect(actionLabel(s, lc, { type: 'charge', target: '10,10', to: '11,11' }, names, 120)).toContain(
      'heavy infantry +lieutenant 10/10 at 10,10',
    );
  });

  it('combat: a break away with no enemy holding it says so, not "beat all 0 holders"', () => {
    const { state: s } = play(
      setupOf(['....', '....', '....'], {
        '1,1': { side: 'red', type: 'light-cavalry' },
        '2,1': { side: 'blue', type: 'conscripts' },
      }),
      [],
    );
    const lc = unitAt(s, '1,1')!;
    const names = sideNames(s.rules.sides, plainStyle);
    expect(actionLabel(s, lc, { type: 'breakAway', to: '0,1' }, names)).toBe(
      'break away to 0,1: 100.00% (no enemy beside it holds it)',
    );
  });

  it('combat with --dice: attack, defence, and the damage die only when the faces hit', async () => {
    const s = stateAfter(7);
    const hit = ask(s, ['2,1', 'attack', '9 9', '5 4', '2 2', '21', '5'], { dice: true });
    const d = await hit.decision;
    expect(d).toMatchObject({ dice: { attack: [5, 4], defence: [[2, 2]], damage: [5] } });
    expect(hit.prompter.asked.filter((q) => q.kind === 'input').map((q) => q.refused.length)).toEqual([
      1, 0, 1,
    ]);
    expect(hit.prompter.asked[4]!.message).toContain('roll the d20');
    applies(s, d);
    const miss = ask(s, ['2,1', 'attack', '1 1', '6 6'], { dice: true });
    const m = await miss.decision;
    expect(m).toMatchObject({ dice: { attack: [1, 1], defence: [[6, 6]] } });
    expect((m as { dice: object }).dice).not.toHaveProperty('damage');
    expect(miss.said.join('\n')).toContain('no damage roll');
    applies(s, m);
  });

  it("break away with --dice asks the roll and each holder's", async () => {
    const s = stateAfter(8); // blue's light infantry, held by the heavy cavalry
    const { decision, prompter } = ask(s, ['2,2', 'break away to 3,3', '6 6', '1 1'], { dice: true });
    const d = await decision;
    expect(d).toEqual({
      kind: 'combat',
      side: 'blue',
      unit: '2,2',
      action: { type: 'breakAway', to: '3,3' },
      dice: { attack: [6, 6], defence: [[1, 1]] },
    });
    expect(prompter.asked[1]!.choices.filter((c) => c.startsWith('break away'))[0]).toMatch(
      /\d+\.\d\d% \(beat the holder\)/,
    );
    applies(s, d);
  });

  it('whole battles answered at random among what is offered: every answer is lawful', async () => {
    let x = 7;
    const pick: Answer = (q) => {
      // Park and Miller's generator: its products stay below 2^53, so every bit is kept. The
      // one before (x * 1103515245 + 12345) lost its low bits to rounding, so a list of 2, 4 or
      // 8 entries always got its first: 'type the square…' then Enter, forever.
      x = (x * 48271) % 2147483647;
      if (q.kind === 'input') return ENTER;
      return q.kind === 'select' ? q.choices[x % q.choices.length]!.trim().split(/\s{2,}/)[0]! : ENTER;
    };
    for (const seed of ['p1', 'p2']) {
      const state = dieFightingGame.ruleset.init({
        ...choreoSetup(),
        seed,
        options: { game: 'elimination', maxRounds: 6 },
      });
      if (!state.ok) throw new Error('setup');
      let s = state.value.state;
      let answered = 0;
      while (s.awaiting) {
        const d = await ask(s, [], { then: pick }).decision;
        const r = dieFightingGame.ruleset.apply(s, d);
        expect(r.ok).toBe(true);
        if (!r.ok) break;
        s = r.value.state;
        answered++;
      }
      expect(s.outcome).not.toBeNull();
      expect(answered).toBeGreaterThan(10);
    }
  });
});
