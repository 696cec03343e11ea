/**
 * Caps on the sizes that drive work (issue #22): a file under a megabyte can hold tens of
 * thousands of units or sides, and every one of them costs time in validation, play and the sim.
 * Each game documents its caps (docs/<game>.md); these helpers say them in one line.
 */

/** "at most 200 units (got 5000)": the message of a list or mapping that is too long. */
export const tooMany =
  (max: number, what: string) =>
  (iss: { readonly input?: unknown }): string => {
    const n = Array.isArray(iss.input)
      ? iss.input.length
      : iss.input !== null && typeof iss.input === 'object'
        ? Object.keys(iss.input).length
        : undefined;
    return `at most ${max} ${what}${n === undefined ? '' : ` (got ${n})`}`;
  };

/** For a zod record's refine: no more than `max` keys. */
export const atMostKeys =
  (max: number) =>
  (o: Readonly<Record<string, unknown>>): boolean => {
    let n = 0;
    for (const _ in o) if (++n > max) return false;
    return true;
  };
