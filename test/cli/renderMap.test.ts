import { renderBattleMap } from '../../src/cli/die-men/render/renderBattleMap';
import { sideNames } from '../../src/cli/render/sideNames';
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

describe('renderMap wider than the terminal', () => {
  it('draws a 30-column map in strips that each fit, every column in one of them once', () => {
    const grid = { kind: 'hex' as const, cols: 30, rows: 4 };
    const cells30 = new Map<string, MapCell>([['29,3', { fill: '.', label: 'R9', sideIndex: 0 }]]);
    const lines = renderMap(grid, cells30, plainStyle).split('\n');
    expect(Math.max(...lines.map((l) => l.length))).toBeLessThanOrEqual(80);
    const headers = lines.filter((l) => /^ +0 +1 |^ +\d+ +\d+ +\d+/.test(l) && !l.includes('.'));
    const shown = headers.flatMap((h) => h.trim().split(/ +/).map(Number));
    expect(shown).toEqual([...Array(30).keys()]);
    expect(lines.some((l) => l.includes('R9'))).toBe(true);
    // At 160 columns it is one piece.
    const wide = renderMap(grid, cells30, { ...plainStyle, width: 160 }).split('\n');
    expect(wide).toHaveLength(1 + 2 * 4);
  });
});

describe('Die, Men! map: unit types', () => {
  const names = sideNames(
    [
      { id: 'red', name: 'Red' },
      { id: 'blue', name: 'Blue' },
    ],
    plainStyle,
  );
  const grid = { kind: 'hex' as const, cols: 6, rows: 4 };
  const map = renderBattleMap(
    grid,
    {},
    {
      '1,1': { side: 'red', units: { cavalry: 4 } },
      '2,2': { side: 'red', units: { infantry: 2, siege: 2 } },
      '4,1': { side: 'blue', units: { infantry: 7 } },
      '5,2': { side: 'blue', units: { archer: 12 } },
    },
    names,
    plainStyle,
  );

  it('shows a type other than infantry by its letter, and a mixed stack with &', () => {
    expect(map).toContain('R4c'); // four cavalry, no longer a bare R4
    expect(map).toContain(' R4& '); // two infantry and two siege engines
    expect(map).toMatch(/ B7(?![a-z+])/); // infantry: the count alone, as before
    expect(map).toContain('B12a'); // a fourth character takes the right frame
  });

  it('names the letters and spells out each mixed stack under the map, within 80 columns', () => {
    const lines = map.split('\n');
    expect(
      lines.some((l) => l.includes('c cavalry') && l.includes('a archer') && l.includes('s siege')),
    ).toBe(true);
    expect(map).toContain('no letter: infantry');
    expect(map).toContain('& mixed: 2,2 R4& (2 infantry + 2 siege)');
    expect(Math.max(...lines.map((l) => l.length))).toBeLessThanOrEqual(80);
  });

  it('says nothing of types on a map of infantry only', () => {
    const plain = renderBattleMap(
      grid,
      {},
      { '1,1': { side: 'red', units: { infantry: 3 } } },
      names,
      plainStyle,
    );
    expect(plain).toContain('R3');
    expect(plain).not.toContain('infantry');
  });
});
