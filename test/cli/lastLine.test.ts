/**
 * The `last:` line (src/cli/prompts/lastLine.ts) with a long side's name. Played at 80x24 with an
 * army named "The Most Honourable Company of the Northern Marches Longbowmen": Die Fighting's
 * initiative result was cut to the whole width, so `last:` stood alone on its line and the result,
 * cut, took the next: two lines of the screen for one result.
 */
import { lastLine } from '../../src/cli/prompts/lastLine';
import { visibleWidth } from '../../src/cli/layout/wrap';
import { plainStyle } from '../../src/cli/style';

const LONG = 'The Most Honourable Company of the Northern Marches Longbowmen goes first (7 to 5)';

describe('the last: line', () => {
  it('keeps a result too long for the line beside `last:`, cut at a word, on one line', () => {
    const shown = lastLine([LONG], plainStyle, 80)!;
    expect(shown.split('\n')).toHaveLength(1);
    expect(shown).toMatch(/^last: The Most Honourable Company .*…$/);
    expect(visibleWidth(shown)).toBeLessThanOrEqual(80);
  });

  it('packs the newest results within the width, each line at most 80 columns', () => {
    const shown = lastLine(['archers 2,8 attacks: 5,4 hit', LONG, 'conscripts 5,4 loses 1'], plainStyle, 80)!;
    const lines = shown.split('\n');
    expect(lines.length).toBeLessThanOrEqual(2);
    expect(lines[0]).toMatch(/^last: /);
    for (const l of lines) expect(visibleWidth(l)).toBeLessThanOrEqual(80);
    expect(shown).toContain('conscripts 5,4 loses 1');
  });
});
