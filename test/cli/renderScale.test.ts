import { renderScale } from '../../src/cli/die-men/render/renderScale';

describe('renderScale (the scale chart, "Defining the Scale")', () => {
  it('gives the row for 10 soldiers a unit, with both command checks', () => {
    expect(renderScale(10)).toBe(
      'scale: 10 soldiers a unit, hexes 60 ft, rounds of 10 min, command lag 1, command interference Tactics 5 or Strategy 0',
    );
  });

  it('says one soldier and one hour where the chart does', () => {
    expect(renderScale(1)).toContain('scale: 1 soldier a unit, hexes 15 ft, rounds of 5 min, command lag 0');
    expect(renderScale(100)).toContain(
      'hexes 200 ft, rounds of 1 hour, command lag 3, command interference Strategy 7',
    );
  });
});
