/** Battle simulation: trials, their aggregation and the statistics behind `diemen sim`. */
export * from './stats';
export * from './aggregate';
export * from './trial';
