/**
 * The sides' tags under a Die, Men! map (`G The Greycloaks  R The Red Banners`), on one line: at
 * 80 columns two army names of 70 characters took a line each, and with the rest of the key the
 * board and the question no longer fitted a 24-line screen together. A name too long for its
 * share of the line is cut at a word (`G The Most Honourable Company of…`); the intro and the
 * battle's lines keep it whole.
 */
import { cutAtWord, flow, visibleWidth } from '../../layout/wrap';
import type { SideNames } from './names';

/** One-letter side tags, unique: the id's first letter, else its first free letter or digit. */
export function sideTags(sides: readonly string[]): Map<string, string> {
  const tags = new Map<string, string>();
  const used = new Set<string>();
  for (const id of sides) {
    const pool = [...id.toUpperCase(), ...'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'];
    const tag = pool.find((c) => /[A-Z0-9]/.test(c) && !used.has(c)) ?? '?';
    used.add(tag);
    tags.set(id, tag);
  }
  return tags;
}

/** Columns each side's name may take so all the tags fit `width`: the short names whole, the long ones sharing the rest. */
function nameRooms(names: readonly string[], width: number): number[] {
  const sep = 2;
  let left = width - sep * (names.length - 1) - 2 * names.length;
  const rooms = new Array<number>(names.length).fill(0);
  const order = names.map((n, i) => [visibleWidth(n), i] as const).sort((a, b) => a[0] - b[0]);
  order.forEach(([w, i], k) => {
    rooms[i] = Math.max(4, Math.min(w, Math.floor(left / (order.length - k))));
    left -= rooms[i]!;
  });
  return rooms;
}

/** Columns (tag and name) a side keeps before the notes give up their place on the tags' line. */
const READABLE = 24;

/** Each name cut to its share of `room` columns, or null when two would read the same once cut. */
function cutNames(names: readonly string[], room: number): string[] | null {
  const rooms = nameRooms(names, room);
  const cut = names.map((n, i) => cutAtWord(n, rooms[i]!));
  return new Set(cut).size < new Set(names).size ? null : cut;
}

/**
 * The tags on the key's first line, names cut to fit it, then `extra` items flowed after them.
 * Names that can't be cut apart (`The Most Honourable…` twice) are shown whole: sides told apart
 * matter more than the line.
 */
export function sideKey(names: SideNames, width: number, extra: readonly string[] = []): string[] {
  const tags = [...sideTags([...names.index.keys()])];
  const whole = tags.map(([id]) => names.name(id));
  // The notes on the tags' line too when each name keeps a readable part (`& mixed types`).
  const reserve = extra.length > 0 ? visibleWidth(extra.join('  ')) + 2 : 0;
  const shown =
    (width - reserve >= READABLE * tags.length ? cutNames(whole, width - reserve) : null) ??
    cutNames(whole, width) ??
    whole;
  const items = tags.map(([id, tag], i) => names.styled(id, `${tag} ${shown[i]!}`));
  return flow([...items, ...extra], width);
}
