/**
 * A side's name may be plural (an army called "Clan Ironfoot's Shieldbrothers") or singular ("The
 * Border Levy"), so no Die, Men! line puts a verb straight after it: "Clan Ironfoot's
 * Shieldbrothers deploys", "... declares", "... places first" read wrong. The name leads with a
 * colon (`X: deploys ...`) or comes last (`first to place: X`).
 */
import { renderEvent } from '../../../src/cli/die-men/render/renderEvent';
import { sideNames } from '../../../src/cli/die-men/render/names';
import { plainStyle } from '../../../src/cli/style';
import type { Event } from '../../../src/rulesets/die-men/events';
import type { QueuedSet } from '../../../src/rulesets/die-men';

const CLAN = "Clan Ironfoot's Shieldbrothers";
const names = sideNames(
  [
    { id: 'clan', name: CLAN },
    { id: 'levy', name: 'The Border Levy' },
  ],
  plainStyle,
);
const set: QueuedSet = { id: 's1', side: 'clan', width: 3, height: 7, rolledWidth: 3 };
const side = 'clan';

const events: Event[] = [
  {
    type: 'deployRolled',
    round: 0,
    rolls: [
      [
        { side: 'clan', face: 8 },
        { side: 'levy', face: 3 },
      ],
    ],
    first: 'clan',
  },
  { type: 'deployed', round: 0, side, at: '1,2', units: { infantry: 3 }, left: 2 },
  { type: 'notDeployed', round: 0, side, units: { infantry: 2 } },
  { type: 'declared', round: 1, declarations: { clan: { strategy: 'hold' } } },
  { type: 'declaredAhead', round: 1, forRound: 2, declarations: { clan: { strategy: 'hold' } } },
  { type: 'rolled', round: 1, side, faces: [7, 7, 7, 2], source: 'rng', sets: [set], waste: [2] },
  { type: 'split', round: 1, side, set, into: [set, set] },
  { type: 'casualties', round: 1, side, at: '1,2', losses: { infantry: 1 }, left: { infantry: 2 } },
  { type: 'knocked', round: 1, side, set, by: 's2' },
  { type: 'knocked', round: 1, side, set: null, by: 's2' },
  { type: 'gate', round: 1, at: '6,4', gate: 'drawbridge', change: 'opened', side },
  { type: 'gate', round: 1, at: '6,4', gate: 'drawbridge', change: 'broken', side },
  {
    type: 'interference',
    round: 1,
    side,
    at: '7,4',
    skill: 'tactics',
    faces: [3, 3],
    source: 'rng',
    difficulty: 2,
    needed: 2,
    set: { width: 2, height: 3 },
    success: true,
  },
  { type: 'commandTaken', round: 1, side, at: '7,4', set, tactic: { type: 'pass' } },
  { type: 'freeGobble', round: 1, side, at: '7,4', kind: 'bloc', pool: [10] },
] as unknown as Event[];

describe("Die, Men!'s lines read right after a plural side name", () => {
  for (const e of events) {
    it(`${e.type}${e.type === 'gate' ? ` (${e.change})` : ''}: no verb straight after the name`, () => {
      const text = renderEvent(e, names, plainStyle)!;
      expect(text).toContain(CLAN);
      // Every time the name is said, a colon follows it, or a roll-off's face, or the line ends.
      const after = text.split(CLAN).slice(1);
      expect(after.length).toBeGreaterThan(0);
      for (const rest of after) expect(rest).toMatch(/^(:|,? \d|\n|$)/);
    });
  }
});
