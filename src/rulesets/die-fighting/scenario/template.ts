/**
 * The starter file `diemen new --ruleset die-fighting` writes: a small skirmish, valid as written,
 * commented so a player can change it without the manual open. Its `$schema` line gives editors
 * completion.
 */
import type { TemplateOptions } from '../../../engine/game';

export function dieFightingTemplate(o: TemplateOptions): string {
  return `# yaml-language-server: $schema=${o.schema}
#
# A Die Fighting skirmish, written by diemen new. Change anything, then:
#   diemen validate THIS-FILE        # every problem, with its line
#   diemen play THIS-FILE            # hot-seat; --ai SIDE for the computer, --ai all to watch
# Every field is explained in docs/die-fighting.md.
ruleset: die-fighting
name: A new skirmish
description: "Two small warbands meet across a field with a ruined wall"
mode: skirmish     # skirmish (50 points), battle (150) or war (200); points: N sets another limit
map:
  cols: 12         # squares are "col,row", counted from 0,0 in the north-west corner
  rows: 12
  slow: ["5,5", "6,5", "5,6"]      # rubble: 2 squares of movement
  blocking: ["6,6", "7,6"]         # a wall: no way through, and it shelters from arrows
sides:
  - id: red        # ids are what scripts, logs and --ai use
    name: Red Warband
    edge: north    # deploys within two squares of this edge (rows 0 and 1)
    units:         # "col,row": a type, or { type, commander: sergeant | lieutenant | captain }
      "5,1": { type: heavy-infantry, commander: captain }
      "6,1": conscripts
      "4,1": conscripts
      "2,0": light-cavalry
      "7,0": archers
      "8,0": { type: archers, commander: sergeant }
  - id: blue
    name: Blue Warband
    edge: south
    # army: df-hill-clans   # instead of units: an army file, or a ready-made army (diemen df army)
    units:         # or a list without squares, [archers, conscripts]: placed in play, in turn
      "6,10": { type: heavy-infantry, commander: captain }
      "5,10": conscripts
      "7,10": conscripts
      "9,11": light-cavalry
      "4,11": archers
      "3,11": { type: archers, commander: sergeant }
options:
  game: elimination  # or timed: most points destroyed when the rounds run out
  maxRounds: 30      # the default for elimination (a timed skirmish: 6)
`;
}
