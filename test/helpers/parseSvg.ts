/** Reads an SVG picture with a real XML parser: any well-formedness problem, even a warning, throws. */
import { DOMParser, type Document, type Element } from '@xmldom/xmldom';

export function parseSvg(text: string): Document {
  const parser = new DOMParser({
    onError: (level, message) => {
      throw new Error(`${level}: ${message}`);
    },
  });
  const doc = parser.parseFromString(text, 'image/svg+xml');
  if (doc.documentElement?.tagName !== 'svg') throw new Error('not an svg document');
  return doc;
}

/** Elements of a tag, as an array. */
export function tags(root: Document | Element, name: string): Element[] {
  return [...root.getElementsByTagName(name)];
}

/** Groups (`<g>`) whose class list holds `cls`. */
export function groups(root: Document | Element, cls: string): Element[] {
  return tags(root, 'g').filter((g) => (g.getAttribute('class') ?? '').split(' ').includes(cls));
}

/** The text of every `<text>` under `root`. */
export function texts(root: Document | Element): string[] {
  return tags(root, 'text').map((t) => t.textContent ?? '');
}
