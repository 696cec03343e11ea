/**
 * The odds part of an attack choice in the order prompt, short enough to share an 80-column line
 * with the hex: "3 kills, cap 5 left; 2 gobble dice could spoil it".
 */
import type { AttackOutlook } from '../../../rulesets/die-men';

const kills = (n: number): string => `${n} ${n === 1 ? 'kill' : 'kills'}`;

export function outlookLabel(o: AttackOutlook): string {
  if (o.harmable === 0) return 'can harm none of them';
  const cap = o.capLeft === null ? 'no cap' : `cap ${o.capLeft} left`;
  const head = `${kills(o.kills)}, ${cap}`;
  if (o.gobble.length === 0) return `${head}, no gobble`;
  const dice = `${o.gobble.length} gobble ${o.gobble.length === 1 ? 'die' : 'dice'}`;
  if (o.canSpoil) return `${head}; ${dice} could spoil it`;
  if (o.gobbledKills === o.kills) return `${head}; ${dice} can't lower it`;
  return `${head}; ${dice} could cut it to ${kills(o.gobbledKills)}`;
}
