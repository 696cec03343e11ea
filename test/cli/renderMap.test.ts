import { renderMap, type MapCell } from '../../src/cli/render/renderMap';
import { plainStyle } from '../../src/cli/style';

const cells = new Map<string, MapCell>([
  ['0,0', { fill: '#' }],
  ['1,0', { fill: '.', label: 'D5', sideIndex: 1 }],
  ['2,0', { fill: '^', label: 'R15', sideIndex: 0 }],
  ['2,1', { fill: '^' }],
]);

describe('renderMap', () => {
  it('draws odd hex columns half a row (one text line) lower than even ones', () => {
    const lines = renderMap({ kind: 'hex', cols: 3, rows: 2 }, cells, plainStyle).split('\n');
    // header, then two text lines per map row
    expect(lines).toHaveLength(1 + 2 * 2);
    expect(lines[1]).toContain('#####'); // 0,0 on the row's first line
    expect(lines[1]).not.toContain('D5');
    expect(lines[2]).toContain('D5'); // 1,0 (odd column) on the second line
    expect(lines[1]).toContain('^R15^'); // rough frames the label of 2,0
    expect(lines[3]).toContain('^^^^^'); // empty rough 2,1
  });

  it('keeps a 12-column hex map within 80 characters', () => {
    const lines = renderMap({ kind: 'hex', cols: 12, rows: 12 }, new Map(), plainStyle).split('\n');
    expect(Math.max(...lines.map((l) => l.length))).toBeLessThanOrEqual(80);
  });

  it('draws square maps one text line per row', () => {
    const lines = renderMap({ kind: 'square', cols: 3, rows: 2 }, cells, plainStyle).split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/#####\s+D5\s+\^R15\^/);
  });
});
