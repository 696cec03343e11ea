/**
 * The cell and id fields every game's scenario file writes the same way, beside headerFields.ts:
 * a cell is "col,row" (0-based, at most three digits each), an id a letter then letters, digits,
 * "-" or "_" (at most 32). A game names what it calls a cell ("square" on a table) and says what
 * the field is for.
 */
import * as z from 'zod';
import { describeValue as show } from './issues';

export const CELL_PATTERN = /^(0|[1-9]\d{0,2}),(0|[1-9]\d{0,2})$/;
export const ID_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{0,31}$/;

/** A "col,row" field; `noun` is the game's word for it in the error ("cell", "square"). */
export const cellField = (noun: string, description: string) =>
  z
    .string()
    .regex(CELL_PATTERN, {
      error: (iss) => `not a ${noun}: write "col,row", e.g. "3,2" (got ${show(iss.input)})`,
    })
    .describe(description);

/** An id field; `noun` says what the id names in the error ("id", "side id"). */
export const idField = (noun: string, description: string) =>
  z
    .string()
    .regex(ID_PATTERN, {
      error: (iss) =>
        `not ${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun}: a letter, then letters, digits, "-" or "_" (at most 32), got ${show(iss.input)}`,
    })
    .describe(description);
