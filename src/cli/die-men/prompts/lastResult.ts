/**
 * Die, Men!'s results in a few words for the `last:` line above "spend it on?"
 * (src/cli/prompts/lastLine.ts): `2×10 7,5 → 5,4: 1 killed; 2×9 breaks the drawbridge at 6,4`.
 * Played hot-seat at 80x24 on castle-siege, the rows of the map drawn above the question filled the
 * screen, and the player about to spend a set no longer saw what the other side's set had done.
 */
import type { Event } from '../../../rulesets/die-men/events';
import { lastOf } from '../../prompts/lastLine';
import type { Style } from '../../style';
import { setOf, type SideNames } from '../render/names';

/** One result in a few words, or null for what the question shows anyway (the sets, a roll). */
function shortText(e: Event, names: SideNames): string | null {
  switch (e.type) {
    case 'attacked':
      return `${setOf(e.set, names)} ${e.from} → ${e.to}: ${e.spoiled ? 'spoiled' : `${e.kills} killed`}`;
    case 'moved':
      return `${setOf(e.set, names)} ${e.from} → ${e.to}`;
    case 'defended':
      return `${setOf(e.set, names)} defends ${e.at}`;
    case 'skipped':
      return `${setOf(e.set, names)} ${e.tactic.type} skipped`;
    case 'passed':
      return `${setOf(e.set, names)} not spent`;
    case 'gate':
      return e.change === 'broken' ? `the ${e.gate} at ${e.at} broken` : null;
    default:
      return null;
  }
}

/** The results of `events` on at most two lines of `width` columns (lastLine.ts); null when none. */
export const lastResult = (
  events: readonly Event[],
  names: SideNames,
  style: Style,
  width: number,
): string | null => lastOf(events, (e) => shortText(e, names), style, width);
