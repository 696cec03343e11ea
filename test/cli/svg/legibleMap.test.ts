/**
 * What keeps a map legible, piece by piece: the part of a big map shown and the cell size
 * (frame.ts), the edge numbers every few cells, label placement that never lands on a taken box
 * (placeLabels.ts), text widths from DejaVu Sans's own advances, and, through the renderer, a
 * crowded picture whose labels all keep apart, squads named once and wrecks drawn crossed out.
 * The browser test (test/browser) checks the same on the rendered page.
 */
import type { Element } from '@xmldom/xmldom';
import { labelStep } from '../../../src/cli/svg/cellLayer';
import { cellSize, MAX_WIDTH, SIDES, viewAround, viewNote, wholeMap } from '../../../src/cli/svg/frame';
import type { MapPicture } from '../../../src/cli/svg/picture';
import { besideMark, overlaps, place, type Box } from '../../../src/cli/svg/placeLabels';
import { renderMapSvg } from '../../../src/cli/svg/renderMapSvg';
import { textWidth } from '../../../src/cli/svg/textWidth';
import { groups, parseSvg, tags, texts } from '../../helpers/parseSvg';

const big = { kind: 'square', cols: 48, rows: 36 } as const;

describe('the part of the map shown, and its scale', () => {
  it('a big table is cut to the troops with two cells of margin, and says so', () => {
    const v = viewAround(big, [
      { col: 10, row: 12 },
      { col: 30, row: 20 },
    ]);
    expect(v).toEqual({ col0: 8, row0: 10, cols: 25, rows: 13 });
    expect(viewNote(big, v)).toBe('showing columns 8–32, rows 10–22 of 48×36');
  });

  it('the whole map when the troops fill most of it, or there are none; no note then', () => {
    const corners = [
      { col: 1, row: 1 },
      { col: 46, row: 34 },
    ];
    expect(viewAround(big, corners)).toEqual(wholeMap(big));
    expect(viewAround(big, [])).toEqual(wholeMap(big));
    expect(viewNote(big, wholeMap(big))).toBeNull();
  });

  it('margins stop at the edge; a hex window starts on an even column', () => {
    expect(viewAround(big, [{ col: 0, row: 35 }])).toEqual({ col0: 0, row0: 33, cols: 3, rows: 3 });
    const hex = { kind: 'hex', cols: 40, rows: 40 } as const;
    expect(viewAround(hex, [{ col: 20, row: 20 }]).col0).toBe(18);
    expect(viewAround(hex, [{ col: 21, row: 20 }]).col0).toBe(18);
  });

  it('cells as big as fit the page, never over 72 or under 20 pixels', () => {
    expect(cellSize(big, wholeMap(big))).toBe(Math.floor((MAX_WIDTH - SIDES) / 48));
    expect(cellSize({ kind: 'square', cols: 6, rows: 4 }, { col0: 0, row0: 0, cols: 6, rows: 4 })).toBe(72);
    const huge = { kind: 'square', cols: 200, rows: 10 } as const;
    expect(cellSize(huge, wholeMap(huge))).toBe(20);
  });

  it('edge numbers every 1, 2, 3, 6 or 12 cells, at least 44 pixels apart', () => {
    expect([72, 44, 43, 22, 21, 20].map(labelStep)).toEqual([1, 1, 2, 2, 3, 3]);
    expect(labelStep(5)).toBe(12);
  });
});

describe('placing labels', () => {
  const area: Box = { x: 0, y: 0, w: 200, h: 200 };

  it('takes the first free place, and takes its box', () => {
    const taken = { area, boxes: [{ x: 90, y: 110, w: 20, h: 20 }] as Box[] };
    const places = besideMark({ x: 100, y: 100 }, 8, 30, 12);
    const at = place(taken, places, 30, 12);
    // Under the mark is taken: over it is the next place.
    expect(at).toEqual(places[1]);
    expect(taken.boxes).toHaveLength(2);
    expect(overlaps(taken.boxes[0]!, taken.boxes[1]!)).toBe(false);
  });

  it('never a place off the map, and null when nothing is free', () => {
    const taken = { area, boxes: [] as Box[] };
    expect(place(taken, [{ x: 5, y: 100 }], 30, 12)).toBeNull();
    const full = { area, boxes: [area] };
    expect(place(full, besideMark({ x: 100, y: 100 }, 8, 30, 12), 30, 12)).toBeNull();
  });

  it("text widths are DejaVu Sans's: bold wider, a wide letter wider than a narrow one", () => {
    // "0" is 0.636 em in DejaVu Sans; a little room is added for other fonts.
    expect(textWidth('0', 100)).toBeCloseTo(64 * 1.06, 5);
    expect(textWidth('12', 10, true)).toBeGreaterThan(textWidth('12', 10));
    expect(textWidth('W', 10)).toBeGreaterThan(textWidth('i', 10) * 3);
  });
});

/** A crowded corner of a big table: a squad shoulder to shoulder, long names, arrows all ways. */
const crowded: MapPicture = {
  grid: big,
  title: 'Crowded',
  subtitle: 'round 2 of 4',
  terrain: { '21,21': 'rough' },
  looks: {
    open: { label: 'open', fill: '#FFFFFF', pattern: 'plain', ink: '#FFFFFF' },
    rough: { label: 'rough', fill: '#EEEEEE', pattern: 'dots', ink: '#444444' },
  },
  sides: [
    { id: 'a', name: 'A' },
    { id: 'b', name: 'B' },
  ],
  marks: [
    ...[20, 21, 22, 23, 24].map((col, i) => ({
      at: `${col},20`,
      side: 'a',
      count: i === 0 ? 12 : 2,
      group: 'squad',
      ...(i === 0 ? { detail: 'A Very Long Squad Name Indeed' } : {}),
    })),
    { at: '21,21', side: 'b', count: 7, detail: 'b Big Walker' },
    { at: '22,21', side: 'b', count: 0, detail: 'c Lost Ones', wreck: true },
    { at: '23,21', side: 'b', count: 3, detail: 'd Others' },
    { at: '23,21', side: 'a', count: 0, wreck: true },
  ],
  arrows: [
    { kind: 'attack', side: 'a', from: '20,20', to: '22,21', label: '−3' },
    { kind: 'attack', side: 'a', from: '21,20', to: '22,21', label: '−2' },
    { kind: 'attack', side: 'b', from: '21,21', to: '22,20', label: 'miss' },
    { kind: 'move', side: 'b', from: '25,25', to: '23,21' },
  ],
};

/** A text's box as the placer reckons it (middle-anchored, DejaVu Sans). */
function boxOf(t: Element): Box {
  const size = Number(t.getAttribute('font-size'));
  expect(size).toBeGreaterThanOrEqual(10);
  const bold = t.getAttribute('font-weight') === 'bold';
  const w = textWidth(t.textContent ?? '', size, bold);
  const y = Number(t.getAttribute('y'));
  return { x: Number(t.getAttribute('x')) - w / 2, y: y - 0.93 * size, w, h: 1.17 * size };
}

describe('a crowded picture', () => {
  const doc = parseSvg(renderMapSvg(crowded));

  it('is cut to the corner that matters, and says which', () => {
    expect(texts(groups(doc, 'title')[0]!)[2]).toBe('showing columns 18–27, rows 18–27 of 48×36');
    expect(tags(doc, 'polygon').filter((p) => p.getAttribute('class') === 'cell')).toHaveLength(100);
  });

  it('every mark label and arrow label drawn, none overlapping another or a count', () => {
    const marks = groups(doc, 'mark');
    const labelled = [...texts(groups(doc, 'marks')[0]!), ...texts(groups(doc, 'arrows')[0]!)];
    for (const want of [
      'A Very Long Squad Name Indeed',
      'b Big Walker',
      'c Lost Ones',
      'd Others',
      '−3',
      '−2',
      'miss',
    ])
      expect(labelled).toContain(want);
    const boxes = [...marks.flatMap((g) => tags(g, 'text')), ...tags(groups(doc, 'arrows')[0]!, 'text')].map(
      (t) => boxOf(t),
    );
    const clashes = boxes.flatMap((a, i) => boxes.slice(i + 1).filter((b) => overlaps(a, b)));
    expect(clashes).toEqual([]);
  });

  it('the squad named once and joined by a line; wrecks crossed out with no count', () => {
    const names = texts(groups(doc, 'marks')[0]!).filter((t) => /Squad/.test(t));
    expect(names).toEqual(['A Very Long Squad Name Indeed']);
    expect(tags(groups(doc, 'squads')[0]!, 'path')).toHaveLength(1);
    const wrecks = groups(doc, 'wreck');
    expect(wrecks.map((w) => w.getAttribute('data-cell'))).toEqual(['22,21', '23,21']);
    for (const w of wrecks) {
      expect(tags(w, 'text').filter((t) => t.getAttribute('class') === 'count')).toHaveLength(0);
      expect(tags(w, 'path').length).toBeGreaterThan(0);
    }
    expect(texts(groups(doc, 'legend')[0]!)).toContain('destroyed this round');
  });
});
