/**
 * `diemen table --show FILE`: a session's history, each roll rolled again from its seed and
 * compared with what was written. Exit 0 when every roll comes out as written, 1 at the first that
 * doesn't, 2 when the file can't be read or was edited (named by its line).
 */
import { stableStringify } from '../../core/stableHash';
import { RNG_ID } from '../../core/rng';
import { isRoll, type TableRoll } from '../../log/tableHistory';
import { EXIT_BAD_INPUT, EXIT_FAILED, EXIT_OK, type Io } from '../io';
import { reportProblems } from '../report';
import { styleFor } from '../style';
import { runDiceCommand } from './runDiceCommand';
import { readHistory } from './tableFile';
import { historyLines } from './tableText';

/** Why roll `r` doesn't come out as written, or null when it does. */
async function recheck(r: TableRoll, io: Io): Promise<string | null> {
  const again = await runDiceCommand('roll', r.args, io, ['--json', '--seed', r.seed]);
  if (again.code !== 0) return `it can't be rolled again: ${again.err.trim().replace(/^diemen: /, '')}`;
  let result: unknown;
  try {
    result = JSON.parse(again.out);
  } catch {
    return "rolling it again doesn't give a roll";
  }
  if (stableStringify(result) === stableStringify(r.result)) return null;
  return `the history says ${r.shown}, but its seed ${r.seed} gives something else`;
}

export async function showHistory(io: Io, file: string): Promise<number> {
  const read = readHistory(file);
  if (!read.ok) return reportProblems(io, [read.error]);
  const { header, entries, torn } = read.value.history;
  const style = styleFor(io);
  const rolls = entries.filter(isRoll);
  for (const line of historyLines(rolls, null, style.width, { seed: header.seed, file })) io.out(line);
  if (torn) io.out(style.warn(`line ${torn} was cut off by an interrupted write, and is left out`));
  if (header.rng !== RNG_ID) {
    io.err(
      `diemen: ${file}: rolled with ${header.rng}; this diemen rolls with ${RNG_ID}, so it can't check it`,
    );
    return EXIT_BAD_INPUT;
  }
  for (const r of rolls) {
    const wrong = await recheck(r, io);
    if (wrong) {
      io.err(`diemen: ${file}: roll #${r.roll} does not come out as written: ${wrong}`);
      return EXIT_FAILED;
    }
  }
  io.out(style.good(`all ${rolls.length} rolls come out as written from seed ${header.seed}`));
  return EXIT_OK;
}
