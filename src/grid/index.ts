export * from './types';
export { OPPOSITE_EDGE } from './edges';
export { cellKey, formatCell, parseCell, type Coord } from './cell';
export { oddqToCube, cubeToOddq, cubeDistance, hexDistance, hexNeighbourCoords, type Cube } from './hex';
export { squareDistance, squareNeighbourCoords } from './square';
export {
  gridFor,
  isValidSpec,
  inBounds,
  neighbours,
  distance,
  cellsWithin,
  edgeDistance,
  type Grid,
} from './grid';
export { cellCentre, centreOf, type Point } from './cellCentre';
export { straightDistance } from './straightDistance';
export type { MoveRules, StepCost, IndexedStepCost } from './search';
export { reach, reachList, type Reach } from './reach';
export { findPath, pathCost, type FoundPath } from './findPath';
export { nearestReachable, type NearestCell } from './nearestReachable';
export { indexFor, type GridIndex } from './gridIndex';
export { terrainStepCost, type Footing, type FootingCosts } from './terrainStepCost';
export { lineCells, type LineCrossing, type LineCorner, type SquareLine } from './lineCells';
export { lineOfSight } from './lineOfSight';
export { bucketSearch, stepCostTable, type BucketMove, type BucketReach } from './bucketSearch';
