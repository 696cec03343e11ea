/**
 * The starter file `diemen new` writes for Die, Men!: small, valid as written, and commented so a
 * player can change it without the manual open. Its `$schema` line gives editors completion.
 */
import type { TemplateOptions } from '../../../engine/game';

export function dieMenTemplate(o: TemplateOptions): string {
  const grid = o.grid ?? 'hex';
  return `# yaml-language-server: $schema=${o.schema}
#
# A Die, Men! battle, written by diemen new. Change anything, then:
#   diemen validate THIS-FILE        # every problem, with its line
#   diemen play THIS-FILE            # hot-seat; --ai SIDE for the computer, --ai all to watch
# Every field is explained in docs/scenario-format.md.
name: A new battle
description: "Two companies meet across a stretch of rough ground"
scale: 10          # soldiers a unit: 1, 2, 5, 10, 20, 50 or 100 (the scale chart's row)
grid: ${grid}${' '.repeat(Math.max(1, 9 - grid.length))}# hex (flat-topped, odd columns lower) or square
map:
  cols: 7          # cells are "col,row", counted from 0,0 in the north-west corner
  rows: 5
  terrain:         # cells not listed are open ground
    rough: ["3,1", "3,3"]
    impassable: ["3,2"]
sides:
  - id: red        # ids are what orders, scripts and --ai use
    name: Red Company
    units:         # "col,row": a number of infantry, or { infantry: 2, cavalry: 1 } with complications
      "1,1": 3
      "1,2": 4
      "1,3": 3
  - id: blue
    name: Blue Company
    # army: dm-border-levy   # instead of units: an army file, or a ready-made army (diemen dm army)
    units:         # an army's units are placed in play, a hex a turn in its zone (east here)
      "5,1": 3
      "5,2": 4
      "5,3": 3
options:
  maxRounds: 12    # the battle ends after this round if both sides still stand
`;
}
