/** The pure One Roll Engine: no I/O, no clocks, no ambient randomness. */
export * from './types';
export * from './timing';
export * from './readSets';
export * from './split';
export * from './squish';
export * from './gobble';
export * from './notation';
export * from './faces';
export * from './preparePool';
export * from './difficulty';
export * from './masterDie';
export * from './readRoll';
export * from './opposed';
export * from './rollPool';
export * from './odds';
export * from './bench';
export * from './vsOdds';
