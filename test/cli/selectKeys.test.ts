/**
 * A stray key at a list question must give no order. With inquirer's plain select, Esc (nothing
 * typed) jumped to the first entry: at Die, Men!'s Declare, Esc, Enter chose Deploy instead of the
 * Hold pre-selected (played at 80x24); later a digit jumped to the Nth entry. Lists are now our
 * `pick` question (pickPrompt.ts), driven here for real on a stand-in terminal.
 */
import { outcome, selectTyping } from '../helpers/standInTerminal';

const DECLARE = [
  { name: 'Deploy', value: 'deploy' },
  { name: 'Hold', value: 'hold' },
];
const MOVE = [
  { name: 'end movement: the rest stay (4)', value: 'end' },
  { name: '5,0   archers  4/4', value: 'archers' },
  { name: '7,1   conscripts  6/6', value: 'conscripts' },
];

const ask = <T>(choices: { name: string; value: T }[], initial: T, keys: string[]) =>
  selectTyping('which?', choices, initial, keys);

describe('a stray key at a list question', () => {
  it('Esc then Enter takes the pre-selected entry (Hold), not the first', async () => {
    expect((await ask(DECLARE, 'hold', ['\x1b', '\r'])).result).toBe('hold');
  });

  it('a letter naming nothing then Enter leaves the question waiting', async () => {
    expect((await ask(DECLARE, 'hold', ['x', '\r'])).result).toBe('waiting');
  });

  it('a letter starting an entry then Enter only fills it in ("e" is not "end movement")', async () => {
    const { result, t, asked } = await ask(MOVE, 'archers', ['e', '\r']);
    expect(result).toBe('waiting');
    expect(t.screen()).toContain('which? end');
    t.input.write('\r');
    expect(await outcome(asked)).toBe('end');
  });

  it('Backspace over a typo brings the cursor back to the pre-selected entry', async () => {
    expect((await ask(MOVE, 'conscripts', ['e', '\x7f', '\r'])).result).toBe('conscripts');
  });
});
