/**
 * The report page as text, from data (no browser, no battle): names are anyone's text and come
 * out escaped; one section per step in order, with its map and its lines; the outcome and the
 * notes; nothing the page would fetch. And the maps inlined: ids kept apart between rounds, no
 * namespace URL, a name that looks like a reference left alone.
 */
import { inlineSvg } from '../../../src/cli/report/inlineSvg';
import type { ReportData } from '../../../src/cli/report/reportData';
import { renderReportHtml } from '../../../src/cli/report/renderReportHtml';
import type { MapPicture } from '../../../src/cli/svg/picture';
import { renderMapSvg } from '../../../src/cli/svg/renderMapSvg';

const HOSTILE = `<script>alert("x")</script> & 'co' <img src=x onerror=alert(1)>\u001b[31m`;

const picture = (round: number | null, name: string): MapPicture => ({
  grid: { kind: 'square', cols: 3, rows: 2 },
  title: name,
  subtitle: round === null ? 'opening position' : `round ${round}`,
  terrain: { '1,1': 'slow' },
  looks: {
    open: { label: 'open', fill: '#FFFFFF', pattern: 'plain', ink: '#FFFFFF' },
    slow: { label: 'slow', fill: '#EEEEEE', pattern: 'slow', ink: '#444444' },
  },
  sides: [
    { id: 'a', name, note: '3 units' },
    { id: 'b', name: 'url(#terrain-0)', note: '2 units' },
  ],
  marks: [{ at: '0,0', side: 'a', count: 3 }],
  arrows: round === null ? [] : [{ kind: 'attack', side: 'a', from: '0,0', to: '1,0', label: '−1' }],
});

const svgOf = (round: number | null): string =>
  inlineSvg(renderMapSvg(picture(round, HOSTILE)), round === null ? 'opening-' : `r${round}-`);

const data: ReportData = {
  title: HOSTILE,
  game: 'Test Game',
  seed: `seed "${HOSTILE}"`,
  log: `logs/<${HOSTILE}>.jsonl`,
  intro: [`scale: ${HOSTILE}`],
  sides: [
    { id: 'a', name: HOSTILE, playedBy: 'computer', strength: '3 units' },
    { id: 'b', name: 'Blue & Co', playedBy: 'a player', strength: '2 units' },
  ],
  steps: [
    { round: null, heading: 'Opening position', svg: svgOf(null), lines: [`${HOSTILE} (3 units)`] },
    { round: 1, heading: 'Round 1', svg: svgOf(1), lines: ['── Round 1 ──', `${HOSTILE} attacks`] },
    { round: 2, heading: 'Round 2', svg: svgOf(2), lines: [] },
  ],
  outcome: `Victory for ${HOSTILE} in round 2: the other side has no units left`,
  notes: [`unfinished: ${HOSTILE}`],
  start: 1,
};

const html = renderReportHtml(data);
const sections = [...html.matchAll(/<section class="step" id="([^"]+)" data-round="(\d+)"/g)];

describe('renderReportHtml', () => {
  it("escapes every name: no tag, attribute or terminal escape of the battle's text gets through", () => {
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('\u001b');
    // The only script is the page's own, once.
    expect(html.match(/<script>/g)).toHaveLength(1);
    const escaped = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39; &lt;img';
    expect(html).toContain(`<h1>${escaped}`);
    expect(html).toContain(`<title>${escaped}`);
    expect(html).toContain(`<td>${escaped}`);
    expect(html).toContain('<td>Blue &amp; Co</td>');
  });

  it('one section per step, in order, each with its heading, its map and its lines', () => {
    expect(sections.map((m) => [m[1], m[2]])).toEqual([
      ['opening', '0'],
      ['round-1', '1'],
      ['round-2', '2'],
    ]);
    const bodies = html.split('<section class="step"').slice(1);
    expect(bodies.map((b) => b.match(/<h2[^>]*>([^<]*)<\/h2>/)?.[1])).toEqual([
      'Opening position',
      'Round 1',
      'Round 2',
    ]);
    for (const body of bodies) expect(body.match(/<svg /g)).toHaveLength(1);
    expect(bodies[1]).toContain('── Round 1 ──\n&lt;script&gt;');
    expect(bodies[2]).toContain('Nothing happened.');
    expect(html).toContain('<main id="steps" data-start="1">');
    expect(html).toContain('max="2"');
  });

  it('the outcome and the notes come after the rounds', () => {
    const outcome = html.indexOf('<h2 id="outcome">Outcome</h2>');
    expect(outcome).toBeGreaterThan(html.lastIndexOf('<section class="step"'));
    expect(html.slice(outcome)).toMatch(
      /<p>Victory for &lt;script&gt;.* in round 2: the other side has no units left<\/p>/,
    );
    expect(html.slice(outcome)).toContain('<li>unfinished: &lt;script&gt;');
  });

  it('a log that stops before the end says so where the outcome would be', () => {
    expect(renderReportHtml({ ...data, outcome: null })).toContain(
      '<p>The log stops before the battle is decided.</p>',
    );
  });

  it('loads nothing: no URL, no external script, style, font or image', () => {
    expect(html).not.toMatch(/https?:/i);
    expect(html).not.toMatch(/<(link|img|iframe|object|embed)\b/i);
    // An attribute inside a tag (escaped text has no `>` to stop at, tags do).
    expect(html).not.toMatch(/<[a-z][^>]*\s(src|href)=/i);
    expect(html).not.toMatch(/@import|url\((?!#)/i);
  });

  it('the controls are hidden until the script shows them (all rounds show without it)', () => {
    expect(html).toMatch(/<nav class="controls" id="controls"[^>]* hidden>/);
    const print = html.slice(html.indexOf('@media print {'));
    expect(print).toContain('.controls { display: none !important; }');
  });
});

describe('inlineSvg', () => {
  const one = svgOf(1);
  const two = svgOf(2);
  const ids = (svg: string): string[] => [...svg.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]!);

  it('drops the XML declaration and the namespace URL', () => {
    expect(one.startsWith('<svg ')).toBe(true);
    expect(one).not.toContain('<?xml');
    expect(one).not.toContain('xmlns');
  });

  it("gives each picture's ids its own prefix, references included", () => {
    expect(ids(one).length).toBeGreaterThan(0);
    expect(ids(one).every((id) => id.startsWith('r1-'))).toBe(true);
    expect(ids(one).filter((id) => ids(two).includes(id))).toEqual([]);
    const refs = [...one.matchAll(/="url\(#([^)]+)\)"/g)].map((m) => m[1]!);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) expect(ids(one)).toContain(ref);
  });

  it('leaves text that only looks like a reference as it is', () => {
    expect(one).toContain('>url(#terrain-0)');
  });
});
