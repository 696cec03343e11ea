/**
 * The battle report page (`diemen replay LOG --html FILE`) in a real browser: Debian's Chromium,
 * headless, driven by playwright-core. A page made from a golden log is opened from disk and
 * stepped through with the keyboard (right and left arrows, Home, End), the buttons and the
 * slider; after each key the one step shown has the right heading and the map of that round. No
 * console error or page error, no request but the file itself. With JavaScript off every round
 * shows; printed, every round is on its own page and the controls are gone. A Die Fighting
 * battle's page too. Screenshots go to $DIEMEN_SCREENSHOTS (or a temporary folder) to look at.
 *
 * Chromium is $DIEMEN_CHROMIUM or /usr/bin/chromium; missing, the tests fail (never skip):
 * scripts/browser-test.sh installs it.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { runCli } from '../helpers/runCli';

const CHROMIUM = process.env.DIEMEN_CHROMIUM || '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const out = mkdtempSync(join(tmpdir(), 'diemen-browser-'));
const shots = process.env.DIEMEN_SCREENSHOTS || join(out, 'screenshots');
mkdirSync(shots, { recursive: true });
const profiles: string[] = [];

/** A fresh browser with a fresh profile (--user-data-dir), JavaScript on or off. */
async function open(javaScriptEnabled = true): Promise<BrowserContext> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`no Chromium at ${CHROMIUM}: run scripts/browser-test.sh, or set DIEMEN_CHROMIUM`);
  }
  const profile = mkdtempSync(join(tmpdir(), 'diemen-chromium-'));
  profiles.push(profile);
  return chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: FLAGS,
    javaScriptEnabled,
    viewport: { width: 1400, height: 1000 },
  });
}

/** Everything that went wrong on the page, and every request it made. */
function watch(page: Page): { errors: string[]; requests: string[] } {
  const seen = { errors: [] as string[], requests: [] as string[] };
  page.on('console', (m) => {
    if (m.type() === 'error') seen.errors.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => seen.errors.push(`page: ${e.message}`));
  page.on('request', (r) => seen.requests.push(r.url()));
  return seen;
}

/** Writes the report of `log` and returns its file:// address. */
function report(log: string, name: string): string {
  const file = join(out, name);
  const r = runCli(['replay', log, '--html', file]);
  if (r.code !== 0) throw new Error(`replay --html failed: ${r.stderr}`);
  return pathToFileURL(file).href;
}

/** The rounds the log has, from `replay --json`. */
function roundsOf(log: string): number[] {
  return (JSON.parse(runCli(['replay', log, '--json']).stdout) as { rounds: { round: number }[] }).rounds.map(
    (r) => r.round,
  );
}

interface Shown {
  visible: number;
  heading: string;
  mapTitle: string;
  label: string;
}

/** What the page shows now: how many steps, and the one step's heading and map title. */
async function shown(page: Page): Promise<Shown> {
  const step = page.locator('.step:visible');
  return {
    visible: await step.count(),
    heading: (await step.locator('h2').first().textContent()) ?? '',
    mapTitle: (await step.locator('svg > title').first().textContent()) ?? '',
    label: (await page.locator('#step-label').textContent()) ?? '',
  };
}

/** Step i (0: the opening position) is the one shown. */
async function expectStep(page: Page, i: number): Promise<void> {
  const s = await shown(page);
  expect(s.visible).toBe(1);
  if (i === 0) {
    expect(s.heading).toBe('Opening position');
    expect(s.mapTitle).toMatch(/: opening position/);
  } else {
    expect(s.heading).toBe(`Round ${i}`);
    expect(s.mapTitle).toMatch(new RegExp(`: round ${i} `));
  }
  expect(s.label).toBe(s.heading);
  expect(await page.locator('#step-range').inputValue()).toBe(String(i));
}

const GOLDEN = join('test', 'fixtures', 'logs', 'castle-siege.jsonl');

afterAll(() => {
  for (const p of profiles) rmSync(p, { recursive: true, force: true });
});

describe('the report page in Chromium', () => {
  const rounds = roundsOf(GOLDEN);
  const url = report(GOLDEN, 'castle-siege.html');
  let browser: BrowserContext;
  let page: Page;
  let seen: ReturnType<typeof watch>;

  beforeAll(async () => {
    browser = await open();
    page = browser.pages()[0] ?? (await browser.newPage());
    seen = watch(page);
    await page.goto(url);
  });
  afterAll(async () => browser?.close());

  it('the log has rounds to step through, numbered from 1', () => {
    expect(rounds.length).toBeGreaterThanOrEqual(3);
    expect(rounds).toEqual(rounds.map((_, i) => i + 1));
  });

  it('opens at the opening position, the controls shown', async () => {
    await expectStep(page, 0);
    expect(await page.locator('#controls').isVisible()).toBe(true);
  });

  it('right arrow: each round in turn, and no further than the last', async () => {
    for (const r of rounds) {
      await page.keyboard.press('ArrowRight');
      await expectStep(page, r);
    }
    await page.keyboard.press('ArrowRight');
    await expectStep(page, rounds.length);
  });

  it('Home, End and left arrow', async () => {
    await page.keyboard.press('Home');
    await expectStep(page, 0);
    await page.keyboard.press('ArrowLeft');
    await expectStep(page, 0);
    await page.keyboard.press('End');
    await expectStep(page, rounds.length);
    await page.keyboard.press('ArrowLeft');
    await expectStep(page, rounds.length - 1);
  });

  it('the buttons and the slider', async () => {
    await page.getByRole('button', { name: '« First' }).click();
    await expectStep(page, 0);
    await page.getByRole('button', { name: 'Next ▶' }).click();
    await expectStep(page, 1);
    await page.locator('#step-range').fill('3');
    await expectStep(page, 3);
    // The keys go on from where the slider left the page.
    await page.keyboard.press('ArrowRight');
    await expectStep(page, 4);
  });

  it('looks right (screenshot)', async () => {
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expectStep(page, 2);
    const png = join(shots, 'castle-siege-round-2.png');
    await page.screenshot({ path: png, fullPage: true });
    // A PNG, and not a blank one: a page of maps and text is tens of kilobytes at least.
    const bytes = readFileSync(png);
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');
    expect(bytes.length).toBeGreaterThan(20000);
  });

  it('an address with #round-N opens at round N', async () => {
    await page.goto(`${url}#round-3`);
    await expectStep(page, 3);
  });

  it('no console error, no page error, no request but the page itself', () => {
    expect(seen.errors).toEqual([]);
    expect(new Set(seen.requests)).toEqual(new Set([url, `${url}#round-3`].map((u) => u.split('#')[0])));
  });

  it('printed: every step on a page of its own, no controls', async () => {
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.step:visible').count()).toBe(rounds.length + 1);
    expect(await page.locator('#controls').isVisible()).toBe(false);
    const breaks = await page.evaluate(
      "[...document.querySelectorAll('.step')].map((s) => getComputedStyle(s).breakBefore)",
    );
    expect(breaks).toEqual(Array(rounds.length + 1).fill('page'));
    await page.emulateMedia({ media: 'screen' });
    expect(await page.locator('.step:visible').count()).toBe(1);
  });
});

describe('the report page with JavaScript off', () => {
  it('shows every round, one under another, and no controls', async () => {
    const rounds = roundsOf(GOLDEN);
    const browser = await open(false);
    try {
      const page = browser.pages()[0] ?? (await browser.newPage());
      const seen = watch(page);
      await page.goto(report(GOLDEN, 'no-js.html'));
      const steps = page.locator('.step:visible');
      expect(await steps.count()).toBe(rounds.length + 1);
      expect(await steps.locator('h2').allTextContents()).toEqual([
        'Opening position',
        ...rounds.map((r) => `Round ${r}`),
      ]);
      expect(await page.locator('#controls').isVisible()).toBe(false);
      expect(seen.errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});

describe('a Die Fighting report in Chromium', () => {
  it('steps through its rounds with the keyboard', async () => {
    const log = join(out, 'df.jsonl');
    expect(runCli(['play', 'df-ruined-tower', '--ai', 'all', '--seed', 'r', '--log', log]).code).toBe(0);
    const rounds = roundsOf(log);
    expect(rounds.length).toBeGreaterThanOrEqual(2);
    const browser = await open();
    try {
      const page = browser.pages()[0] ?? (await browser.newPage());
      const seen = watch(page);
      await page.goto(report(log, 'df.html'));
      await expectStep(page, 0);
      await page.keyboard.press('End');
      await expectStep(page, rounds.length);
      await page.keyboard.press('ArrowLeft');
      await expectStep(page, rounds.length - 1);
      await page.keyboard.press('Home');
      await page.keyboard.press('ArrowRight');
      await expectStep(page, 1);
      await page.screenshot({ path: join(shots, 'df-ruined-tower-round-1.png'), fullPage: true });
      expect(seen.errors).toEqual([]);
    } finally {
      await browser.close();
    }
  });
});

describe('every golden log', () => {
  const logs = readdirSync(join('test', 'fixtures', 'logs')).filter((f) => f.endsWith('.jsonl'));

  it('there are golden logs to report', () => {
    expect(logs.length).toBeGreaterThanOrEqual(3);
  });

  it.each(logs)(
    '%s: the page steps through every round with the right arrow, with no error',
    async (name) => {
      const log = join('test', 'fixtures', 'logs', name);
      const rounds = roundsOf(log);
      const browser = await open();
      try {
        const page = browser.pages()[0] ?? (await browser.newPage());
        const seen = watch(page);
        await page.goto(report(log, name.replace(/\.jsonl$/, '.html')));
        await expectStep(page, 0);
        for (const r of rounds) {
          await page.keyboard.press('ArrowRight');
          await expectStep(page, r);
        }
        expect(seen.errors).toEqual([]);
      } finally {
        await browser.close();
      }
    },
  );
});

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
