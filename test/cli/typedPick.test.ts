import { entriesTyped, fillIn, typedPicks } from '../../src/cli/prompts/typedPick';

const UNITS = [
  '↶ undo your last order (3,0 → 3,2)',
  'end movement: the rest stay (4)',
  '5,0   archers  4/4',
  '7,1   conscripts  6/6',
  '8,1   conscripts  6/6',
  '16,1  heavy cavalry +captain  20/20',
];

describe('entriesTyped: the entries typed text names', () => {
  it('nothing typed names every entry', () => {
    expect(entriesTyped(UNITS, '')).toEqual([0, 1, 2, 3, 4, 5]);
    expect(entriesTyped(UNITS, '   ')).toEqual([0, 1, 2, 3, 4, 5]);
  });
  it('names an entry by its start or the start of any word, in any case', () => {
    expect(entriesTyped(UNITS, 'CONSC')).toEqual([3, 4]);
    expect(entriesTyped(UNITS, 'undo')).toEqual([0]);
    expect(entriesTyped(UNITS, 'captain')).toEqual([5]);
    expect(entriesTyped(UNITS, 'heavy  cav')).toEqual([5]);
  });
  it('never names an entry by the middle of a word: 6,1 is not in 16,1, nor "rcher" in archers', () => {
    expect(entriesTyped(UNITS, '6,1')).toEqual([]);
    expect(entriesTyped(UNITS, 'rcher')).toEqual([]);
  });
  it('reads names without their colours', () => {
    expect(entriesTyped(['\u001b[1m5,0\u001b[22m archers'], '5,0 a')).toEqual([0]);
  });
});

describe('typedPicks: whether Enter takes the entry under the cursor', () => {
  it('with nothing typed, always', () => {
    expect(typedPicks(UNITS, '', 4)).toBe(true);
  });
  it('when the text is its whole name, or its first word of three characters or more', () => {
    expect(typedPicks(UNITS, '7,1   Conscripts 6/6', 3)).toBe(true);
    expect(typedPicks(UNITS, '16,1', 5)).toBe(true);
    expect(typedPicks(['6,4 cost 3', '6,4x'], '6,4', 0)).toBe(true);
  });
  it('not when the text only starts it, even naming it alone: one stray key gives no order', () => {
    expect(typedPicks(UNITS, 'e', 1)).toBe(false);
    expect(typedPicks(UNITS, 'arch', 2)).toBe(false);
    expect(typedPicks(['a archers', 'b bows'], 'a', 0)).toBe(false);
  });
  it('not by a first word another entry shares', () => {
    expect(typedPicks(['hold the line', 'hold fast'], 'hold', 0)).toBe(false);
  });
});

describe('fillIn: what a first Enter puts on the line', () => {
  it("the entry's first word when that names it, so the line stays short", () => {
    expect(fillIn(UNITS, 1)).toBe('end');
    expect(fillIn(UNITS, 3)).toBe('7,1');
    expect(fillIn(['archers: 4 points', 'light infantry (2 left): 8 points'], 0)).toBe('archers');
  });
  it('its whole name otherwise, which a second Enter then takes', () => {
    expect(fillIn(UNITS, 0)).toBe('↶ undo your last order (3,0 → 3,2)');
    expect(typedPicks(UNITS, fillIn(UNITS, 0), 0)).toBe(true);
    expect(fillIn(['hold the line', 'hold fast'], 1)).toBe('hold fast');
  });
});
