/**
 * Ordinary (polyhedral) dice, pure: notation, rolling through roll requests, roll-offs, and exact
 * distributions. The One Roll Engine lives apart in ./ore.
 */
export * from './target';
export * from './expression';
export * from './notation';
export * from './rollRequest';
export * from './roll';
export * from './modifiers';
export * from './rollTerm';
export * from './rollOff';
export * from './fraction';
export * from './distribution';
export * from './chances';
export * from './opposedOdds';
export * from './saves';
export * from './rollGroup';
