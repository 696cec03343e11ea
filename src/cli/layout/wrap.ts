/**
 * Fitting text to a terminal's width: how wide a string looks (colour codes take no room, a wide
 * CJK character or emoji two columns), wrapping a line at spaces with a hanging indent, and
 * packing short items onto lines. Pure functions over already-escaped strings: the caller decides
 * what may reach the terminal; here only SGR colour codes (ESC [ ... m) are understood.
 */

/** Colour and other CSI sequences: they take no room on screen. */
const CSI = /\u001b\[[0-9;?]*[A-Za-z]/y;

/** Columns one code point takes: 0 for combining marks and zero-width joiners, 2 for wide ones. */
export function charWidth(cp: number): number {
  if (cp < 0x20 || (cp >= 0x7f && cp < 0xa0)) return 0;
  if (
    (cp >= 0x300 && cp <= 0x36f) ||
    (cp >= 0x200b && cp <= 0x200f) ||
    (cp >= 0xfe00 && cp <= 0xfe0f) ||
    (cp >= 0x20d0 && cp <= 0x20ff)
  )
    return 0;
  if (
    (cp >= 0x1100 && cp <= 0x115f) ||
    (cp >= 0x2e80 && cp <= 0x303e) ||
    (cp >= 0x3041 && cp <= 0xa4cf) ||
    (cp >= 0xac00 && cp <= 0xd7a3) ||
    (cp >= 0xf900 && cp <= 0xfaff) ||
    (cp >= 0xfe30 && cp <= 0xfe4f) ||
    (cp >= 0xff00 && cp <= 0xff60) ||
    (cp >= 0xffe0 && cp <= 0xffe6) ||
    (cp >= 0x1f300 && cp <= 0x1f64f) ||
    (cp >= 0x1f900 && cp <= 0x1f9ff) ||
    (cp >= 0x20000 && cp <= 0x3fffd)
  )
    return 2;
  return 1;
}

/** One piece of a line: a character with its width, or a control sequence of width 0. */
interface Piece {
  readonly text: string;
  readonly width: number;
  readonly code: boolean;
}

function pieces(line: string): Piece[] {
  const out: Piece[] = [];
  let i = 0;
  while (i < line.length) {
    CSI.lastIndex = i;
    const m = CSI.exec(line);
    if (m) {
      out.push({ text: m[0], width: 0, code: true });
      i += m[0].length;
      continue;
    }
    const cp = line.codePointAt(i)!;
    const ch = String.fromCodePoint(cp);
    out.push({ text: ch, width: charWidth(cp), code: false });
    i += ch.length;
  }
  return out;
}

/** Columns a line takes on screen (the widest line, for text with newlines). */
export function visibleWidth(text: string): number {
  // Plain printable ASCII on one line, the usual case: its length.
  if (/^[\x20-\x7e]*$/.test(text)) return text.length;
  let widest = 0;
  for (const line of text.split('\n')) {
    let w = 0;
    for (const p of pieces(line)) w += p.width;
    widest = Math.max(widest, w);
  }
  return widest;
}

/** Removes colour codes: what a reader sees, for tests and measuring. */
export const stripCodes = (text: string): string => text.replace(/\u001b\[[0-9;?]*[A-Za-z]/g, '');

/** SGR attribute groups and the code that ends each: a wrapped line closes what is open. */
const CLOSER: Record<string, string> = {
  intensity: '22',
  italic: '23',
  underline: '24',
  inverse: '27',
  hidden: '28',
  strike: '29',
  fg: '39',
  bg: '49',
};

function groupOf(n: number): string | 'reset' | null {
  if (n === 0) return 'reset';
  if (n === 1 || n === 2) return 'intensity';
  if (n === 3) return 'italic';
  if (n === 4) return 'underline';
  if (n === 7) return 'inverse';
  if (n === 8) return 'hidden';
  if (n === 9) return 'strike';
  if ((n >= 30 && n <= 38) || (n >= 90 && n <= 97)) return 'fg';
  if ((n >= 40 && n <= 48) || (n >= 100 && n <= 107)) return 'bg';
  return null;
}

/** The colour state a line leaves open: group → the codes that opened it, in order. */
class Sgr {
  private readonly open = new Map<string, string[]>();
  apply(code: string): void {
    const m = /^\u001b\[([0-9;]*)m$/.exec(code);
    if (!m) return;
    const first = Number((m[1] ?? '').split(';')[0] || 0);
    const closes = Object.entries(CLOSER).find(([, c]) => Number(c) === first);
    if (closes) this.open.delete(closes[0]);
    else {
      const g = groupOf(first);
      if (g === 'reset') this.open.clear();
      else if (g) this.open.set(g, [...(this.open.get(g) ?? []), code]);
    }
  }
  close(): string {
    return [...this.open.keys()].map((g) => `\u001b[${CLOSER[g]}m`).join('');
  }
  reopen(): string {
    return [...this.open.values()].flat().join('');
  }
}

const isSpace = (p: Piece): boolean => !p.code && p.text === ' ';

/** Splits a line's pieces into alternating runs: spaces, then a word, then spaces, ... */
function runs(ps: Piece[]): { spaces: Piece[]; word: Piece[] }[] {
  const out: { spaces: Piece[]; word: Piece[] }[] = [];
  let cur = { spaces: [] as Piece[], word: [] as Piece[] };
  for (const p of ps) {
    if (isSpace(p) && cur.word.some((q) => !q.code)) {
      out.push(cur);
      cur = { spaces: [], word: [] };
    }
    if (isSpace(p)) cur.spaces.push(p);
    else if (p.code && cur.word.length === 0) cur.spaces.push(p);
    else cur.word.push(p);
  }
  if (cur.spaces.length || cur.word.length) out.push(cur);
  return out;
}

const widthOf = (ps: readonly Piece[]): number => ps.reduce((w, p) => w + p.width, 0);

/**
 * One line wrapped at spaces to `width` columns, continuation lines indented by `indent` spaces
 * (a hanging indent); a word longer than a line is broken. Spaces where a line breaks are
 * dropped, others kept as they were; colours stay on the words they belong to.
 */
export function wrap(line: string, width: number, indent = 0): string[] {
  const w = Math.max(1, Math.floor(width));
  const hang = Math.max(0, Math.min(Math.floor(indent), Math.floor(w / 2)));
  const out: string[] = [];
  const sgr = new Sgr();
  let cur = '';
  let curW = 0;
  let fresh = true; // nothing visible on the current line yet (but its indent)
  const add = (p: Piece): void => {
    cur += p.text;
    curW += p.width;
    if (p.code) sgr.apply(p.text);
    else fresh = false;
  };
  const breakLine = (): void => {
    out.push(cur.replace(/ +$/, '') + sgr.close());
    cur = ' '.repeat(hang) + sgr.reopen();
    curW = hang;
    fresh = true;
  };
  for (const { spaces, word } of runs(pieces(line))) {
    const wordW = widthOf(word);
    const spaceW = widthOf(spaces);
    if (!fresh && curW + spaceW + wordW > w) {
      breakLine();
      for (const p of spaces) if (p.code) add(p);
    } else for (const p of spaces) add(p);
    for (const p of word) {
      if (!p.code && curW + p.width > w && !fresh) breakLine();
      add(p);
    }
  }
  out.push(cur.replace(/ +$/, '') + sgr.close());
  return out;
}

/** Leading spaces of a line, colour codes skipped. */
export function leadingSpaces(line: string): number {
  let n = 0;
  for (const p of pieces(line)) {
    if (p.code) continue;
    if (p.text !== ' ') break;
    n++;
  }
  return n;
}

/** How far a wrapped line's continuation sits in from the line's own indent. */
export const HANG = 4;

/** A label this wide or less, then two or more spaces, starts a "label   value" line. */
const LABEL = 16;

/**
 * Where a wrapped line goes on: under the value of a "label   value" line (`dice    1 2 3`),
 * else `HANG` columns further in than the line starts.
 */
export function hangOf(line: string): number {
  const m = /^ *\S+(?: \S+)*? {2,}(?=\S)/.exec(stripCodes(line));
  if (m && visibleWidth(m[0]) <= LABEL) return visibleWidth(m[0]);
  return leadingSpaces(line) + HANG;
}

/**
 * Text fitted to `width`: every line wider than that wrapped with a hanging indent (`hangOf`);
 * lines that fit are left exactly as they are.
 */
export function fit(text: string, width: number): string {
  return text
    .split('\n')
    .flatMap((line) => (visibleWidth(line) <= width ? [line] : wrap(line, width, hangOf(line))))
    .join('\n');
}

/**
 * `text` cut at a word to at most `room` columns, ending in `…`; unchanged when it fits. Colour
 * codes are dropped from a cut text. A word is kept whole unless that would leave under half.
 */
/**
 * The first of `forms` (a text's wordings, longest first) at most `room` columns wide, else the
 * last, shortest one: a label or question cut only as much as the line needs.
 */
export const firstFitting = (forms: readonly string[], room: number): string =>
  forms.find((f) => visibleWidth(f) <= room) ?? forms[forms.length - 1]!;

export function cutAtWord(text: string, room: number): string {
  if (visibleWidth(text) <= room) return text;
  let part = '';
  for (const ch of stripCodes(text)) {
    if (visibleWidth(part + ch) > room - 1) break;
    part += ch;
  }
  const space = part.lastIndexOf(' ');
  return `${(space >= room / 2 ? part.slice(0, space) : part).trimEnd()}…`;
}

/** Short items packed onto lines of at most `width` columns, `sep` between items on a line. */
export function flow(items: readonly string[], width: number, sep = '  '): string[] {
  const lines: string[] = [];
  let w = 0;
  for (const item of items) {
    const iw = visibleWidth(item);
    if (lines.length > 0 && w + sep.length + iw <= width) {
      lines[lines.length - 1] += `${sep}${item}`;
      w += sep.length + iw;
    } else {
      lines.push(item);
      w = iw;
    }
  }
  return lines;
}

/** A printer of text to be read (never JSON) that fits every line to `width` on its way out. */
export const fitOut =
  (out: (text: string) => void, width: number) =>
  (text: string): void =>
    out(fit(text, width));
