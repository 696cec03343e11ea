/**
 * Which dice `diemen roll` and `diemen odds` read. An argument written the One Roll Engine way is an
 * ORE pool, exactly as before: a count alone or with `d`/`d10` (`12`, `12d`, `12d10`), or anything
 * with an Expert or Master Die (`6d+ED7`, `4d+MD`). Anything else that looks like dice (a die with
 * sides, `d%`, a leading `d`, a comparison) is ordinary dice notation, and so is every argument given
 * with an option only ordinary dice have (`--target`, `--mod`, `--times`, `--save`, odds' `--vs`).
 * Text that looks like neither keeps the ORE error it always had.
 */
const ORE_POOL = /^\s*\d+\s*(?:d(?:10)?)?\s*$/i;
const ORE_SPECIAL = /\+\s*(?:ED|MD)/i;
const ORDINARY = /d[\d%f]|^\s*d|^\s*[-+]|[<>=!*]/i;

export function looksOrdinary(text: string): boolean {
  if (ORE_POOL.test(text) || ORE_SPECIAL.test(text)) return false;
  return ORDINARY.test(text);
}
