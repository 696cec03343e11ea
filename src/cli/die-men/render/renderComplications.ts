/**
 * The lines for the complications' events (terrain, unit types, Command Lag, Threat ratings,
 * Command Interference) and the extra terms of an attack's arithmetic.
 */
import type { AttackBonus, Event } from '../../../rulesets/die-men/events';
import type { Style } from '../../style';
import { declarationLabel, setLabel, setOf, type SideNames } from './names';

type Ev<T extends Event['type']> = Extract<Event, { type: T }>;

/** "hill 1", "cavalry 1", "archers 1", "PCs 2": terms added to width and encirclement. */
export function bonusTerms(bonuses: readonly AttackBonus[]): string[] {
  return bonuses.map((b) => {
    switch (b.source) {
      case 'terrain':
        return `${b.terrain} ${b.amount}`;
      case 'cavalry':
        return `cavalry ${b.amount}`;
      case 'archers':
        return `archers ${b.amount}`;
      case 'pc':
        return `${b.amount === 1 ? 'PC' : 'PCs'} ${b.amount}`;
    }
  });
}

/** Who attacked, when it isn't the hex's troops. */
export const attackerLabel = (e: Ev<'attacked'>): string =>
  e.by === 'archers' ? ' (archers: one unit)' : e.by === 'siege' ? ' (siege engines, no cap)' : '';

/** What a Defense's dice owe to high ground and free dice: " (hill: +1 height)". */
export function defenceNote(e: Ev<'defended'>): string {
  const parts: string[] = [];
  if (e.raise > 0) parts.push(`+${e.raise} height`);
  if (e.free.length > 0) parts.push(`free 10 (${e.free.join(', ')})`);
  return parts.length ? ` [${parts.join(', ')}]` : '';
}

export function complicationLine(
  e: Ev<'declaredAhead' | 'gate' | 'interference' | 'commandTaken' | 'freeGobble' | 'threatFailed'>,
  names: SideNames,
  style: Style,
): string {
  switch (e.type) {
    case 'declaredAhead':
      return Object.entries(e.declarations)
        .map(
          ([side, d]) => `${names.styled(side)}: for round ${e.forRound}, ${style.bold(declarationLabel(d))}`,
        )
        .join('\n');
    case 'gate': {
      const who = names.styled(e.side);
      if (e.change !== 'broken')
        return `${who}: ${e.change === 'opened' ? 'opens' : 'shuts'} the ${e.gate} at ${e.at}`;
      const by = e.by ? `${setOf(e.by.set, names)} from ${e.by.from} ` : `${who}: `;
      return `${by}breaks the ${e.gate} at ${e.at}: ${style.warn('open for good')}`;
    }
    case 'interference': {
      const inspire = e.inspire
        ? `, Command+Inspire ${e.inspire.faces.join(' ')} (width ${e.inspire.width})`
        : '';
      const result = e.set
        ? style.bold(`${setLabel(e.set)}: the hex obeys`)
        : style.warn('no set high enough: the hex ignores them');
      return `${names.styled(e.side)}: character in ${e.at} rolls ${e.skill} ${e.faces.join(' ') || '(no dice)'}${inspire} against difficulty ${e.needed}${e.needed !== e.difficulty ? ` (${e.difficulty} on the chart)` : ''}: ${result}`;
    }
    case 'commandTaken':
      return `${names.styled(e.side)}: character in ${e.at} takes ${setOf(e.set, names)} (Command Interference)`;
    case 'freeGobble':
      return `${names.styled(e.side)}: defensive bloc in ${e.at}: a free gobble 10 (ready: ${e.pool.join(' ')})`;
    case 'threatFailed':
      return `${setOf(e.set, names)} from ${e.from} → ${e.to}: height ${e.height} is below Threat ${e.threat}: ${style.warn('fails')}`;
  }
}
