/**
 * A battle report as one self-contained HTML page: pure, report data in, HTML text out. It loads
 * nothing (the style and the script are inline, the maps inline SVG), so it opens from a disk, a
 * mail or a forum attachment alike. Every text from the battle is escaped here.
 */
import { escapeHtml as h } from './html';
import type { ReportData, ReportSide, ReportStep } from './reportData';
import { REPORT_SCRIPT } from './reportScript';
import { REPORT_CSS } from './reportStyle';

export function renderReportHtml(data: ReportData): string {
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="generator" content="diemen">',
    `<title>${h(`${data.title}: battle report`)}</title>`,
    `<style>${REPORT_CSS}</style>`,
    '</head>',
    '<body>',
    header(data),
    armies(data.sides),
    controls(data.steps.length),
    `<main id="steps" data-start="${data.start}">`,
    ...data.steps.map(step),
    '</main>',
    outcome(data),
    `<footer><p>Made by diemen from the log ${h(data.log)}.</p></footer>`,
    `<script>${REPORT_SCRIPT}</script>`,
    '</body>',
    '</html>',
    '',
  ].join('\n');
}

function header(data: ReportData): string {
  const intro = data.intro.map((line) => `<li>${h(line)}</li>`).join('');
  return [
    '<header>',
    `<h1>${h(data.title)}</h1>`,
    `<p class="meta">${h(data.game)} · seed <code>${h(data.seed)}</code> · log <code>${h(data.log)}</code></p>`,
    intro === '' ? '' : `<ul class="intro">${intro}</ul>`,
    '</header>',
  ].join('\n');
}

function armies(sides: readonly ReportSide[]): string {
  const rows = sides.map(
    (s) => `<tr><td>${h(s.name)}</td><td>${h(s.strength)}</td><td>${h(s.playedBy)}</td></tr>`,
  );
  return [
    '<section class="armies" aria-labelledby="armies">',
    '<h2 id="armies">The armies</h2>',
    '<table><thead><tr><th scope="col">side</th><th scope="col">at the start</th><th scope="col">played by</th></tr></thead>',
    `<tbody>${rows.join('')}</tbody></table>`,
    '</section>',
  ].join('\n');
}

/** Hidden until the script shows them: without it every step is on the page already. */
function controls(count: number): string {
  return [
    '<nav class="controls" id="controls" aria-label="Rounds" hidden>',
    '<button type="button" data-go="first" aria-keyshortcuts="Home">« First</button>',
    '<button type="button" data-go="prev" aria-keyshortcuts="ArrowLeft">◀ Previous</button>',
    `<input type="range" id="step-range" min="0" max="${Math.max(0, count - 1)}" value="0" aria-label="Round">`,
    '<button type="button" data-go="next" aria-keyshortcuts="ArrowRight">Next ▶</button>',
    '<button type="button" data-go="last" aria-keyshortcuts="End">Last »</button>',
    '<output id="step-label" aria-live="polite"></output>',
    '<span class="zoom" role="group" aria-label="Map size">',
    '<button type="button" data-zoom="out" aria-keyshortcuts="-" aria-label="Zoom out">−</button>',
    '<output id="zoom-label">fit</output>',
    '<button type="button" data-zoom="in" aria-keyshortcuts="+" aria-label="Zoom in">+</button>',
    '<button type="button" data-zoom="fit" aria-keyshortcuts="0">Fit width</button>',
    '</span>',
    '<span class="hint">keys: ← → Home End, + − 0 to zoom</span>',
    '</nav>',
  ].join('\n');
}

const stepId = (s: ReportStep): string => (s.round === null ? 'opening' : `round-${s.round}`);

function step(s: ReportStep): string {
  const id = stepId(s);
  const events =
    s.lines.length === 0
      ? '<p class="quiet">Nothing happened.</p>'
      : `<pre class="events" aria-label="${h(`${s.heading}: what happened`)}">${h(s.lines.join('\n'))}</pre>`;
  return [
    `<section class="step" id="${id}" data-round="${s.round ?? 0}" data-label="${h(s.heading)}" aria-labelledby="${id}-h">`,
    `<h2 id="${id}-h">${h(s.heading)}</h2>`,
    '<div class="pair">',
    `<figure class="map">${s.svg}</figure>`,
    events,
    '</div>',
    '</section>',
  ].join('\n');
}

function outcome(data: ReportData): string {
  const notes = data.notes.map((n) => `<li>${h(n)}</li>`).join('');
  return [
    '<section class="outcome" aria-labelledby="outcome">',
    '<h2 id="outcome">Outcome</h2>',
    `<p>${h(data.outcome ?? 'The log stops before the battle is decided.')}</p>`,
    notes === '' ? '' : `<ul class="notes">${notes}</ul>`,
    '</section>',
  ].join('\n');
}
