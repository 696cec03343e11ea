/**
 * How wide the output may be: the terminal's columns when printing to one, else `COLUMNS` (a
 * script or pipe can say how wide its reader is), else 80; never less than 80, the narrowest
 * terminal diemen lays itself out for.
 */
import type { Io } from '../io';

export const MIN_WIDTH = 80;

const asColumns = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*\d+\s*$/.test(v) ? Number(v) : NaN;
  return Number.isInteger(n) && n > 0 ? n : null;
};

export function terminalWidth(io: Pick<Io, 'stdoutIsTTY' | 'env'> & { readonly columns?: number }): number {
  const fromTerminal = io.stdoutIsTTY ? asColumns(io.columns) : null;
  const asked = fromTerminal ?? asColumns(io.env.COLUMNS) ?? MIN_WIDTH;
  return Math.max(MIN_WIDTH, asked);
}
