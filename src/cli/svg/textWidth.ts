/**
 * How wide a line of text comes out, without a font engine: the advance widths of DejaVu Sans
 * (the first font the pictures ask for, and what Debian's browsers fall back to), regular and
 * bold, in hundredths of an em, for printable ASCII and the few other characters the pictures use
 * (the minus sign, the en dash, the middle dot). Anything else counts as a wide glyph. Labels are
 * placed by these widths, so they must never be too small: other fonts get a margin on top.
 */

/** Hundredths of an em, characters 32 to 126, then U+2212, U+2013, U+00B7. */
const REGULAR = [
  32, 40, 46, 84, 64, 95, 78, 27, 39, 39, 50, 84, 32, 36, 32, 34, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 34,
  34, 84, 84, 84, 53, 100, 68, 69, 70, 77, 63, 58, 77, 75, 29, 29, 66, 56, 86, 75, 79, 60, 79, 69, 63, 61, 73,
  68, 99, 69, 61, 69, 39, 34, 39, 84, 50, 50, 61, 63, 55, 63, 62, 35, 63, 63, 28, 28, 58, 28, 97, 63, 61, 63,
  63, 41, 52, 39, 63, 59, 82, 59, 59, 52, 64, 34, 64, 84, 84, 50, 32,
];
const BOLD = [
  35, 46, 52, 84, 70, 100, 87, 31, 46, 46, 52, 84, 38, 42, 38, 37, 70, 70, 70, 70, 70, 70, 70, 70, 70, 70, 40,
  40, 84, 84, 84, 58, 100, 77, 76, 73, 83, 68, 68, 82, 84, 37, 37, 77, 64, 100, 84, 85, 73, 85, 77, 72, 68,
  81, 77, 110, 77, 72, 73, 46, 37, 46, 84, 50, 50, 67, 72, 59, 72, 68, 44, 72, 71, 34, 34, 67, 34, 104, 71,
  69, 72, 72, 49, 60, 48, 71, 65, 92, 65, 65, 58, 71, 37, 71, 84, 84, 50, 38,
];
const EXTRA: Readonly<Record<string, number>> = { '\u2212': 95, '\u2013': 96, '\u00B7': 97 };
/** Room for a fallback font a little wider than DejaVu Sans. */
const SLACK = 1.06;

function advance(table: readonly number[], ch: string): number {
  const code = ch.codePointAt(0) ?? 0;
  const i = code >= 32 && code <= 126 ? code - 32 : EXTRA[ch];
  return i === undefined ? 100 : (table[i] ?? 100);
}

/** The width in pixels of `s` at `size` px. */
export function textWidth(s: string, size: number, bold = false): number {
  const table = bold ? BOLD : REGULAR;
  let em = 0;
  for (const ch of s) em += advance(table, ch);
  return (em / 100) * size * SLACK;
}

/** From the baseline up to the top of the line's box, and down to its bottom, in ems (DejaVu Sans). */
export const ASCENT = 0.93;
export const DESCENT = 0.24;
