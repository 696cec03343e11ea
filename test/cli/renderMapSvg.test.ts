/**
 * The shared SVG renderer on its own (any game's picture): names are anyone's text and come out
 * escaped and well-formed; square maps draw a square per cell; arrows between the same two cells
 * are drawn apart; the legend lists only the terrain the map uses.
 */
import type { MapPicture } from '../../src/cli/svg/picture';
import { renderMapSvg } from '../../src/cli/svg/renderMapSvg';
import { groups, parseSvg, tags, texts } from '../helpers/parseSvg';

const base: MapPicture = {
  grid: { kind: 'square', cols: 4, rows: 3 },
  title: 'A test',
  subtitle: 'round 1',
  terrain: { '1,1': 'slow', '2,1': 'blocking' },
  looks: {
    open: { label: 'open', fill: '#FFFFFF', pattern: 'plain', ink: '#FFFFFF' },
    slow: { label: 'slow going', fill: '#EEEEEE', pattern: 'slow', ink: '#444444' },
    blocking: { label: 'blocking', fill: '#CCCCCC', pattern: 'blocking', ink: '#222222' },
    unused: { label: 'never on this map', fill: '#CCCCCC', pattern: 'dots', ink: '#222222' },
  },
  sides: [
    { id: 'a', name: 'Side A' },
    { id: 'b', name: 'Side B' },
  ],
  marks: [
    { at: '0,0', side: 'a', count: 3 },
    { at: '3,2', side: 'b', count: 12, detail: '2 siege' },
  ],
  arrows: [],
};

describe('renderMapSvg', () => {
  it("escapes a scenario's names and drops characters XML forbids", () => {
    const hostile = `<script>alert("x")</script> & 'co' \u0001\uD800`;
    const svg = renderMapSvg({
      ...base,
      title: hostile,
      sides: [{ id: 'a', name: hostile, note: '3 units' }, base.sides[1]!],
    });
    const doc = parseSvg(svg);
    expect(tags(doc, 'script')).toHaveLength(0);
    const clean = `<script>alert("x")</script> & 'co' `;
    expect(texts(groups(doc, 'title')[0]!)[0]).toBe(clean);
    expect(texts(groups(doc, 'legend')[0]!)).toContain(`${clean}: 3 units`);
  });

  it('draws a square per cell, the marks with their counts and notes, and only the terrain used', () => {
    const doc = parseSvg(renderMapSvg(base));
    const cells = tags(doc, 'polygon').filter((p) => p.getAttribute('class') === 'cell');
    expect(cells).toHaveLength(12);
    expect(cells.every((p) => p.getAttribute('points')!.split(' ').length === 4)).toBe(true);
    expect(groups(doc, 'mark').map((g) => texts(g))).toEqual([['3'], ['12', '2 siege']]);
    const legend = texts(groups(doc, 'legend')[0]!);
    expect(legend).toEqual(expect.arrayContaining(['open', 'slow going', 'blocking']));
    expect(legend).not.toContain('never on this map');
  });

  it('draws arrows between the same two cells apart, each with its label', () => {
    const doc = parseSvg(
      renderMapSvg({
        ...base,
        arrows: [
          { kind: 'attack', side: 'a', from: '0,0', to: '1,0', label: '−2' },
          { kind: 'attack', side: 'b', from: '1,0', to: '0,0', label: '−1' },
          { kind: 'move', side: 'a', from: '2,2', to: '3,2' },
          { kind: 'move', side: 'a', from: '9,9', to: '0,0' },
        ],
      }),
    );
    const arrows = groups(doc, 'arrow');
    // The arrow from off the map is left out rather than drawn to nowhere.
    expect(arrows.map((g) => g.getAttribute('class'))).toEqual([
      'arrow attack',
      'arrow attack',
      'arrow move',
    ]);
    const lineOf = (g: (typeof arrows)[number]) => tags(g, 'path')[1]!.getAttribute('d');
    const [there, back] = [lineOf(arrows[0]!), lineOf(arrows[1]!)];
    const ys = (d: string | null) => [...d!.matchAll(/,(-?[\d.]+)/g)].map((m) => Number(m[1]));
    // Both run along row 0, one above its middle and one below: they don't cover each other.
    expect(Math.sign(ys(there)[0]! - ys(back)[0]!)).not.toBe(0);
    expect(texts(groups(doc, 'arrows')[0]!).sort()).toEqual(['−1', '−2']);
    expect(texts(groups(doc, 'legend')[0]!)).toEqual(
      expect.arrayContaining(['attack (label: kills)', 'move']),
    );
  });
});
