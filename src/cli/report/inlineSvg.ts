/**
 * A picture's SVG file made fit to sit inside a page beside others: no XML declaration, no
 * namespace URL (HTML knows SVG without it), and its ids given a prefix. Every round's picture
 * names its patterns and arrow heads alike (`terrain-0`, `head-1`); in one page those ids would
 * clash, and a round hidden with `display: none` would take the others' patterns with it.
 */
export function inlineSvg(svg: string, prefix: string): string {
  return (
    svg
      .replace(/^<\?xml[^>]*\?>\s*/, '')
      .replace(/ xmlns="[^"]*"/g, '')
      // Only in attributes: the renderer escapes every quote in text, so `="` starts an attribute.
      .replace(/ id="([^"]+)"/g, ` id="${prefix}$1"`)
      .replace(/="url\(#([^)"]+)\)"/g, `="url(#${prefix}$1)"`)
      .trim()
  );
}
