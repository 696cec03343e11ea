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

/** A count alone or `Nd10`: an ORE pool here, a total of d10s in other rollers. */
const AMBIGUOUS = /^\s*\d+\s*(?:d10)?\s*$/i;

/**
 * The line `roll` and `odds` print first when an argument could be read either way (`30d10`,
 * `12`): which reading was taken, and how to ask for the other. Null when there is no doubt.
 */
export function readingLine(text: string | undefined, ordinary: boolean): string | null {
  if (text === undefined || !AMBIGUOUS.test(text)) return null;
  const t = text.trim();
  const total = /d/i.test(t) ? `${t}+0` : `${t}d10+0`;
  return ordinary
    ? `reading ${t} as ordinary d10s (for the option); alone it is a One Roll Engine pool`
    : `reading ${t} as a One Roll Engine pool; for a total of d10s write ${total}`;
}
