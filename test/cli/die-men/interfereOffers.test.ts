/**
 * Command Interference offers only rolls that could succeed (ruling 27; die-men.txt, "Command
 * Interference"). Played at 80x24 on harrow-down (scale 10: Tactics difficulty 5 or Strategy
 * difficulty 0) with an army whose pcSkills gave tactics only, the question offered `Strategy
 * 0d`: a roll of no dice, which can never make a set. A pool under two dice never makes one either,
 * and Command+Inspire under two dice never lowers the difficulty.
 */
import { describeDecision } from '../../../src/cli/die-men/prompts/undoText';
import { promptInterfere } from '../../../src/cli/die-men/prompts/promptComplications';
import { sideNames } from '../../../src/cli/die-men/render/names';
import { plainStyle } from '../../../src/cli/style';
import type { BattleState, PcSkills } from '../../../src/rulesets/die-men';
import { scriptedPrompter } from '../../helpers/scriptedPrompter';
import { readFileSync } from 'node:fs';
import { dieMen } from '../../../src/rulesets/die-men';
import { loadDieMenScenario, toBattleSetup } from '../../../src/rulesets/die-men/scenario';
import { linesAbove, screenLines } from '../../../src/cli/prompts/pickWindow';
import { dieMenContext } from '../../helpers/dieMenContext';

function ask(skills: PcSkills, hexes = ['3,0'], state = {} as BattleState, rows?: number) {
  const said: string[] = [];
  const prompter = scriptedPrompter([]);
  const { ctx } = dieMenContext(
    prompter,
    sideNames([{ id: 'grey', name: 'Grey' }], plainStyle),
    { ...(rows === undefined ? {} : { rows }) },
    said,
  );
  const request = {
    kind: 'interfere',
    side: 'grey',
    round: 1,
    hexes,
    checks: [
      { skill: 'Tactics', difficulty: 5 },
      { skill: 'Strategy', difficulty: 0 },
    ],
    skills,
  } as const;
  const none = { kind: 'interfere', side: 'grey', attempts: [] } as const;
  return { run: () => promptInterfere(request, state, ctx, none), prompter, said };
}

describe('Command Interference offers only rolls that could succeed', () => {
  it('no Strategy dice: Tactics alone offered, and the checks said name Tactics alone', async () => {
    const { run, prompter, said } = ask({ tactics: 4, strategy: 0, inspire: 0 });
    await run();
    expect(prompter.asked).toHaveLength(1);
    expect(prompter.asked[0]!.choices).toEqual(['no', 'Tactics 4d']);
    const shown = [...said, prompter.asked[0]!.message].join('\n');
    expect(shown).toContain('(Tactics difficulty 5)');
    expect(shown).not.toContain('Strategy');
  });

  it('one die of Strategy or of Command+Inspire makes no set: not offered', async () => {
    const { run, prompter } = ask({ tactics: 3, strategy: 1, inspire: 1 });
    await run();
    expect(prompter.asked[0]!.choices).toEqual(['no', 'Tactics 3d']);
  });

  it('both pools and Inspire of two dice or more: every roll offered, as before', async () => {
    const { run, prompter } = ask({ tactics: 3, strategy: 2, inspire: 2 });
    await run();
    expect(prompter.asked[0]!.choices).toEqual([
      'no',
      'Tactics 3d',
      'Tactics 3d, with Command+Inspire 2d',
      'Strategy 2d',
      'Strategy 2d, with Command+Inspire 2d',
    ]);
  });

  it('nothing that could succeed: nothing asked, no attempts', async () => {
    const { run, prompter } = ask({ tactics: 1, strategy: 0, inspire: 4 }, ['3,0', '5,5']);
    const d = await run();
    expect(prompter.asked).toHaveLength(0);
    expect(d).toEqual({ kind: 'interfere', side: 'grey', attempts: [] });
  });

  it("at 80x24 the board is drawn above the question, the character's hex framed", async () => {
    const FILE = 'scenarios/harrow-down.yaml';
    const loaded = loadDieMenScenario(readFileSync(FILE, 'utf8'), FILE);
    if (!loaded.ok) throw new Error('bad scenario');
    const r = dieMen.init(toBattleSetup(loaded.value.scenario, { seed: 't1', defaultSeed: 't1' }));
    if (!r.ok) throw new Error('no start');
    const { run, prompter, said } = ask({ tactics: 4, strategy: 0, inspire: 0 }, ['1,2'], r.value.state, 24);
    await run();
    expect(prompter.asked).toHaveLength(1);
    expect(said[0]).toMatch(/\+ ?G4\+/);
    expect(said[0]).toContain('+R3+ the player character');
    expect(screenLines(said.join('\n'), 80)).toBeLessThanOrEqual(linesAbove(24, 2));
  });
});

describe('the undo entry after Command Interference', () => {
  it('says what it takes back in words, not the request kind', () => {
    const none = { kind: 'interfere', side: 'grey', attempts: [] } as const;
    expect(describeDecision(none)).toBe('no Command Interference');
    const tried = { ...none, attempts: [{ at: '3,0', skill: 'Tactics' as const }] };
    expect(describeDecision(tried)).toBe('Command Interference in 3,0');
  });
});
