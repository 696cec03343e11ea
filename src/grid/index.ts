export * from './types';
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
