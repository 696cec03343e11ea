/**
 * The words of `diemen table`: rolls as `roll` takes them, saved names, again, players, and the
 * session's own words; bad lines are one Problem each.
 */
import fc from 'fast-check';
import { checkName, parseTableLine, rollArgs, splitWords, TABLE_WORDS } from '../../src/dice/table/tableLine';
import {
  afterRoll,
  emptyTable,
  oddsArgs,
  rollAsked,
  savedRoll,
  withSaved,
} from '../../src/dice/table/tableState';

const parsed = (line: string) => {
  const r = parseTableLine(line);
  if (!r.ok) throw new Error(`${line}: ${r.error.message}`);
  return r.value;
};
const refused = (line: string) => {
  const r = parseTableLine(line);
  if (r.ok) throw new Error(`${line} was taken as ${JSON.stringify(r.value)}`);
  return r.error;
};

describe('a roll line', () => {
  it('is the notation in one piece, then the options as typed', () => {
    expect(parsed('2d6+3')).toEqual({ kind: 'roll', args: ['2d6+3'] });
    expect(parsed('2d6 + 3')).toEqual({ kind: 'roll', args: ['2d6+3'] });
    expect(parsed('6d -d 3 --split 10=2+3')).toEqual({
      kind: 'roll',
      args: ['6d', '-d', '3', '--split', '10=2+3'],
    });
    expect(parsed('roll 5d6 --target 4')).toEqual({ kind: 'roll', args: ['5d6', '--target', '4'] });
    expect(parsed("'5d10>=7'")).toEqual({ kind: 'roll', args: ['5d10>=7'] });
    expect(parsed('-2d6 + 1')).toEqual({ kind: 'roll', args: ['-2d6+1'] });
    expect(parsed('d20')).toEqual({ kind: 'roll', args: ['d20'] });
    expect(parsed('dF')).toEqual({ kind: 'roll', args: ['dF'] });
    expect(parsed('12d')).toEqual({ kind: 'roll', args: ['12d'] });
  });

  it('refuses --seed: the session seeds every roll', () => {
    expect(refused('2d6 --seed x').code).toBe('table.seed');
    expect(refused('2d6 --seed=x').code).toBe('table.seed');
    expect(refused('attack --seed x').code).toBe('table.seed');
  });

  it('keeps quoted words whole and refuses an open quote', () => {
    expect(splitWords(`a 'b c' "d"`)).toEqual({ ok: true, value: ['a', 'b c', 'd'] });
    expect(refused(`roll '5d6>=4`).code).toBe('table.open-quote');
  });

  it('joins every word before the first option, and nothing after it', () => {
    const word = fc.stringMatching(/^[0-9d+]{1,5}$/);
    // Words after the first go on with an operator, as `2d6 + 3` does (two terms side by side are refused below).
    const more = fc.stringMatching(/^\+[0-9d+]{0,4}$/);
    const option = fc.constantFrom('--target', '-d', '--times', '--vs');
    fc.assert(
      fc.property(word, fc.array(more, { maxLength: 3 }), option, word, (head, rest, opt, value) => {
        const dice = [head, ...rest];
        const r = rollArgs([...dice, opt, value]);
        expect(r).toEqual({ ok: true, value: [dice.join(''), opt, value] });
      }),
    );
  });

  it('refuses two dice terms side by side, which joined would be another roll', () => {
    expect(refused('3d6 3d6')).toMatchObject({
      code: 'table.two-rolls',
      message: '"3d6 3d6": nothing between them; join them with + (3d6+3d6), or roll one a line',
    });
    expect(refused('2d6 3').code).toBe('table.two-rolls');
    expect(refused('12d 6d --vs 3d').code).toBe('table.two-rolls');
    // A modifier or a comparison after a space still belongs to the roll.
    expect(parsed('4d6 kh3')).toEqual({ kind: 'roll', args: ['4d6kh3'] });
    expect(parsed("5d6 '>=4'")).toEqual({ kind: 'roll', args: ['5d6>=4'] });
    expect(parsed('2d6 +3 -1')).toEqual({ kind: 'roll', args: ['2d6+3-1'] });
  });
});

describe('the session words', () => {
  it('reads saved rolls, again, players, history, odds, help and quit', () => {
    expect(parsed('save attack 2d6+3')).toEqual({ kind: 'save', name: 'attack', args: ['2d6+3'] });
    expect(parsed('save Attack')).toEqual({ kind: 'save', name: 'attack', args: [] });
    expect(parsed('save')).toEqual({ kind: 'saved' });
    expect(parsed('forget attack')).toEqual({ kind: 'forget', name: 'attack' });
    expect(parsed('attack')).toEqual({ kind: 'named', name: 'attack', extra: [] });
    expect(parsed('attack -d 2')).toEqual({ kind: 'named', name: 'attack', extra: ['-d', '2'] });
    expect(parsed('again')).toEqual({ kind: 'again', blank: false });
    expect(parsed('   ')).toEqual({ kind: 'again', blank: true });
    expect(parsed('# a comment')).toEqual({ kind: 'nothing' });
    expect(parsed('player Anna Lee')).toEqual({ kind: 'player', name: 'Anna Lee' });
    expect(parsed('player')).toEqual({ kind: 'player', name: null });
    expect(parsed('history 5')).toEqual({ kind: 'history', count: 5 });
    expect(parsed('history')).toEqual({ kind: 'history', count: null });
    expect(parsed('odds 2d6 --vs 8')).toEqual({ kind: 'odds', args: ['2d6', '--vs', '8'] });
    expect(parsed('HELP')).toEqual({ kind: 'help' });
    expect(parsed('quit')).toEqual({ kind: 'quit' });
  });

  it('labels one roll with a player: as NAME: roll, or as NAME roll', () => {
    expect(parsed('as Anna: 2d6')).toEqual({ kind: 'roll', args: ['2d6'], player: 'Anna' });
    expect(parsed('as Anna Lee: attack')).toEqual({
      kind: 'named',
      name: 'attack',
      extra: [],
      player: 'Anna Lee',
    });
    expect(parsed('as Bo again')).toEqual({ kind: 'again', blank: false, player: 'Bo' });
    expect(refused('as Anna: history').code).toBe('table.as-without-roll');
    expect(refused('as Anna:').code).toBe('table.as-without-roll');
    expect(refused('as : 2d6').code).toBe('table.bad-player');
  });

  it('refuses names that are dice or session words, and words after help or quit', () => {
    expect(refused('save d20 1d20').code).toBe('table.bad-name');
    expect(refused('save 2x 1d20').code).toBe('table.bad-name');
    for (const w of TABLE_WORDS) expect(checkName(w).ok).toBe(false);
    expect(checkName('dfire')).toEqual({ ok: true, value: 'dfire' });
    expect(refused('quit now').code).toBe('table.extra-words');
    expect(refused('history x').code).toBe('table.bad-history');
  });
});

describe('what a line asks of the session', () => {
  const saved = withSaved(emptyTable, 'attack', ['2d6+3']);

  it('fills in saved rolls, again and the player', () => {
    const state = { ...saved, player: 'Anna' };
    expect(rollAsked(state, { kind: 'named', name: 'attack', extra: ['--times', '2'] })).toEqual({
      ok: true,
      value: { args: ['2d6+3', '--times', '2'], name: 'attack', player: 'Anna' },
    });
    const after = afterRoll(state, { args: ['2d6+3'], name: 'attack', player: 'Anna' });
    expect(after.next).toBe(2);
    expect(rollAsked(after, { kind: 'again', blank: true, player: 'Bo' })).toEqual({
      ok: true,
      value: { args: ['2d6+3'], name: 'attack', player: 'Bo' },
    });
    expect(savedRoll(after, [])).toEqual({ ok: true, value: ['2d6+3'] });
  });

  it('says what is missing: an unknown name, nothing rolled yet; a blank line then does nothing', () => {
    const unknown = rollAsked(emptyTable, { kind: 'named', name: 'parry', extra: [] });
    expect(!unknown.ok && unknown.error.code).toBe('table.no-such-roll');
    const again = rollAsked(emptyTable, { kind: 'again', blank: false });
    expect(!again.ok && again.error.code).toBe('table.nothing-yet');
    expect(rollAsked(emptyTable, { kind: 'again', blank: true })).toEqual({ ok: true, value: null });
    expect(savedRoll(emptyTable, []).ok).toBe(false);
  });

  it('reads a saved name in odds, and forgets', () => {
    expect(oddsArgs(saved, ['Attack', '--vs', '9'])).toEqual(['2d6+3', '--vs', '9']);
    expect(oddsArgs(saved, ['3d6'])).toEqual(['3d6']);
    expect(withSaved(saved, 'attack', null).saved).toEqual({});
  });
});
