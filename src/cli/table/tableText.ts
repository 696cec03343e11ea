/** The words a table session prints: help, a roll's label, the history, the last words. */
import type { TableRoll } from '../../log/tableHistory';
import { visibleWidth } from '../layout/wrap';

export const TABLE_HELP = `  2d6+3   6d -d 3   4dF   5d10>=7   roll, as diemen roll takes it
  Enter, again         roll the last roll again
  save attack 2d6+3    save a roll by name (save attack: the last roll)
  attack               roll a saved roll (saved lists them; forget attack)
  as Anna: 2d6         one roll for Anna
  player Anna          the rolls that follow are Anna's (player: nobody's)
  history [N]          the rolls so far (or the last N)
  odds 2d6+3           the odds, as diemen odds gives them (odds attack)
  help, quit           this list; leave (Ctrl+D, or Ctrl+C on an empty line)`;

/** `#3 Anna · attack · seed 5e1f0c2a.3` */
export const rollLabel = (r: TableRoll): string =>
  [`#${r.roll}`, r.player, r.name, `seed ${r.seed}`].filter(Boolean).join(' · ');

/** Hours and minutes of an ISO time, in local time (empty if it doesn't read as a time). */
function clock(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
}

/** Cut to `width` columns, with … where it was cut. */
function cut(line: string, width: number): string {
  if (visibleWidth(line) <= width) return line;
  return `${[...line].slice(0, Math.max(1, width - 1)).join('')}…`;
}

/** One roll of the history in one line: `#3 19:02 Anna (attack) 2d6+3: [3, 2]+3 = 8`. */
export function historyLine(r: TableRoll, width: number): string {
  const who = [r.player ? `${r.player}:` : '', r.name ? `(${r.name})` : ''].filter(Boolean).join(' ');
  return cut([`#${r.roll}`, clock(r.at), who, r.shown].filter(Boolean).join(' '), width);
}

/** The history: the rolls (the last `count` of them), after a line saying where it is kept. */
export function historyLines(
  rolls: readonly TableRoll[],
  count: number | null,
  width: number,
  where: { readonly seed: string; readonly file: string | null },
): string[] {
  const shown = count === null ? rolls : rolls.slice(-count);
  const kept = where.file ? `history in ${where.file}` : 'history not written (--no-log)';
  const head = `${rolls.length} ${rolls.length === 1 ? 'roll' : 'rolls'}, seed ${where.seed}, ${kept}`;
  const skipped = rolls.length - shown.length;
  return [
    cut(head, width),
    ...(skipped > 0 ? [`(${skipped} earlier: history ${rolls.length} shows them all)`] : []),
    ...shown.map((r) => historyLine(r, width)),
  ];
}

/**
 * The last words of a session, however it was left (quit, Ctrl+D, Ctrl+C on an empty line): the
 * rolls made, and how to sit down at the same table again. A stray Ctrl+D ends the session, so
 * this says how to go on (`--resume`); it used to offer `--show`, which only checks the rolls.
 */
export function closingLines(rolls: number, saved: number, file: string | null): string[] {
  const made = rolls === 0 ? 'no rolls' : `${rolls} ${rolls === 1 ? 'roll' : 'rolls'}`;
  const kept = saved === 0 ? '' : `, ${saved} saved`;
  if (rolls === 0 && saved === 0) return [`${made} at this table`];
  if (file === null) return [`${made} at this table${kept}, not written down (--no-log)`];
  return [`${made} at this table${kept}; to go on later:`, `  diemen table --resume ${file}`];
}
