/**
 * The table as the rules see it: every measurement the battle rules make goes through this module
 * and nothing else. The geometry itself is the table module's (src/rulesets/dice-wars/table/;
 * docs/rules.md, Dice Wars, DW-G1 to DW-G7).
 */
export {
  canEndMove,
  coherent,
  gap,
  inCover,
  inZone,
  reachable,
  reachFrom,
  tableIndex,
  type Reach,
  type TableIndex,
  sees,
  sightOf,
  type Sight,
  type Figure,
  type Table,
  type TerrainPiece,
} from './table';
