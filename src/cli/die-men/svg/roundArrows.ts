/** A round's attacks and moves as arrows: what its events say each set did, cell to cell. */
import type { Event } from '../../../rulesets/die-men';
import type { MapArrow } from '../../svg/picture';

/** An attack's label: its kills, or why it did nothing. */
function attackLabel(e: Extract<Event, { type: 'attacked' }>): string {
  if (e.kills > 0) return `−${e.kills}`;
  return e.spoiled ? 'spoiled' : '0';
}

export function roundArrows(events: readonly Event[]): MapArrow[] {
  const out: MapArrow[] = [];
  for (const e of events) {
    if (e.type === 'attacked') {
      out.push({ kind: 'attack', side: e.set.side, from: e.from, to: e.to, label: attackLabel(e) });
    } else if (e.type === 'gate' && e.change === 'broken' && e.by) {
      out.push({ kind: 'attack', side: e.side, from: e.by.from, to: e.at, label: 'breaks' });
    } else if (e.type === 'moved') {
      out.push({ kind: 'move', side: e.set.side, from: e.from, to: e.to });
    } else if (e.type === 'freeMoved') {
      out.push({ kind: 'move', side: e.side, from: e.from, to: e.to });
    }
  }
  return out;
}
