/** "1 round", "3 rounds", "1 die", "2 dice": a count with its noun, in plain English. */
export const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

/** "a", "a or b", "a, b or c": choices listed in plain English. */
export const orList = (xs: readonly string[]): string =>
  xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} or ${xs[xs.length - 1]}`;
