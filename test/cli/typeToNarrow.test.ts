/**
 * Typing at a list question, with inquirer running for real on a stand-in terminal. Played at
 * 80x24 before the change: at Die Fighting's "move where?", typing the square 6,4 moved the cursor
 * to the sixth entry (inquirer's select reads a digit as an entry's number), so Enter moved the unit
 * to 7,0. Now typed text narrows the list, Enter takes an entry only when the text names it alone,
 * and text that names nothing leaves the question waiting.
 */
import { outcome, selectTyping, typeKeys } from '../helpers/standInTerminal';

/** "move where?" as Die Fighting asks it: squares with their cost, the stay first. */
const SQUARES = [
  '6,1   stay',
  '5,2   cost 1',
  '6,0   cost 1',
  '6,2   cost 1',
  '7,0   cost 1',
  '16,4  cost 3',
  '6,4   cost 3',
];
const CHOICES = SQUARES.map((name) => ({ name, value: name.split(' ')[0]! }));

/** "move where?" asked with `keys` typed: one key at a time, each narrowing drawn before the next. */
const ask = (keys: readonly string[], choices = CHOICES, initial?: string) =>
  selectTyping('move where?', choices, initial, keys);

describe('typing at a list question narrows it', () => {
  it('a typed square then Enter takes that square, not the entry whose number was typed', async () => {
    expect((await ask(['6', ',', '4', '\r'])).result).toBe('6,4');
  });

  it('a square named by a longer one too (6,4 in 16,4) is still taken by its whole name', async () => {
    expect((await ask(['1', '6', ',', '4', '\r'])).result).toBe('16,4');
  });

  it('text that names no entry leaves the question waiting; Backspace and Enter then take the default', async () => {
    const { result, t, asked } = await ask(['9', ',', '9', '\r'], CHOICES, '6,0');
    expect(result).toBe('waiting');
    expect(t.screen()).toContain('nothing offered starts with that');
    await typeKeys(t.input, ['\x7f', '\x7f', '\x7f']);
    t.input.write('\r');
    expect(await outcome(asked)).toBe('6,0');
  });

  it('text naming several entries fills in the one under the cursor at Enter; a second Enter takes it', async () => {
    const { result, t, asked } = await ask(['6', ',', '\r']);
    expect(result).toBe('waiting');
    t.input.write('\r');
    expect(await outcome(asked)).toBe('6,1');
  });

  it('a word of the name narrows too: "cost 3" is typed as "cost 3"', async () => {
    const { result, t, asked } = await ask([...'cost 3', '\r']);
    // Two entries cost 3: the first is filled in, then taken.
    expect(result).toBe('waiting');
    t.input.write('\r');
    expect(await outcome(asked)).toBe('16,4');
  });

  it('Esc is no answer and moves nothing: Enter after it takes the pre-selected entry', async () => {
    expect((await ask(['\x1b', '\r'], CHOICES, '6,2')).result).toBe('6,2');
  });

  it('the arrows still move and Enter takes the entry under the cursor', async () => {
    expect((await ask(['\x1b[B', '\x1b[B', '\r'])).result).toBe('6,0');
  });
});
