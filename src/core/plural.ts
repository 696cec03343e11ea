/** "1 round", "3 rounds", "1 die", "2 dice": a count with its noun, in plain English. */
export const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;
