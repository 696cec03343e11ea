/** Dice Wars' table in inches: distances, moves, sight and cover (docs/rules.md, "Dice Wars", DW-G1-DW-G7). */
export { FIGURE_HEIGHT, type Figure, type Table, type TerrainPiece } from './types';
export { gap } from './gap';
export { sees } from './sees';
export { sightOf, type Lines, type Sight } from './sightMemo';
export { inCover, terrainSays } from './inCover';
export { canEndMove, moveShortfall, reachable, type MoveShortfall } from './reachable';
export { reachFrom, type Reach } from './reachIndex';
export { tableIndex, type TableIndex } from './tableIndex';
export { coherent } from './coherent';
export { inZone } from './inZone';
