/**
 * The report page's stylesheet, inlined (the page loads nothing). Without the script every step
 * is shown, one under another; the script adds `js` to the root and the page shows one step at a
 * time. Each map fits the page's width (made smaller, never bigger); the zoom buttons make every
 * map a multiple of that width (and its box scroll), so a big table can be read in pieces. Printed, every step starts a page and the
 * controls go.
 */
export const REPORT_CSS = `
:root { color-scheme: light; --ink: #1a1a1a; --muted: #555; --rule: #c8c8c8; --panel: #f5f5f0; }
* { box-sizing: border-box; }
body { margin: 0 auto; max-width: 96rem; padding: 1rem 1.5rem 3rem; color: var(--ink); background: #fff;
  font: 16px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", Arial, sans-serif; }
h1 { font-size: 1.8rem; margin: 0.2rem 0; }
h2 { font-size: 1.25rem; margin: 1.2rem 0 0.5rem; }
.meta, .intro, .quiet, footer { color: var(--muted); }
.intro { margin: 0.3rem 0; padding-left: 1.2rem; }
code, pre { font-family: ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace; }
table { border-collapse: collapse; }
th, td { text-align: left; padding: 0.25rem 1.2rem 0.25rem 0; border-bottom: 1px solid var(--rule); }
.controls { position: sticky; top: 0; z-index: 1; display: flex; flex-wrap: wrap; align-items: center;
  gap: 0.5rem; margin-top: 1rem; padding: 0.5rem 0; background: #fff; border-bottom: 1px solid var(--rule); }
.controls[hidden] { display: none; }
.controls input[type="range"] { flex: 1 1 12rem; }
.controls output { font-weight: bold; min-width: 8rem; }
.hint { color: var(--muted); font-size: 0.85rem; }
button { font: inherit; padding: 0.2rem 0.7rem; }
.step { border-top: 2px solid var(--rule); margin-top: 1rem; }
.js .step { border-top: none; }
.pair { display: block; }
.map { margin: 0 0 1rem; max-width: 100%; overflow: auto; }
.js .map { max-height: calc(100vh - 4rem); }
.map svg { display: block; max-width: 100%; height: auto; }
.zoomed .map svg { width: calc(100% * var(--zoom, 1)); max-width: none; }
.zoom { display: inline-flex; gap: 0.25rem; align-items: center; }
.controls .zoom output { min-width: 3.5rem; text-align: center; font-weight: normal; }
.events { min-width: 0; margin: 0; padding: 0.6rem 0.8rem; overflow-x: auto; white-space: pre-wrap;
  background: var(--panel); border: 1px solid var(--rule); font-size: 13px; line-height: 1.4; }
.outcome p { font-size: 1.1rem; font-weight: bold; }
.js .step { display: none; }
.js .step.current { display: block; }
@media print {
  body { max-width: none; padding: 0; }
  .controls { display: none !important; }
  .js .step, .step { display: block !important; break-before: page; border-top: none; }
  .map { margin-bottom: 0.8rem; break-inside: avoid; overflow: visible; }
  .zoomed .map svg { width: auto; max-width: 100%; }
  .events { white-space: pre-wrap; overflow: visible; background: none; font-size: 10px; }
  .outcome { break-before: page; }
}
`;
