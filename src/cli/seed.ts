/**
 * A fresh seed for a run nobody asked to reproduce. It only has to differ between runs; every die
 * then comes from the seeded generator, and the seed is printed so the run can be repeated.
 * (Math.random here, at the edge, spares start-up the cost of loading node:crypto.)
 */
export const newSeed = (): string =>
  Math.floor(Math.random() * 0x100000000)
    .toString(16)
    .padStart(8, '0');
