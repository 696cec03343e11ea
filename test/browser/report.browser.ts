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
  // The Die, Men! golden logs (Die Fighting's and Dice Wars' are not yet stepped here).
  const logs = readdirSync(join('test', 'fixtures', 'logs')).filter(
    (f) =>
      f.endsWith('.jsonl') &&
      JSON.parse(readFileSync(join('test', 'fixtures', 'logs', f), 'utf8').split('\n')[0]!).ruleset ===
        'die-men',
  );

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
