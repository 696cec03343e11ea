/**
 * Commander's own errors ("error: unknown option '-x'\n(Did you mean -v?)") in the one style every
 * other error has: `diemen: <what is wrong>` on one line.
 */
export function commanderError(text: string): string {
  const lines = text
    .trim()
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  return `diemen: ${lines.join(' ').replace(/^error:\s*/, '')}`;
}
