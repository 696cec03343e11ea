/**
 * The answered question's line (`✔ question answer`) fits the terminal: a long answer is cut at a
 * word with `…` instead of wrapping mid-word (src/cli/prompts/answerLine.ts).
 */
import { fitAnswer } from '../../src/cli/prompts/answerLine';
import { visibleWidth } from '../../src/cli/layout/wrap';

describe('the answered question line', () => {
  const q = 'Commander: 4 Core actions left. What next?';

  it('keeps an answer that fits', () => {
    expect(fitAnswer(q, 'free move (up to 6")', 80)).toBe('free move (up to 6")');
  });

  it('cuts one that would wrap at a word, within the width', () => {
    const a = fitAnswer(q, 'end the activation (4 actions unused)', 80);
    expect(a).toBe('end the activation (4 actions…');
    expect(visibleWidth(`✔ ${q} ${a}`)).toBeLessThanOrEqual(80);
  });

  it('counts what shows, not colour codes, and leaves a question with no room as it is', () => {
    const dim = '\u001b[2mattack and defend; move only into hexes you hold\u001b[22m';
    expect(fitAnswer('Strategy?', dim, 80)).toBe(dim);
    const long = 'x'.repeat(75);
    expect(fitAnswer(long, 'an answer', 80)).toBe('an answer');
    const cut = fitAnswer('Which?', `Hold ${dim}`, 40);
    expect(cut.endsWith('…')).toBe(true);
    expect(visibleWidth(`✔ Which? ${cut}`)).toBeLessThanOrEqual(40);
  });
});
