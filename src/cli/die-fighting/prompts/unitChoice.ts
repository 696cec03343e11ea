/** A unit as a choice at a prompt: where it stands, what it is, its health, its shots. */
import { UNIT_TYPES } from '../../../rulesets/die-fighting/cards';
import type { Unit } from '../../../rulesets/die-fighting/types';
import { unitKind } from '../render/labels';

/** `3,1  heavy infantry +captain  7/10` (and `2 shots left` for archers). */
export function unitChoice(u: Unit, note = ''): string {
  const shots = u.uses === null ? '' : `  ${u.uses} shot${u.uses === 1 ? '' : 's'} left`;
  return `${u.at.padEnd(5)} ${unitKind(u)}  ${u.health}/${UNIT_TYPES[u.type].die}${shots}${note}`;
}
