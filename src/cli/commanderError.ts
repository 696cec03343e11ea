/**
 * Commander's own errors ("error: unknown option '-x'\n(Did you mean -v?)") in the one style every
 * other error has: `diemen: <what is wrong>` on one line.
 */
export function commanderError(text: string, command?: string): string {
  const lines = text
    .trim()
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const said = lines.join(' ').replace(/^error:\s*/, '');
  return `diemen: ${spacedDice(said) ?? said}${missingHint(said, command)}`;
}

/**
 * `diemen sim` alone, to see what it does: "missing required argument 'file'" didn't say that a
 * bundled battle's name will do, nor where play left its logs.
 */
function missingHint(said: string, command: string | undefined): string {
  const m = /^missing required argument '(\w+)'$/.exec(said);
  if (!m || command === undefined) return '';
  if (m[1] === 'log' && command === 'replay') return ': a battle log (play writes them to diemen-logs/)';
  if ((m[1] === 'file' || m[1] === 'files') && ['step', 'sim', 'map', 'validate'].includes(command))
    return ': a scenario file, or a bundled one by name (diemen scenarios lists them)';
  return '';
}

/**
 * `diemen roll 2d6 + 1` is three words to the shell, and commander's "too many arguments ...
 * Expected 1 argument but got 3." said nothing of how to write it: a newcomer spacing a roll as on
 * paper was left guessing.
 */
function spacedDice(said: string): string | undefined {
  const m = /^too many arguments for '(roll|odds)'\. Expected 1 argument but got (\d+)\.$/.exec(said);
  return m ? `${m[1]}: got ${m[2]} words; write the dice as one word, 2d6+1, or quote them` : undefined;
}
