/**
 * Dice Wars' results in a few words for the `last:` line above "Activate which unit?"
 * (src/cli/prompts/lastLine.ts): `Invading Patrol activates first (4 to 1); Mortar on Boyz: no hits`.
 */
import type { Event } from '../../../rulesets/dice-wars/events';
import { plural } from '../../../core/plural';
import { lastOf } from '../../prompts/lastLine';
import type { SideNames } from '../../render/sideNames';
import type { Style } from '../../style';

/** One result in a few words, or null for an event whose outcome the map shows (a move). */
function shortText(e: Event, names: SideNames): string | null {
  switch (e.type) {
    case 'firstRolled': {
      const faces = Object.entries(e.rolls).sort(([a], [b]) => (a === e.first ? -1 : b === e.first ? 1 : 0));
      const roll = faces.map(([, f]) => f).join(' to ');
      return e.first
        ? `first activation to ${names.styled(e.first)} (${roll})`
        : `first activation tied (${roll})`;
    }
    case 'edgesRolled': {
      const faces = Object.entries(e.rolls).sort(([a]) => (a === e.winner ? -1 : 1));
      const roll = faces.map(([, f]) => f).join(' to ');
      return e.winner ? `roll-off for edges to ${names.styled(e.winner)} (${roll})` : `edges tied (${roll})`;
    }
    case 'edgeChosen':
      return `the ${e.edge} edge to ${names.styled(e.side)}`;
    case 'deployed':
      return `${names.styled(e.unit.side, e.unit.name)} placed at ${e.at[0]}`;
    case 'attacked': {
      const got = e.hits === 0 ? 'no hits' : `${plural(e.hits, 'hit')}, ${plural(e.markers, 'marker')}`;
      return `${names.styled(e.unit.side, e.unit.name)} on ${names.styled(e.target.side, e.target.name)}: ${got}`;
    }
    case 'destroyed':
      return `${names.styled(e.unit.side, `${names.name(e.unit.side)} ${e.unit.name}`)} destroyed`;
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
