/**
 * Lines for stderr. At a terminal narrower than a line, the terminal itself would fold it at the
 * last column, mid-word ("no such f" / "ile"); instead it is broken at a word, going on indented
 * under the message (past `diemen: `). Piped or redirected, each message stays one line, so that
 * grep, a log or a copy into an issue gets it whole: the caller passes no width then.
 */
import { hangOf, visibleWidth, wrap } from './wrap';

/** Where a `diemen: ` line goes on: under its message. */
const PREFIX = 'diemen: ';

/** `text` with each line wider than `columns` broken at words; unchanged without `columns`. */
export function fitErr(text: string, columns: number | undefined): string {
  if (columns === undefined || !Number.isInteger(columns) || columns < 1) return text;
  const end = text.endsWith('\n') ? '\n' : '';
  const lines = (end ? text.slice(0, -1) : text).split('\n');
  return (
    lines
      .flatMap((line) => {
        if (visibleWidth(line) <= columns) return [line];
        const hang = line.startsWith(PREFIX) ? PREFIX.length : hangOf(line);
        return wrap(line, columns, hang);
      })
      .join('\n') + end
  );
}
