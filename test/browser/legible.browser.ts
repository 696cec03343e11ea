/**
 * Every map of a report legible at 1,200x900, in Debian's Chromium (see report.browser.ts for how
 * the browser is found): for each step of a Dice Wars, a Die Fighting and a Die, Men! battle,
 * read from the rendered page's boxes, no text label overlaps another, none but a mark's own
 * count lies on a mark, none is under 9 CSS pixels high, the map is no wider than the window,
 * every attack arrow ends on something and every arrow's label is drawn; and the zoom works.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { runCli } from '../helpers/runCli';

const CHROMIUM = process.env.DIEMEN_CHROMIUM || '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
];
const out = mkdtempSync(join(tmpdir(), 'diemen-legible-'));
const shots = process.env.DIEMEN_SCREENSHOTS || join(out, 'screenshots');
mkdirSync(shots, { recursive: true });
const profiles: string[] = [];
const GOLDEN = join('test', 'fixtures', 'logs', 'castle-siege.jsonl');

afterAll(() => {
  for (const p of [...profiles, out]) rmSync(p, { recursive: true, force: true });
});

/** Writes the report of `log` and returns its file:// address. */
function report(log: string, name: string): string {
  const file = join(out, name);
  const r = runCli(['replay', log, '--html', file]);
  if (r.code !== 0) throw new Error(`replay --html failed: ${r.stderr}`);
  return pathToFileURL(file).href;
}

/** Everything that went wrong on the page. */
function watch(page: Page): { errors: string[] } {
  const seen = { errors: [] as string[] };
  page.on('console', (m) => {
    if (m.type() === 'error') seen.errors.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => seen.errors.push(`page: ${e.message}`));
  return seen;
}

interface Seen {
  text: string;
  /** The number on a mark, which sits on its own mark. */
  count: boolean;
  x: number;
  y: number;
  w: number;
  h: number;
}

/**
 * Every label of the map shown (its text's box on the rendered page), and every mark's shape:
 * read from the browser, so it is what a reader sees, fonts and scaling and all.
 */
async function mapBoxes(page: Page): Promise<{ labels: Seen[]; shapes: Seen[] }> {
  return page.evaluate(`(() => {
    const box = (el) => { const r = el.getBoundingClientRect(); return { text: el.textContent || '', count: el.classList.contains('count'), x: r.x, y: r.y, w: r.width, h: r.height }; };
    const svg = document.querySelector('.step.current figure.map svg');
    const labels = [...svg.querySelectorAll('text')].map(box).filter((b) => b.text.trim() !== '' && b.w > 0);
    const shapes = [...svg.querySelectorAll('g.mark > :is(circle, rect, polygon), g.mark > g > :is(circle, rect, polygon)')].map(box);
    return { labels, shapes };
  })()`);
}

/** Do two boxes overlap by more than rounding? */
const clash = (a: Seen, b: Seen): boolean =>
  a.x + 0.5 < b.x + b.w && b.x + 0.5 < a.x + a.w && a.y + 0.5 < b.y + b.h && b.y + 0.5 < a.y + a.h;

/** What is wrong with the map shown: labels on labels, labels (other than counts) on marks, small text. */
async function illegible(page: Page): Promise<{ overlaps: string[]; onMarks: string[]; smallest: number }> {
  const { labels, shapes } = await mapBoxes(page);
  const overlaps: string[] = [];
  labels.forEach((a, i) =>
    labels.slice(i + 1).forEach((b) => {
      if (clash(a, b)) overlaps.push(`"${a.text}" on "${b.text}"`);
    }),
  );
  const words = labels.filter((l) => !l.count);
  const onMarks = words.flatMap((l) => (shapes.some((s) => clash(l, s)) ? [`"${l.text}"`] : []));
  return { overlaps, onMarks, smallest: Math.min(...labels.map((l) => l.h)) };
}

/** Steps through every round of the report of `log` at 1,200x900, checking each map's labels. */
async function checkLegible(log: string, name: string): Promise<void> {
  if (!existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM}: run scripts/browser-test.sh`);
  const profile = mkdtempSync(join(tmpdir(), 'diemen-chromium-'));
  profiles.push(profile);
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: FLAGS,
    viewport: { width: 1200, height: 900 },
  });
  try {
    const page = browser.pages()[0] ?? (await browser.newPage());
    const seen = watch(page);
    await page.goto(report(log, `${name}.html`));
    const steps = await page.locator('.step').count();
    for (let i = 0; i < steps; i++) {
      if (i > 0) await page.keyboard.press('ArrowRight');
      const heading = await page.locator('.step.current h2').textContent();
      // The map fits the page: no wider than the window.
      const map = await page.locator('.step.current figure.map svg').boundingBox();
      expect({ heading, right: map!.x + map!.width <= 1200 }).toEqual({ heading, right: true });
      // Every attack ends on something: a mark, the wreck of what it destroyed, or the start of
      // its target's move (or it broke a gate).
      const loose = await page.evaluate(`(() => {
        const svg = document.querySelector('.step.current figure.map svg');
        const at = new Set([...svg.querySelectorAll('g.mark')].map((m) => m.getAttribute('data-cell')));
        // Or where a move of the round starts: the target moved on after the attack.
        const moved = new Set([...svg.querySelectorAll('g.arrow.move')].map((m) => m.getAttribute('data-from')));
        return [...svg.querySelectorAll('g.arrow.attack')]
          .filter((a) => a.getAttribute('data-label') !== 'breaks')
          .map((a) => a.getAttribute('data-to'))
          .filter((to) => !at.has(to) && !moved.has(to));
      })()`);
      expect({ heading, loose }).toEqual({ heading, loose: [] });
      // And every arrow's label is drawn: none was left out for want of room.
      const current = page.locator('.step.current figure.map');
      expect({ heading, labels: await current.locator('g.arrow-label').count() }).toEqual({
        heading,
        labels: await current.locator('g.arrow[data-label]').count(),
      });
      const bad = await illegible(page);
      expect({ heading, ...bad, smallest: bad.smallest >= 9 }).toEqual({
        heading,
        overlaps: [],
        onMarks: [],
        smallest: true,
      });
      if (i === 2) await page.screenshot({ path: join(shots, `${name}-round-2.png`) });
    }
    // Zoomed in, the map is wider than the page and its box scrolls; 0 fits it again.
    const width = async (): Promise<number> =>
      (await page.locator('.step.current figure.map svg').boundingBox())!.width;
    const fit = await width();
    await page.keyboard.press('+');
    const box = (await page.locator('.step.current figure.map').boundingBox())!.width;
    expect(await page.locator('#zoom-label').textContent()).toBe('150%');
    const zoomed = await width();
    expect(zoomed).toBeGreaterThan(Math.max(fit, box) * 1.3);
    await page.getByRole('button', { name: 'Zoom in' }).click();
    expect(await page.locator('#zoom-label').textContent()).toBe('200%');
    expect(await width()).toBeGreaterThan(zoomed);
    await page.keyboard.press('0');
    expect(await width()).toBeCloseTo(fit, 0);
    expect(await page.locator('#zoom-label').textContent()).toBe('fit');
    expect(seen.errors).toEqual([]);
  } finally {
    await browser.close();
  }
}

describe('every map is legible at 1,200x900: no label on another or on a mark, none under 9 pixels', () => {
  it('a Dice Wars battle (dw-battle, a 48"x36" table)', async () => {
    const log = join(out, 'dw.jsonl');
    expect(runCli(['play', 'dw-battle', '--ai', 'all', '--seed', 'r', '--log', log]).code).toBe(0);
    await checkLegible(log, 'dw-battle');
  });

  it('a Die Fighting battle (df-ruined-tower)', async () => {
    const log = join(out, 'df-legible.jsonl');
    expect(runCli(['play', 'df-ruined-tower', '--ai', 'all', '--seed', 'r', '--log', log]).code).toBe(0);
    await checkLegible(log, 'df-ruined-tower');
  });

  it('a Die, Men! battle (castle-siege)', async () => {
    await checkLegible(GOLDEN, 'castle-siege');
  });
});
