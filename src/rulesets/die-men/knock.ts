/**
 * An attack that gets through knocks one die out of one of the defender's unresolved sets; the
 * defender picks (die-men.txt, "Attack"; ruling 2: whether or not the hex defended). The set keeps
 * its place in the queue (ruling 4); cut to one die it is spoiled and leaves the queue. Sets of the
 * group being resolved are not candidates (ruling 5).
 */
import type { Event } from './events';
import type { BattleState, Draft } from './state';
import type { QueuedSet } from './types';

/** The defender's sets still waiting in the queue after the group being resolved, in queue order. */
export function knockCandidates(state: BattleState, defender: string): QueuedSet[] {
  const from = state.group ? state.group.start + state.group.size : state.cursor;
  const out: QueuedSet[] = [];
  for (let i = from; i < state.queue.length; i++) {
    const s = state.queue[i]!;
    if (s.side === defender) out.push(s);
  }
  return out;
}

/**
 * Ruling 8's default: lose least. A set of width 3 or more survives the knock, so take the
 * narrowest (then lowest) such set; if every set is a pair, one will be spoiled: the last in the queue.
 */
export function defaultKnock(candidates: readonly QueuedSet[]): QueuedSet | null {
  let best: QueuedSet | null = null;
  for (const s of candidates) {
    if (s.width < 3) continue;
    if (!best || s.width < best.width || (s.width === best.width && s.height < best.height)) best = s;
  }
  return best ?? candidates[candidates.length - 1] ?? null;
}

export function applyKnock(d: Draft, ev: Event[], defender: string, setId: string | null, by: string): void {
  const at = setId === null ? -1 : d.queue.findIndex((s) => s.id === setId);
  if (at < 0) {
    ev.push({ type: 'knocked', round: d.round, side: defender, set: null, by });
    return;
  }
  const old = d.queue[at]!;
  const set: QueuedSet = { ...old, width: old.width - 1 };
  const queue = [...d.queue];
  ev.push({ type: 'knocked', round: d.round, side: defender, set, by });
  if (set.width < 2) {
    queue.splice(at, 1);
    ev.push({ type: 'spoiled', round: d.round, side: defender, set });
  } else {
    queue[at] = set;
  }
  d.queue = queue;
}
