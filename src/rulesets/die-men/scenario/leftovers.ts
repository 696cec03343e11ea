/**
 * Scripted entries nothing used are either mistakes in the file or orders overtaken by events.
 * An order whose set was spoiled (knocked down to one die) before its turn, or a round the battle
 * never reached because it ended, is a warning and skipped; anything else is an error.
 */
import { problem, type Problem } from '../../../core/problem';
import type { Event } from '../events';
import type { UnusedEntry } from './scripted';

export function sortLeftovers(
  entries: readonly UnusedEntry[],
  problems: readonly Problem[],
  events: readonly Event[],
): { errors: Problem[]; warnings: Problem[] } {
  const spoiled = new Map<string, number>();
  const key = (round: number, side: string, set: string) => `${round} ${side} ${set}`;
  for (const e of events) {
    if (e.type !== 'spoiled') continue;
    const k = key(e.round, e.side, `${e.set.rolledWidth}x${e.set.height}`);
    spoiled.set(k, (spoiled.get(k) ?? 0) + 1);
  }
  const errors: Problem[] = [];
  const warnings: Problem[] = [];
  entries.forEach((u, i) => {
    const p = problems[i]!;
    const k = u.set === undefined ? '' : key(u.round, u.side, u.set);
    const facts = { round: u.round, side: u.side, kind: u.kind, index: u.index };
    if (u.kind === 'order' && (spoiled.get(k) ?? 0) > 0) {
      spoiled.set(k, spoiled.get(k)! - 1);
      warnings.push(
        problem(
          'scenario.order-overtaken',
          `round ${u.round}: ${u.side}'s order for ${u.set} skipped: the set was spoiled before its turn`,
          { facts },
        ),
      );
    } else if (!u.reached) {
      warnings.push(
        problem(
          'scenario.round-not-reached',
          `round ${u.round}: ${u.side}'s scripted ${u.kind} not used: the battle ended before round ${u.round}`,
          { facts },
        ),
      );
    } else {
      errors.push(p);
    }
  });
  return { errors, warnings };
}
