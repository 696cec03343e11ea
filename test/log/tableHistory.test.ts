/**
 * The table history file: sealed lines read back, rolls numbered without gaps and seeded SEED.N,
 * a torn last line set aside, and any edit named by its line.
 */
import { sealLines } from '../../src/log/checksum';
import {
  parseTableHistory,
  rollSeed,
  tableHeader,
  tableStateOf,
  type TableEntry,
} from '../../src/log/tableHistory';

const roll = (n: number, args: string[], extra: object = {}): TableEntry => ({
  roll: n,
  seed: rollSeed('s1', n),
  args,
  at: '2026-11-25T19:00:00.000Z',
  shown: `${args[0]}: [1] = 1`,
  result: { total: n },
  ...extra,
});

function file(entries: readonly object[]): string {
  const header = tableHeader('s1', '0.1.0', 'rng@1');
  const { lines } = sealLines(header.sum, entries);
  return [header, ...lines].map((l) => `${JSON.stringify(l)}\n`).join('');
}

const read = (text: string) => parseTableHistory(text, 'h.jsonl');
const why = (text: string) => {
  const r = read(text);
  if (r.ok) throw new Error('read');
  return `${r.error.line}: ${r.error.message}`;
};

describe('a table history', () => {
  const entries = [
    roll(1, ['2d6+3'], { player: 'Anna' }),
    { save: 'attack', args: ['2d6+3'] },
    roll(2, ['2d6+3'], { name: 'attack' }),
    { save: 'attack', args: null },
    roll(3, ['6d', '-d', '3']),
  ];

  it('reads back what was written, and where the session stands', () => {
    const r = read(file(entries));
    expect(r.ok && r.value.entries).toEqual(entries);
    expect(r.ok && r.value.header.seed).toBe('s1');
    const state = r.ok ? tableStateOf(r.value) : null;
    expect(state).toEqual({
      saved: {},
      last: { args: ['6d', '-d', '3'], name: null },
      player: null,
      next: 4,
    });
  });

  it('sets a torn last line aside and says how much is whole', () => {
    const whole = file(entries);
    const r = read(`${whole}{"roll":4,"se`);
    expect(r.ok && r.value.torn).toBe(7);
    expect(r.ok && r.value.keptLength).toBe(whole.length);
    expect(r.ok && r.value.entries.length).toBe(5);
    const unended = read(whole.trimEnd());
    expect(unended.ok && unended.value.unterminated).toBe(true);
    expect(unended.ok && unended.value.keptLength).toBe(whole.length - 1);
  });

  it('names the line of an edit, a missing roll, a wrong seed, a broken header', () => {
    const lines = file(entries).split('\n');
    const edited = [...lines];
    edited[5] = edited[5]!.replace('"args":["6d"', '"args":["7d"');
    expect(why(edited.join('\n'))).toMatch(/^6: the history was edited here/);
    const missing = lines.filter((_, i) => i !== 1).join('\n');
    expect(why(missing)).toMatch(/^2: the history was edited here/);
    expect(why(file([roll(1, ['d6'], { seed: 'other' })]))).toMatch(
      /^2: roll 1 must be rolled from the seed s1\.1/,
    );
    expect(why(file([roll(1, ['d6']), roll(3, ['d6'])]))).toMatch(/^3: roll 3 where 2 was due/);
    expect(why(lines[0]!.replace('"s1"', '"s2"'))).toMatch(/^1: the header was changed/);
    expect(why('{"x":1}\n')).toMatch(/^1: not a diemen table history/);
    expect(why(`${lines[0]}\nnot json\n`)).toMatch(/^2: not a JSON line/);
  });
});
