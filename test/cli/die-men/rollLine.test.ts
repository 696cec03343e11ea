/**
 * The roll line at 80 columns: on one line when it fits, else broken between its parts (the faces,
 * the sets, the waste), never inside one; every face, set and wasted die read back from the event.
 */
import fc from 'fast-check';
import { renderEvent } from '../../../src/cli/die-men/render/renderEvent';
import { stripCodes, visibleWidth } from '../../../src/cli/layout/wrap';
import { sideNames } from '../../../src/cli/render/sideNames';
import { plainStyle, type Style } from '../../../src/cli/style';
import { readSets } from '../../../src/dice/ore/readSets';
import type { Event } from '../../../src/rulesets/die-men/events';

const LONG = 'The Most Honourable Company of Greycloak Pikemen';
const names = (style: Style) =>
  sideNames(
    [
      { id: 'red', name: 'Red' },
      { id: 'banners', name: 'The Red Banners' },
      { id: 'grey', name: LONG },
    ],
    style,
  );

function rolled(side: string, faces: number[]): Extract<Event, { type: 'rolled' }> {
  const read = readSets(faces);
  const sets = read.sets.map((s, i) => ({ id: `s${i}`, side, ...s, rolledWidth: s.width }));
  return { type: 'rolled', round: 1, side, faces, source: 'rng', sets, waste: read.waste };
}

const render = (e: Event, style: Style = plainStyle) => stripCodes(renderEvent(e, names(style), style)!);
const wide = { ...plainStyle, width: 80 };

describe('the Die, Men! roll line at 80 columns', () => {
  it('stays one line when it fits', () => {
    const e = rolled('red', [4, 4, 1, 6, 2]);
    expect(render(e)).toBe('Red: rolls 5d: 4 4 1 6 2 → 2×4, waste 1 2 6');
  });

  it('puts what the dice made on its own line, the waste list whole', () => {
    // The case seen at 80x24: "…, waste 2 5 6" then "    8 9" on the next line.
    const e = rolled('red', [6, 10, 10, 1, 1, 2, 4, 4, 8, 9, 5, 1]);
    expect(render({ ...e, side: 'banners' }, wide).split('\n')).toEqual([
      'The Red Banners: rolls 12d: 6 10 10 1 1 2 4 4 8 9 5 1',
      '    → 3×1 2×10 2×4, waste 2 5 6 8 9',
    ]);
    // A name too long for the faces beside it: they go on a line of their own, whole.
    expect(render({ ...e, side: 'grey' }, wide).split('\n')).toEqual([
      `${LONG}: rolls 12d:`,
      '    6 10 10 1 1 2 4 4 8 9 5 1',
      '    → 3×1 2×10 2×4, waste 2 5 6 8 9',
    ]);
  });

  it('never breaks inside the faces, the sets or the waste, and fits every width', () => {
    const face = fc.integer({ min: 1, max: 10 });
    fc.assert(
      fc.property(
        fc.array(face, { minLength: 1, maxLength: 15 }),
        fc.constantFrom('red', 'banners', 'grey'),
        fc.integer({ min: 80, max: 120 }),
        (faces, side, width) => {
          const e = rolled(side, faces);
          const style = { ...plainStyle, width };
          const lines = render(e, style).split('\n');
          for (const l of lines) expect(visibleWidth(l)).toBeLessThanOrEqual(width);
          const text = lines.map((l) => l.trim());
          const name = side === 'red' ? 'Red' : side === 'banners' ? 'The Red Banners' : LONG;
          // Each part is whole on one line.
          expect(text.some((l) => l.includes(faces.join(' ')))).toBe(true);
          const sets = e.sets.length ? e.sets.map((s) => `${s.width}×${s.height}`).join(' ') : 'no sets';
          expect(text.some((l) => l.includes(`→ ${sets}`))).toBe(true);
          if (e.waste.length) expect(text.some((l) => l.includes(`waste ${e.waste.join(' ')}`))).toBe(true);
          expect(text[0]!.startsWith(`${name}: rolls ${faces.length}d:`)).toBe(true);
          // One line exactly when the whole roll fits.
          const one = `${name}: rolls ${faces.length}d: ${faces.join(' ')} → ${sets}${e.waste.length ? `, waste ${e.waste.join(' ')}` : ''}`;
          expect(lines.length === 1).toBe(one.length <= width);
        },
      ),
    );
  });

  it('keeps the side colour on a broken line', () => {
    const c = { ...plainStyle, enabled: true, side: (_i: number, s: string) => `\u001b[36m${s}\u001b[39m` };
    const e = rolled('grey', [6, 10, 10, 1, 1, 2, 4, 4, 8, 9, 5, 1]);
    const out = renderEvent(e, names(c), c)!;
    expect(out.split('\n')[0]).toContain(`\u001b[36m${LONG}\u001b[39m: rolls 12d:`);
    expect(visibleWidth(out)).toBeLessThanOrEqual(80);
  });
});
