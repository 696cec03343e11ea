/**
 * Colour and width for the terminal. Render functions take a Style so tests can use the plain one
 * (no colour, 80 columns).
 */
import { Chalk } from 'chalk';
import type { Io } from './io';
import { MIN_WIDTH, terminalWidth } from './layout/width';

export interface Style {
  readonly enabled: boolean;
  /** Columns the output may take (layout/width.ts): tables, maps and long lines fit in it. */
  readonly width: number;
  readonly bold: (s: string) => string;
  readonly dim: (s: string) => string;
  readonly good: (s: string) => string;
  readonly bad: (s: string) => string;
  readonly warn: (s: string) => string;
  readonly accent: (s: string) => string;
  /** Colour per side index (0, 1, ...), cycling. */
  readonly side: (index: number, s: string) => string;
}

const id = (s: string): string => s;

export const plainStyle: Style = {
  enabled: false,
  width: MIN_WIDTH,
  bold: id,
  dim: id,
  good: id,
  bad: id,
  warn: id,
  accent: id,
  side: (_i, s) => s,
};

/** Colour only on a terminal, and never when NO_COLOR is set (https://no-color.org). */
export function styleFor(io: Io, forceOff = false): Style {
  if (forceOff || (io.env.NO_COLOR ?? '') !== '' || (!io.stdoutIsTTY && !io.env.FORCE_COLOR))
    return { ...plainStyle, width: terminalWidth(io) };
  const c = new Chalk({ level: 1 });
  const sides = [c.cyan, c.magenta, c.yellow, c.green];
  return {
    enabled: true,
    width: terminalWidth(io),
    bold: c.bold,
    dim: c.dim,
    good: c.green,
    bad: c.red,
    warn: c.yellow,
    accent: c.cyan,
    side: (i, s) => (sides[i % sides.length] ?? id)(s),
  };
}
