/**
 * A Die, Men! roll as text: `Red rolls 12d: 6 10 10 1 … → 3×1 2×10, waste 2 5 6`. On one line when
 * it fits the width; else broken between its parts, never inside one (the faces, the sets, the
 * wasted dice each stay whole), so a player reads what is left to spend at a glance instead of
 * hunting for the tail of the waste list on the next line.
 */
import type { Event } from '../../../rulesets/die-men/events';
import { HANG, visibleWidth } from '../../layout/wrap';
import type { Style } from '../../style';
import { setLabel, type SideNames } from './names';

/** Items on lines of at most `width` columns, a space between; lines after the first start `pad`. */
function pack(items: readonly string[], width: number, pad: string): string[] {
  const lines: string[] = [];
  for (const item of items) {
    const last = lines[lines.length - 1];
    if (last !== undefined && visibleWidth(`${last} ${item}`) <= width)
      lines[lines.length - 1] = `${last} ${item}`;
    else lines.push(lines.length === 0 ? item : `${pad}${item}`);
  }
  return lines;
}

export function rollLine(e: Extract<Event, { type: 'rolled' }>, names: SideNames, style: Style): string {
  const how = e.source === 'given' ? ' (given)' : '';
  // `X: rolls 9d:`, never `X rolls`: a side's name may be plural (renderEvent.ts).
  const head = `${names.styled(e.side)}: rolls ${e.faces.length}d${how}:`;
  const faces = e.faces.join(' ');
  const sets = `→ ${e.sets.length ? e.sets.map(setLabel).join(' ') : 'no sets'}`;
  const waste = e.waste.length ? `waste ${e.waste.join(' ')}` : null;
  const one = `${head} ${faces} ${sets}${waste ? `, ${waste}` : ''}`;
  if (visibleWidth(one) <= style.width) return one;
  // The roll on the first line, what it made on the next: sets and waste together when they fit.
  const pad = ' '.repeat(HANG);
  const rolled = pack([head, faces], style.width, pad);
  const made = pack(waste ? [`${sets},`, waste] : [sets], style.width - HANG, '').map((l) => `${pad}${l}`);
  return [...rolled, ...made].join('\n');
}
