/** A small Dice Wars battle for the face's tests: a gun, a tank behind a wall, a squad of scouts. */
import type { BattleSetup } from '../../../src/rulesets/dice-wars/types';
import { renderEvent } from '../../../src/cli/dice-wars/render/renderEvent';
import { sideNames } from '../../../src/cli/render/sideNames';
import { plainStyle } from '../../../src/cli/style';
import type { Event } from '../../../src/rulesets/dice-wars/events';
import { diceWars } from '../../../src/rulesets/dice-wars/ruleset';
import type { BattleState } from '../../../src/rulesets/dice-wars/state';
import type { Decision } from '../../../src/rulesets/dice-wars/types';
import { activate, begin, end, first, setupOf, shoot, unit } from '../../rulesets/dice-wars/battle';

export {
  begin,
  play,
  first,
  act,
  activate,
  end,
  shoot,
  melee,
  save,
  lose,
  loseMembers,
  ofType,
} from '../../rulesets/dice-wars/battle';

const none = { melee: [], ranged: [], indirect: [] };

/** Red: a gun (2 Core, Ranged 4) and a tank (Armor 3, Ranged 2). Blue: scouts (3 members, Speed 2, Melee 1) and a walker (2 Core, Armor 2, Ranged 1). */
export function faceSetup(extra: Partial<BattleSetup> = {}): BattleSetup {
  return setupOf(
    [
      unit('gun', 'red', ['10,10'], { core: 2, equipment: { ...none, ranged: [4] } }),
      unit('tank', 'red', ['14,10'], {
        core: 2,
        passive: { kind: 'armor', dice: 3 },
        equipment: { ...none, ranged: [2] },
      }),
      unit('scouts', 'blue', ['10,18', '11,18', '12,18'], {
        core: 1,
        passive: { kind: 'speed', dice: 2 },
        equipment: { ...none, melee: [1] },
      }),
      unit('walker', 'blue', ['14,20'], {
        core: 2,
        passive: { kind: 'armor', dice: 2 },
        equipment: { ...none, ranged: [1] },
      }),
    ],
    {
      table: { cols: 30, rows: 30, pieces: [{ id: 'wall', cells: ['13,21', '14,21', '15,21'], height: 2 }] },
      ...extra,
    },
  );
}

const names = sideNames(faceSetup().sides, plainStyle);

/** Plays the decisions, rendering each step's events with the state after it. */
export function roundOne(extra: Decision[] = []) {
  let state: BattleState = begin(faceSetup()).state;
  const events: Event[] = [];
  const lines: string[] = [];
  const decisions: Decision[] = [
    ...first(6, 1),
    activate('red', 'gun'),
    shoot('red', 0, 'walker', { hit: [5], damage: [5] }),
    end('red'),
    activate('blue', 'scouts'),
    end('blue'),
    activate('red', 'tank'),
    shoot('red', 0, 'scouts', { hit: [6] }),
    end('red'),
    activate('blue', 'walker'),
    shoot('blue', 0, 'tank', { hit: [4] }),
    end('blue'),
    ...extra,
  ];
  for (const d of decisions) {
    const r = diceWars.apply(state, d);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    state = r.value.state;
    events.push(...r.value.events);
    lines.push(...r.value.events.map((e) => renderEvent(e, names, plainStyle, state)));
  }
  return { state, events, lines };
}

/** The Damage Phase of round one, answered: saves typed, losses chosen. */
export const DAMAGE: Decision[] = [
  { kind: 'save', side: 'red', faces: [2] },
  { kind: 'damage', side: 'red', remove: ['passive'] },
  { kind: 'damage', side: 'blue', members: ['12,18'] },
  { kind: 'save', side: 'blue', faces: [6, 1] },
  { kind: 'damage', side: 'blue', remove: [0] },
];
