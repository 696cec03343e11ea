/** Checks a BattleSetup and builds the opening state ("Building Your Army", "Set Up"). */
import { openingDraft } from '../../engine/openingDraft';
import { UNIT_TYPES, unitCost } from './cards';
import type { Draft } from './draft';
import type { Event } from './events';
import type { Rules } from './state';
import type { BattleSetup, Unit } from './types';

export const RULESET_ID = 'die-fighting';
export const RULESET_VERSION = '3';

export { DEPLOY_DEPTH, validateSetup } from './setupCheck';

const asSet = (cells: readonly string[]): Record<string, true> =>
  Object.fromEntries(cells.map((c) => [c, true] as const));

export function createState(setup: BattleSetup): { draft: Draft; events: Event[] } {
  const rules: Rules = {
    name: setup.name,
    mode: setup.mode,
    points: setup.points,
    grid: setup.grid,
    slow: asSet(setup.slow),
    blocking: asSet(setup.blocking),
    sides: setup.sides,
    cards: setup.cards,
    options: setup.options,
  };
  const units: Unit[] = [];
  for (const [cell, u] of Object.entries(setup.units)) {
    const card = setup.cards[u.type];
    units.push({
      id: cell,
      side: u.side,
      type: u.type,
      commander: u.commander ?? null,
      at: cell,
      health: u.health ?? UNIT_TYPES[u.type].die,
      uses: card.uses === null ? null : (u.uses ?? card.uses),
    });
  }
  const reserve = setup.reserve ?? [];
  const draft: Draft = {
    rules,
    // Units to place: the set-up roll decides who places first, so it is always rolled then.
    ...openingDraft(setup, units, reserve, ['setup', 'initiative']),
    engaged: [],
    destroyed: Object.fromEntries(setup.sides.map((s) => [s.id, 0])),
    awaiting: null,
    outcome: null,
  };
  const events: Event[] = [
    {
      type: 'battleStarted',
      sides: setup.sides.map((s) => {
        const mine = [...Object.values(setup.units), ...reserve].filter((u) => u.side === s.id);
        return {
          id: s.id,
          units: mine.length,
          points: mine.reduce((n, u) => n + unitCost(u.type, u.commander ?? null), 0),
        };
      }),
    },
  ];
  if (draft.round === 1) events.push({ type: 'roundStarted', round: 1 });
  return { draft, events };
}
