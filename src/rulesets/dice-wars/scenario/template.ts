/**
 * The starter file `diemen new --ruleset dice-wars` writes: a small skirmish, valid as written,
 * commented so a player can change it without the manual open. Its `$schema` line gives editors
 * completion.
 */
import type { TemplateOptions } from '../../../engine/game';

export function diceWarsTemplate(o: TemplateOptions): string {
  return `# yaml-language-server: $schema=${o.schema}
#
# A Dice Wars skirmish, written by diemen new. Change anything, then:
#   diemen validate THIS-FILE        # every problem, with its line
#   diemen play THIS-FILE            # hot-seat; --ai SIDE for the computer, --ai all to watch
# Every field is explained in docs/dice-wars.md.
ruleset: dice-wars
name: A new skirmish
description: "Two warbands of about 30 dice meet across a yard with a hut and a wall"
size: skirmish       # skirmish (20-40 dice a side), battle (60-80) or epic (120-200); points: N agrees a pool
table:               # 24x24 for a skirmish; squares are "col,row" from 0,0 in the north-west corner
  terrain:
    - { id: hut, from: "3,10", to: "6,13", height: 3 }      # a rectangle of squares, 3" tall
    - { id: wall, from: "9,11", to: "14,11", height: 1 }    # low: cover for whoever stands by it
    - { id: crates, cells: ["18,12", "19,12"], height: 1 }
sides:
  - id: red          # ids are what scripts, logs and --ai use
    name: Red Warband
    edge: north      # deploys within 6" of this edge (rows 0 to 5)
    units:           # each a stat card, as in an army file, with an id and where it stands
      - { id: boss, name: Warboss, core: 4, armor: 3, melee: 3, at: "12,2" }
      - { id: boyz, name: Boyz, members: 4, core: 1, melee: 1, at: ["9,3", "10,3", "11,3", "12,3"] }
      - { id: shootas, name: Shootas, members: 3, core: 2, ranged: 2, at: ["15,1", "16,1", "17,1"] }
      - { id: buggy, name: Buggy, core: 2, speed: 3, ranged: 2, at: "5,2" }
  - id: blue
    name: Blue Warband
    edge: south      # rows 18 to 23
    # army: skirmish-scrap-gang   # instead of units: an army file, or a ready-made army (diemen dw army)
    units:           # an army's units are deployed in play, a unit each in turn
      - { id: chief, name: Chief, core: 4, armor: 3, melee: 3, at: "11,21" }
      - { id: lads, name: Lads, members: 4, core: 1, melee: 1, at: ["11,20", "12,20", "13,20", "14,20"] }
      - { id: gunners, name: Gunners, members: 3, core: 2, ranged: 2, at: ["6,22", "7,22", "8,22"] }
      - { id: trukk, name: Trukk, core: 2, speed: 3, ranged: 2, at: "18,21" }
options:
  maxRounds: 5       # "Game End": five rounds
  deployment: edge   # or free: units start anywhere (a game in progress)
`;
}
