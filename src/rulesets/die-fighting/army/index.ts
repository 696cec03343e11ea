/** Die Fighting army building: units and commanders, their points, armies against their mode. */
export * from './army';
