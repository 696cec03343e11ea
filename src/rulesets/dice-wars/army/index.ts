/** Dice Wars army building: stat cards, their costs and limits, armies against their size. */
export * from './card';
export * from './cost';
export * from './limits';
export * from './checkCard';
export * from './sizes';
export * from './army';
