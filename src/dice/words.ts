/**
 * The words notation reads after a die, matched at a position by char codes, lower case, each the
 * first alternative of the pattern beside it that matches there (so the longest): the same as a
 * sticky, case-insensitive pattern, without the array and string a pattern's match makes.
 */

/** Lower case of the char at `i` for a letter (any other char stays apart from the letters). */
const low = (text: string, i: number): number => text.charCodeAt(i) | 32;

const P = 112;

/** `!!p|!!|!p|!|min|max|ro|r|uo|u|cs|cf|sa|sd|s|m|f` */
export function modifierAt(text: string, at: number): string | null {
  const c = text.charCodeAt(at);
  if (c === 33) {
    if (text.charCodeAt(at + 1) === 33) return low(text, at + 2) === P ? '!!p' : '!!';
    return low(text, at + 1) === P ? '!p' : '!';
  }
  const next = low(text, at + 1);
  switch (c | 32) {
    case 109: // m
      if (next === 105 && low(text, at + 2) === 110) return 'min';
      if (next === 97 && low(text, at + 2) === 120) return 'max';
      return 'm';
    case 114: // r
      return next === 111 ? 'ro' : 'r';
    case 117: // u
      return next === 111 ? 'uo' : 'u';
    case 99: // c
      return next === 115 ? 'cs' : next === 102 ? 'cf' : null;
    case 115: // s
      return next === 97 ? 'sa' : next === 100 ? 'sd' : 's';
    case 102: // f
      return 'f';
    default:
      return null;
  }
}

/** `kh|kl|k|dh|dl|d` */
export function keepAt(text: string, at: number): 'kh' | 'kl' | 'k' | 'dh' | 'dl' | 'd' | null {
  const c = low(text, at);
  if (c !== 107 && c !== 100) return null;
  const next = low(text, at + 1);
  if (c === 107) return next === 104 ? 'kh' : next === 108 ? 'kl' : 'k';
  return next === 104 ? 'dh' : next === 108 ? 'dl' : 'd';
}

/** `>=|<=|<>|>|<|=` (no letters: case doesn't arise) */
export function compareAt(text: string, at: number): '>=' | '<=' | '<>' | '>' | '<' | '=' | null {
  const c = text.charCodeAt(at);
  const next = text.charCodeAt(at + 1);
  if (c === 62) return next === 61 ? '>=' : '>';
  if (c === 60) return next === 61 ? '<=' : next === 62 ? '<>' : '<';
  return c === 61 ? '=' : null;
}

/** `f(?:\.2)?`: the length of a Fudge die's letter (with `.2`, its usual spelling), or 0. */
export function fudgeAt(text: string, at: number): number {
  if (low(text, at) !== 102) return 0;
  return text.startsWith('.2', at + 1) ? 3 : 1;
}
