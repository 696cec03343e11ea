/** Writing SVG as text: escaping, and one element at a time. No DOM: plain strings are enough. */

/** Characters XML 1.0 forbids outright (most control characters, lone surrogates): dropped. */
const FORBIDDEN =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text safe inside an element or a quoted attribute: a scenario's names are anyone's text. */
export function escapeXml(text: string): string {
  return text.replace(FORBIDDEN, '').replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

export type Attrs = Readonly<Record<string, string | number | undefined>>;

/** Numbers to two decimals at most: the pictures stay small and byte-for-byte stable. */
export const num = (n: number): string => String(Math.round(n * 100) / 100);

function attrText(attrs: Attrs): string {
  let out = '';
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined) continue;
    out += ` ${k}="${typeof v === 'number' ? num(v) : escapeXml(v)}"`;
  }
  return out;
}

/** `<name attrs/>`, or `<name attrs>children</name>`; children are SVG text already. */
export function el(name: string, attrs: Attrs, children?: string | readonly string[]): string {
  const inner = typeof children === 'string' ? children : children?.join('');
  return inner === undefined || inner === ''
    ? `<${name}${attrText(attrs)}/>`
    : `<${name}${attrText(attrs)}>${inner}</${name}>`;
}

/** A `<text>` element: the text is escaped here. */
export function text(attrs: Attrs, content: string): string {
  return el('text', attrs, escapeXml(content));
}
