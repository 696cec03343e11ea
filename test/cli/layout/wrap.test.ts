/** The shared wrapper (src/cli/layout/wrap.ts): widths, hanging indents, colours, and properties. */
import fc from 'fast-check';
import { cutAtWord, fit, flow, stripCodes, visibleWidth, wrap } from '../../../src/cli/layout/wrap';

const CYAN = '\u001b[36m';
const OFF = '\u001b[39m';

/** The words of some text, colour codes taken out: wrapping must keep them all, in order. */
const words = (text: string): string[] => stripCodes(text).split(/\s+/).filter(Boolean);

describe('visibleWidth', () => {
  it('counts colour codes as nothing and wide characters as two', () => {
    expect(visibleWidth(`${CYAN}Red Warband${OFF}`)).toBe(11);
    expect(visibleWidth('3×5 → 4,4')).toBe(9);
    expect(visibleWidth('城の戦い')).toBe(8);
    expect(visibleWidth('short\na longer line')).toBe(13);
  });
});

describe('wrap', () => {
  it('breaks at spaces, continuing with a hanging indent', () => {
    expect(wrap('Red Warband heavy infantry attacks Blue Warband conscripts', 30, 4)).toEqual([
      'Red Warband heavy infantry',
      '    attacks Blue Warband',
      '    conscripts',
    ]);
  });

  it('leaves a line that fits alone, spacing and all', () => {
    expect(wrap('log: x.jsonl   replay it', 80, 4)).toEqual(['log: x.jsonl   replay it']);
  });

  it('breaks a word longer than the line', () => {
    expect(wrap('see /a/very/long/path/to/a/file.yaml', 12, 2)).toEqual([
      'see',
      '  /a/very/lo',
      '  ng/path/to',
      '  /a/file.ya',
      '  ml',
    ]);
  });

  it('closes a colour at the end of a line and opens it again after the indent', () => {
    const lines = wrap(`${CYAN}one two three${OFF} four`, 12, 2);
    expect(lines).toEqual([`${CYAN}one two${OFF}`, `  ${CYAN}three${OFF} four`]);
  });

  it('never makes a line wider than asked, and keeps every word in order (property)', () => {
    const word = fc.oneof(
      fc.stringMatching(/^[a-z0-9,.:→×+-]{1,14}$/),
      fc.constantFrom('城の', 'Warband', `${CYAN}Red${OFF}`, `${CYAN}Blue Host${OFF}`),
    );
    fc.assert(
      fc.property(
        fc.array(word, { minLength: 0, maxLength: 40 }),
        fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 40, maxLength: 40 }),
        fc.integer({ min: 8, max: 120 }),
        fc.integer({ min: 0, max: 12 }),
        (ws, gaps, width, indent) => {
          const line = ws.map((w, i) => `${i ? ' '.repeat(gaps[i]!) : ''}${w}`).join('');
          const lines = wrap(line, width, indent);
          for (const l of lines) expect(visibleWidth(l)).toBeLessThanOrEqual(width);
          // A word broken across lines (longer than a line) joins up again.
          const joined = lines.map((l) => stripCodes(l).trim()).join(' ');
          expect(words(joined).join('')).toBe(words(line).join(''));
        },
      ),
    );
  });

  it('keeps whole words whole when each fits on a line (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-z]{1,10}$/), { minLength: 1, maxLength: 30 }),
        fc.integer({ min: 24, max: 100 }),
        (ws, width) => {
          const lines = wrap(ws.join(' '), width, 4);
          expect(lines.flatMap((l) => words(l))).toEqual(ws);
        },
      ),
    );
  });
});

describe('fit', () => {
  it('wraps only the lines that are too wide, four columns further in than they start', () => {
    const text = ['short line', `  ${'word '.repeat(20).trim()}`].join('\n');
    const out = fit(text, 40).split('\n');
    expect(out[0]).toBe('short line');
    expect(out.slice(1).every((l) => visibleWidth(l) <= 40)).toBe(true);
    expect(out[1]!.startsWith('  word')).toBe(true);
    expect(out[2]!.startsWith('      word')).toBe(true);
  });

  it('continues a "label   value" line under its value', () => {
    const out = fit(`dice    ${'10 '.repeat(30).trim()}`, 40).split('\n');
    expect(out[1]).toMatch(/^ {8}10 /);
    expect(out.every((l) => visibleWidth(l) <= 40)).toBe(true);
  });
});

describe('flow', () => {
  it('packs items onto lines no wider than asked', () => {
    expect(flow(['. open', '^ rough', '# impassable', 'h hill'], 19)).toEqual([
      '. open  ^ rough',
      '# impassable',
      'h hill',
    ]);
    expect(flow([`${CYAN}R Red${OFF}`, 'B Blue'], 13)).toEqual([`${CYAN}R Red${OFF}  B Blue`]);
  });
});

describe('cutAtWord', () => {
  it('leaves text that fits, and cuts longer text at a word with …', () => {
    expect(cutAtWord('end the activation', 18)).toBe('end the activation');
    expect(cutAtWord('end the activation (4 actions unused)', 24)).toBe('end the activation (4…');
    // No space in the second half of the room: the word is cut rather than leave under half.
    expect(cutAtWord('Geergutz-Crew-of-Mek-Shop', 10)).toBe('Geergutz-…');
    expect(cutAtWord(`${CYAN}Red Warband of the North${OFF}`, 12)).toBe('Red Warband…');
  });

  it('never gives more than the room, and keeps text that fits as it is', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), fc.integer({ min: 2, max: 40 }), (text, room) => {
        const cut = cutAtWord(text, room);
        expect(visibleWidth(cut)).toBeLessThanOrEqual(room);
        if (visibleWidth(text) <= room) expect(cut).toBe(text);
        else expect(cut.endsWith('…')).toBe(true);
      }),
    );
  });
});
