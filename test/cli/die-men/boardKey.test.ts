/**
 * Die, Men!'s board in `play` with two armies of long names and mixed stacks (harrow-down): the
 * key under the board was up to nine lines (each side's name on a line of its own, every mixed
 * stack spelled out) and the board after deployment was drawn before round 1's header, so at 80x24
 * the board and the strategy question no longer fitted together and the board was drawn twice.
 * Now the legend is above the board, one line of key is under it, and the board comes under the
 * header (src/cli/die-men/battleView.ts, render/sideKey.ts).
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runPlay } from '../../../src/cli/battle/runPlay';
import { visibleWidth } from '../../../src/cli/layout/wrap';
import { PromptCancelled } from '../../../src/cli/prompts/prompter';
import { fakeIo } from '../../helpers/fakeIo';
import { ENTER_PLAYING_ON, scriptedPrompter } from '../../helpers/scriptedPrompter';
import { runMain } from '../../helpers/runMain';

const ARMIES = join(__dirname, '../../fixtures/armies');

async function played(): Promise<string> {
  const r = await runMain(
    [
      'play',
      'harrow-down',
      '--ai',
      'all',
      '--seed',
      'k1',
      '--log',
      join(tmpdir(), `diemen-board-key-${process.pid}.jsonl`),
      '--army',
      `grey=${join(ARMIES, 'dm-long-greycloaks.yaml')}`,
      '--army',
      `red=${join(ARMIES, 'dm-long-scarlet.yaml')}`,
    ],
    { env: { COLUMNS: '80' } },
  );
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  return r.stdout;
}

const RULER = /^ {4}0 {4}1 {4}2/;

describe("Die, Men!'s board with long army names at 80 columns", () => {
  let out: string[] = [];
  beforeAll(async () => {
    out = (await played()).split('\n');
  }, 60_000);

  it('the board after deployment comes under round 1 header, the legend above it', () => {
    const header = out.indexOf('── Round 1 ──');
    const lastPlaced = out.map((l) => / deploys /.test(l)).lastIndexOf(true);
    expect(lastPlaced).toBeGreaterThan(0);
    expect(header).toBeGreaterThan(lastPlaced);
    // No board between the last placement and the header: drawn there, it was drawn again under it.
    expect(out.slice(lastPlaced, header).some((l) => RULER.test(l))).toBe(false);
    const ruler = out.findIndex((l, i) => i > header && RULER.test(l));
    const above = out.slice(header + 1, ruler).join('\n');
    expect(above).toContain('& mixed: ');
    expect(above).toContain('(odd columns sit half a row lower)');
  });

  it('under every board, one line of key: both sides, names cut to fit 80 columns', () => {
    const rulers = out.flatMap((l, i) => (RULER.test(l) ? [i] : []));
    expect(rulers.length).toBeGreaterThan(2);
    for (const at of rulers) {
      // The ruler, two lines per row of 7 on a hex map, then the key.
      const key = out[at + 1 + 14]!;
      expect(key).toMatch(/^G The Most Honourable Company.*…  R Her Majesty's Loyal.*…/);
      expect(visibleWidth(key)).toBeLessThanOrEqual(80);
      expect(out[at + 1 + 15]).not.toMatch(/^(R |& mixed|\. open)/);
    }
  });
});

describe('hot-seat: the player taking the keyboard sees the whole board', () => {
  it("at each 'pass the keyboard' pause, the board's ruler to its key are in the last 23 lines", async () => {
    const io = fakeIo();
    const script = scriptedPrompter(
      ['1,2', '5 infantry 3 cavalry 1 pc', '7,3', 'all', '1,4', 'all'],
      ENTER_PLAYING_ON,
    );
    // What was printed when each pause was asked; the battle is stopped at the third.
    const shown: string[] = [];
    const prompter = {
      ...script,
      pause: async (message: string) => {
        shown.push(io.stdout());
        if (shown.length > 2) throw new PromptCancelled();
        return script.pause(message);
      },
    };
    const opts = {
      ai: [],
      log: join(tmpdir(), `diemen-board-pause-${process.pid}.jsonl`),
      seed: 'k2',
      army: [
        `grey=${join(ARMIES, 'dm-long-greycloaks.yaml')}`,
        `red=${join(ARMIES, 'dm-long-scarlet.yaml')}`,
      ],
    };
    await runPlay(io, join(__dirname, '../../../scenarios/harrow-down.yaml'), opts, {
      prompter,
      interactive: true,
    });
    expect(io.stderr()).not.toMatch(/Error|at /);
    expect(shown.length).toBeGreaterThanOrEqual(2);
    for (const text of shown) {
      // The screen at the pause: its last 23 lines, the pause's own line under them.
      const screen = text.trimEnd().split('\n').slice(-23);
      const ruler = screen.findIndex((l) => RULER.test(l));
      expect(ruler).toBeGreaterThanOrEqual(0);
      expect(screen[ruler + 1 + 14]).toMatch(/^G The Most Honourable/);
    }
  }, 60_000);
});

describe("step's board at 80 columns, as play's", () => {
  it('the legend above each board, one line of key under it', async () => {
    const r = await runMain(
      [
        'step',
        'harrow-down',
        '--rounds',
        '2',
        '--army',
        `grey=${join(ARMIES, 'dm-long-greycloaks.yaml')}`,
        '--army',
        `red=${join(ARMIES, 'dm-long-scarlet.yaml')}`,
      ],
      { env: { COLUMNS: '80' } },
    );
    expect(r.code).toBe(0);
    const out = r.stdout.split('\n');
    const rulers = out.flatMap((l, i) => (RULER.test(l) ? [i] : []));
    expect(rulers.length).toBeGreaterThanOrEqual(2);
    for (const at of rulers) {
      expect(out[at - 1]).toMatch(/^(& mixed: |\d+,\d+ [GR]\d+& |c cavalry)/);
      expect(out[at + 1 + 14]).toMatch(/^G The Most Honourable Company.*…  R Her Majesty's Loyal.*…/);
      expect(out[at + 1 + 15] ?? '').not.toMatch(/^(R |& mixed|\. open)/);
    }
  }, 60_000);
});
