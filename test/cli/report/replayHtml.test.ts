/**
 * `diemen replay LOG --html FILE`: the page of each golden log has a step
 * per round the log has (as `replay --json` counts them), each with its map and exactly the lines
 * `replay --no-map` prints for it; a Die Fighting battle too; hostile names from a scenario file
 * come out escaped; a game without pictures and a path that can't be written are one line and
 * exit 2, before any battle; and nothing of the page's code loads without --html.
 * What is checked of the pages is a rendering, so the pages, the terminal's text they are read
 * against and the battles behind them are made in-process, through the same `main` the binary
 * runs (runMain); the real binary writes a page, opens one at a round, refuses (a path, a game
 * without pictures), reads a torn log, and shows what it loads (31 starts of the binary, now 10).
 */
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { requiredBy } from '../../helpers/requiredBy';
import { highRollPlugin } from '../../helpers/highRollPlugin';
import { runCli } from '../../helpers/runCli';
import { runMain } from '../../helpers/runMain';

const ROOT = join(__dirname, '..', '..', '..');
const out = mkdtempSync(join(tmpdir(), 'diemen-report-'));
const LOGS = join('test', 'fixtures', 'logs');
/** The Die, Men! golden logs: the checks below read its units tables and its "Victory for ... after" line. */
const goldens = readdirSync(join(ROOT, LOGS)).filter(
  (f) =>
    f.endsWith('.jsonl') &&
    JSON.parse(readFileSync(join(ROOT, LOGS, f), 'utf8').split('\n')[0]!).ruleset === 'die-men',
);

const unescape = (s: string): string =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

interface Step {
  id: string;
  heading: string;
  svgTitle: string;
  lines: string;
}

/** The page's steps as the browser would read them (text unescaped). */
function steps(html: string): Step[] {
  return html
    .split('<section class="step"')
    .slice(1)
    .map((body) => ({
      id: body.match(/^ id="([^"]+)"/)?.[1] ?? '',
      heading: unescape(body.match(/<h2[^>]*>([^<]*)<\/h2>/)?.[1] ?? ''),
      svgTitle: unescape(body.match(/<svg [^>]*><title>([^<]*)<\/title>/)?.[1] ?? ''),
      lines: unescape(body.match(/<pre class="events"[^>]*>([^<]*)<\/pre>/)?.[1] ?? ''),
    }));
}

/** Writes the report of `log` (in-process, or through the binary); the page's text. */
async function report(log: string, name: string, via: 'main' | 'binary' = 'main'): Promise<string> {
  const file = join(out, name);
  const args = ['replay', log, '--html', file];
  const r = via === 'binary' ? runCli(args) : await runMain(args);
  expect(r).toMatchObject({ code: 0, stderr: '' });
  expect(r.stdout).toMatch(new RegExp(`^wrote ${file}: the opening position and \\d+ rounds?\\n$`));
  return readFileSync(file, 'utf8');
}

/** The page against the terminal: the same rounds, and each step's lines as `replay` prints them. */
async function expectMatchesTerminal(log: string, html: string): Promise<void> {
  const json = JSON.parse((await runMain(['replay', log, '--json'])).stdout) as {
    rounds: { round: number }[];
  };
  const got = steps(html);
  expect(got.map((s) => s.id)).toEqual(['opening', ...json.rounds.map((r) => `round-${r.round}`)]);
  expect(got.map((s) => s.heading)).toEqual([
    'Opening position',
    ...json.rounds.map((r) => `Round ${r.round}`),
  ]);
  // Each map is that step's: the picture's own title names its round.
  expect(got[0]!.svgTitle).toMatch(/: opening position/);
  got.slice(1).forEach((s, i) => expect(s.svgTitle).toMatch(new RegExp(`: round ${json.rounds[i]!.round} `)));
  // The text: what the terminal shows after its header lines, step by step, nothing left out.
  const terminal = (await runMain(['replay', log, '--all', '--no-map'])).stdout;
  const text = got.map((s) => s.lines).join('\n');
  expect(text.length).toBeGreaterThan(0);
  expect(terminal.endsWith(`${text}\n`)).toBe(true);
  expect(
    terminal
      .slice(0, -text.length - 1)
      .trim()
      .split('\n')[0],
  ).toMatch(/^seed: /);
}

describe('replay --html: the golden logs', () => {
  it('there are golden logs to report', () => expect(goldens.length).toBeGreaterThanOrEqual(3));

  it.each(goldens)('%s', async (golden) => {
    const log = join(LOGS, golden);
    const html = await report(log, golden.replace(/\.jsonl$/, '.html'));
    await expectMatchesTerminal(log, html);
    const header = JSON.parse(readFileSync(join(ROOT, log), 'utf8').split('\n')[0]!) as {
      seed: string;
      scenario: { name: string; sides: { name: string }[] };
    };
    expect(html).toContain(`<code>${header.seed}</code>`);
    expect(unescape(html)).toContain(`<h1>${header.scenario.name}</h1>`);
    for (const side of header.scenario.sides)
      expect(unescape(html)).toMatch(new RegExp(`<tr><td>${side.name}</td><td>\\d+ units</td>`));
    // The outcome: the winner and the reason the terminal's last line gives, in the last round.
    const last = (await runMain(['replay', log, '--all'])).stdout.trim().split('\n').pop()!;
    const [, winner, rounds, reason] = last.match(/^Victory for (.+) after (\d+) rounds?: (.+)$/)!;
    expect(steps(html).length - 1).toBe(Number(rounds));
    // Each map counts the rounds the battle had ("round 3 of 8"), not the most it could have.
    steps(html)
      .slice(1)
      .forEach((s, i) => expect(s.svgTitle).toMatch(new RegExp(`: round ${i + 1} of ${rounds} ·`)));
    const outcome = unescape(html.match(/<h2 id="outcome">Outcome<\/h2>\n<p>([^<]+)<\/p>/)![1]!);
    expect(outcome).toBe(`Victory for ${winner} in round ${rounds}: ${reason}`);
    expect(html).not.toMatch(/https?:/);
  });

  it('Die, Men! shows its sets tables beside the map (the binary writes the page)', async () => {
    const html = await report(join(LOGS, 'reserve-cut-off.jsonl'), 'sets.html', 'binary');
    expect(steps(html)[1]!.lines).toMatch(/│ # │ set │ side/);
  });

  it('--round N opens the page at round N', () => {
    const file = join(out, 'from.html');
    expect(runCli(['replay', join(LOGS, 'reserve-cut-off.jsonl'), '--html', file, '--round', '2']).code).toBe(
      0,
    );
    expect(readFileSync(file, 'utf8')).toContain('<main id="steps" data-start="2">');
  });
});

describe('replay --html: other battles', () => {
  it('a Die Fighting battle, its strength in health', async () => {
    const log = join(out, 'df.jsonl');
    expect(
      (await runMain(['play', 'df-ruined-tower', '--ai', 'all', '--seed', 'r', '--log', log])).code,
    ).toBe(0);
    const html = await report(log, 'df.html');
    await expectMatchesTerminal(log, html);
    expect(html).toMatch(/<tr><td>Red Warband<\/td><td>\d+ health<\/td><td>computer<\/td><\/tr>/);
  });

  it('a Dice Wars battle whose armies deploy in play opens on the deployed table', async () => {
    const log = join(out, 'dw-deployed.jsonl');
    const armies = ['--army', 'legion=battle-iron-legion', '--army', 'waaagh=battle-armoured-company'];
    expect(
      (await runMain(['play', 'dw-battle', ...armies, '--ai', 'all', '--seed', 'r', '--log', log])).code,
    ).toBe(0);
    const placed = readFileSync(log, 'utf8')
      .split('\n')
      .filter((l) => l.includes('"kind":"deploy"'))
      .flatMap((l) => (JSON.parse(l) as { decision: { at?: string[] } }).decision.at ?? []);
    expect(placed.length).toBeGreaterThan(0);
    const html = await report(log, 'dw-deployed.html');
    const opening = html.split('<section class="step"')[1]!;
    expect(opening).toMatch(/^ id="opening"/);
    // Every model placed stands on the opening map: the picture is drawn after deployment.
    const marks = new Set([...opening.matchAll(/class="mark[^"]*" data-cell="([^"]+)"/g)].map((m) => m[1]));
    for (const at of placed) expect(marks).toContain(at);
  });

  it("a scenario's hostile names come out escaped", async () => {
    const hostile = `<script>alert(1)</script> "Q" & 'A'`;
    const scenario = join(out, 'hostile.yaml');
    writeFileSync(
      scenario,
      [
        `name: ${JSON.stringify(hostile)}`,
        'scale: 10',
        'grid: hex',
        'map: { cols: 5, rows: 4 }',
        'sides:',
        `  - { id: red, name: ${JSON.stringify(`Royal ${hostile}`)}, units: { "1,1": 6 } }`,
        '  - { id: blue, name: Blue, units: { "2,1": 5 } }',
        '',
      ].join('\n'),
    );
    const log = join(out, 'hostile.jsonl');
    expect((await runMain(['play', scenario, '--ai', 'all', '--seed', 'h', '--log', log])).code).toBe(0);
    const html = await report(log, 'hostile.html');
    expect(html.match(/<script>/g)).toHaveLength(1);
    expect(html).toContain('<h1>&lt;script&gt;alert(1)&lt;/script&gt; &quot;Q&quot; &amp; &#39;A&#39;</h1>');
    expect(html).toContain('<td>Royal &lt;script&gt;');
    await expectMatchesTerminal(log, html);
  });
});

describe('replay --html: a log that stops early', () => {
  it('shows the rounds it has, the last one unfinished, and says so where the outcome would be', () => {
    const lines = readFileSync(join(ROOT, LOGS, 'reserve-cut-off.jsonl'), 'utf8').split('\n');
    // The header and round 1's first decisions: round 1 is under way, not over.
    const log = join(out, 'early.jsonl');
    writeFileSync(log, `${lines.slice(0, 4).join('\n')}\n`);
    const file = join(out, 'early.html');
    const r = runCli(['replay', log, '--html', file]);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/^diemen: note: .*unfinished: the log stops in round 1/);
    const html = readFileSync(file, 'utf8');
    expect(steps(html).map((s) => s.heading)).toEqual(['Opening position', 'Round 1 (unfinished)']);
    expect(html).toContain('<p>The log stops before the battle is decided.</p>');
    expect(html).toMatch(/<li>[^<]*unfinished: the log stops in round 1/);
  });
});

describe('replay --html: refusals, in one line with exit 2', () => {
  const oneLine = (r: ReturnType<typeof runCli>, message: RegExp): void => {
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr.trim()).toMatch(message);
  };
  const golden = join(LOGS, 'reserve-cut-off.jsonl');

  it('a folder that does not exist, or a folder where the file should be', () => {
    oneLine(
      runCli(['replay', golden, '--html', join(out, 'no-such-dir', 'r.html')]),
      /^diemen: .*no-such-dir\/r\.html: can't write the report there: its folder does not exist$/,
    );
    oneLine(runCli(['replay', golden, '--html', out]), /can't write the report there: that is a folder/);
  });

  it('a game without pictures', () => {
    const { env, scenario } = highRollPlugin(out);
    const log = join(out, 'duel.jsonl');
    expect(runCli(['play', scenario, '--ai', 'all', '--seed', 'd', '--log', log], { env }).code).toBe(0);
    oneLine(
      runCli(['replay', log, '--html', join(out, 'duel.html')], { env }),
      /^diemen: .*duel\.jsonl: High Roll has no pictures yet \(--html reports only games that draw them\)$/,
    );
  });
});

describe('start-up cost', () => {
  const required = (args: string[]): string[] => requiredBy(args).filter((l) => /cli-report/.test(l));

  it('roll and a replay without --html never load the report code; --html does', () => {
    const golden = join(LOGS, 'reserve-cut-off.jsonl');
    expect(required(['roll', '12d'])).toEqual([]);
    expect(required(['replay', golden, '--all'])).toEqual([]);
    expect(required(['replay', golden, '--html', join(out, 'load.html')])).not.toEqual([]);
  });
});
