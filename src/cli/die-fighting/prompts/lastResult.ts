/**
 * Die Fighting's results in a few words for the `last:` line above the deployment's questions,
 * "Move which unit?" and the combat's "Activate which unit?" (src/cli/prompts/lastLine.ts): `Blue Host goes first (11 to 4);
 * light cavalry 20,1 → 18,5; archers 8,23 attacked: 9,1 hit; heavy infantry 9,1 lost 2`. What happened
 * is said in the past tense, which reads the same after `archers` (plural) and `light cavalry`.
 */
import type { Event, UnitRef } from '../../../rulesets/die-fighting/events';
import { lastOf } from '../../prompts/lastLine';
import type { SideNames } from '../../render/sideNames';
import type { Style } from '../../style';
import { unitKind } from '../render/labels';

const who = (u: UnitRef, names: SideNames): string => names.styled(u.side, `${unitKind(u)} ${u.at}`);

/** Why the side with an equal roll won: `goes first (7 to 7, more units)`, not a bare `7 to 7`. */
const tieBreak = (reason: 'higher' | 'more units' | 'tied'): string =>
  reason === 'more units' ? ', more units' : '';

/** One result in a few words, or null for an event with nothing rolled or moved. */
function shortText(e: Event, names: SideNames): string | null {
  switch (e.type) {
    case 'setupRolled': {
      const totals = Object.entries(e.rolls).sort(([a]) => (a === e.winner ? -1 : 1));
      const roll = totals.map(([, r]) => r.total).join(' to ');
      return e.winner
        ? `set-up roll to ${names.styled(e.winner)} (${roll}${tieBreak(e.reason)})`
        : `set-up roll tied (${roll})`;
    }
    case 'edgeChosen':
      return `the ${e.edge} edge to ${names.styled(e.side)}`;
    case 'deployed':
      return `${who(e.unit, names)} placed`;
    case 'initiative': {
      const totals = Object.entries(e.rolls).sort(([a]) => (a === e.first ? -1 : 1));
      const roll = totals.map(([, r]) => r.total).join(' to ');
      return e.first
        ? `initiative to ${names.styled(e.first)} (${roll}${tieBreak(e.reason)})`
        : `initiative tied (${roll})`;
    }
    case 'moved':
      return `${who(e.unit, names)} → ${e.to}`;
    case 'charged':
      return `${who(e.unit, names)} charged ${e.target}`;
    case 'attacked': {
      const hits = e.targets.map((t) => `${t.unit.at} ${t.hit ? 'hit' : 'missed'}`);
      return `${who(e.unit, names)} attacked: ${hits.join(', ')}`;
    }
    case 'damage':
      return e.hurt.map((h) => `${who(h.unit, names)} lost ${h.damage}`).join('; ') || null;
    case 'destroyed':
      return `${who(e.unit, names)} destroyed`;
    case 'brokeAway':
      return `${who(e.unit, names)} ${e.success ? 'broke away' : 'held fast'}`;
    default:
      return null;
  }
}

/** The results of `events` on at most two lines of `width` columns; null when none. */
export const lastResult = (
  events: readonly Event[],
  names: SideNames,
  style: Style,
  width: number,
): string | null => lastOf(events, (e) => shortText(e, names), style, width);
