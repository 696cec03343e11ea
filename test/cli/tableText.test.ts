/** What a table session prints of a roll: the one-line summary, the label, a history line. */
import { rollSummary, SHOWN_MAX } from '../../src/cli/table/rollSummary';
import { closingLines, historyLine, rollLabel } from '../../src/cli/table/tableText';
import type { TableRoll } from '../../src/log/tableHistory';

const ore = (over: object = {}) => ({
  pool: '4d+MD',
  rolled: [4, 9, 6, 7],
  dice: [4, 9, 6, 7, 9],
  expertDie: null,
  masterDie: 9,
  sets: [{ width: 2, height: 9 }],
  ...over,
});

describe('a roll in one line', () => {
  it('shows a pool as its dice, the Expert or Master Die once, and the sets read', () => {
    expect(rollSummary(ore(), 'ignored')).toBe('4d+MD: 4 9 6 7 MD 9 → 2×9');
    expect(rollSummary(ore({ pool: '6d+ED7', masterDie: null, expertDie: 7, sets: [] }), '')).toBe(
      '6d+ED7: 4 9 6 7 ED 7 → no set',
    );
    const vs = { ...ore({ pool: '3d', masterDie: null, sets: [] }), outcome: 'unopposed' };
    expect(rollSummary(ore({ vs }), '')).toBe('4d+MD: 4 9 6 7 MD 9 → 2×9; vs 3d: 4 9 6 7 (unopposed)');
  });

  it('shows ordinary dice as roll printed them, without colour, the reading or the seed', () => {
    const printed = 'reading 30d10 as ...\n\u001b[1m2d6+3: [3, 4]+3 = \u001b[1m10\u001b[22m\nseed: s.1\n';
    expect(rollSummary({ rolls: [] }, printed)).toBe('2d6+3: [3, 4]+3 = 10');
    expect(rollSummary({ rolls: [] }, 'd6: [1] = 1\nd6: [2] = 2\n')).toBe('d6: [1] = 1 · d6: [2] = 2');
    const long = rollSummary({ rolls: [] }, `${'x'.repeat(500)}\n`);
    expect(long).toHaveLength(SHOWN_MAX);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('a roll of the history', () => {
  const r: TableRoll = {
    roll: 3,
    seed: 's.3',
    args: ['2d6+3'],
    name: 'attack',
    player: 'Anna',
    at: new Date(2026, 10, 25, 19, 2).toISOString(),
    shown: '2d6+3: [3, 2]+3 = 8',
    result: {},
  };

  it('is labelled with its number, player, name and seed, and listed in one line fitted to the width', () => {
    expect(rollLabel(r)).toBe('#3 · Anna · attack · seed s.3');
    expect(rollLabel({ ...r, name: undefined, player: undefined })).toBe('#3 · seed s.3');
    expect(historyLine(r, 80)).toBe('#3 19:02 Anna: (attack) 2d6+3: [3, 2]+3 = 8');
    expect(historyLine(r, 20)).toBe('#3 19:02 Anna: (att…');
  });
});

describe('the last words of a session', () => {
  it('say how to sit down at the same table again, not how to check it', () => {
    expect(closingLines(1, 0, 'diemen-logs/t.jsonl')).toEqual([
      '1 roll at this table; to go on later:',
      '  diemen table --resume diemen-logs/t.jsonl',
    ]);
    expect(closingLines(3, 2, 'h.jsonl')[0]).toBe('3 rolls at this table, 2 saved; to go on later:');
    expect(closingLines(0, 1, 'h.jsonl')[0]).toBe('no rolls at this table, 1 saved; to go on later:');
  });

  it('offer nothing to go on with when nothing was rolled or saved, or nothing written down', () => {
    expect(closingLines(0, 0, 'h.jsonl')).toEqual(['no rolls at this table']);
    expect(closingLines(2, 0, null)).toEqual(['2 rolls at this table, not written down (--no-log)']);
  });
});
