/**
 * What the dice did since the player was last asked, on one short line inside the next question's
 * block (`last: Invading Patrol activates first (4 to 1); Mortar on Boyz: no hits`). The
 * full lines were printed as they happened, but the board drawn again above "Activate which unit?"
 * can push them off an 80x24 screen, and the player must see what the dice did before choosing.
 */
import type { Event } from '../../../rulesets/dice-wars/events';
import { plural } from '../../../core/plural';
import { flow, stripCodes, visibleWidth } from '../../layout/wrap';
import type { SideNames } from '../../render/sideNames';
import type { Style } from '../../style';

/** One result in a few words, or null for an event whose outcome the map shows (a move). */
function shortText(e: Event, names: SideNames): string | null {
  switch (e.type) {
    case 'firstRolled': {
      const faces = Object.entries(e.rolls).sort(([a], [b]) => (a === e.first ? -1 : b === e.first ? 1 : 0));
      const roll = faces.map(([, f]) => f).join(' to ');
      return e.first
        ? `${names.styled(e.first)} activates first (${roll})`
        : `first activation tied (${roll})`;
    }
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

const PREFIX = 'last:';

/**
 * The results of `events` on at most `lines` lines of `width` columns, the newest kept: older ones
 * that don't fit give way to `…`. Null when nothing was rolled.
 */
export function lastResult(
  events: readonly Event[],
  names: SideNames,
  style: Style,
  width: number,
  lines = 2,
): string | null {
  const all = events.map((e) => shortText(e, names)).filter((t): t is string => t !== null);
  if (all.length === 0) return null;
  const packed = (items: readonly string[], more: boolean): string[] =>
    flow(
      [
        style.dim(PREFIX),
        ...(more ? ['…'] : []),
        ...items.map((t, i) => (i < items.length - 1 ? `${t};` : t)),
      ].map((t) => cut(t, width)),
      width,
      ' ',
    );
  let kept = [all[all.length - 1]!];
  for (let i = all.length - 2; i >= 0; i--) {
    const more = [all[i]!, ...kept];
    if (packed(more, i > 0).length > lines) break;
    kept = more;
  }
  return packed(kept, kept.length < all.length).join('\n');
}

/** `text` cut at a word to `room` columns, ending in `…` (one result alone may be that long). */
function cut(text: string, room: number): string {
  if (visibleWidth(text) <= room) return text;
  let part = '';
  for (const ch of stripCodes(text)) {
    if (visibleWidth(part + ch) > room - 1) break;
    part += ch;
  }
  const space = part.lastIndexOf(' ');
  return `${(space >= room / 2 ? part.slice(0, space) : part).trimEnd()}…`;
}
