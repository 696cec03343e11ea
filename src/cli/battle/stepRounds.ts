/**
 * `replay` at a terminal: a round at a time, Enter/→ on, b/← back, q stops (runReplay.ts).
 */
import type { BaseEvent } from '../../engine/ruleset';
import type { Io } from '../io';
import type { styleFor } from '../style';
import type { AnyGameFace } from './face';
import { groupByRound } from './groupByRound';
import { readStep } from './stepKey';

/**
 * At a terminal: the opening and the first round shown (`from`: that round, for `replay --round
 * N`), then one key per step, forward or back a round (a round shown again is drawn again from
 * its events, map and all), until the last round or q.
 */
export async function stepRounds<Shown extends { readonly e: BaseEvent }>(
  io: Io,
  face: AnyGameFace,
  shown: readonly Shown[],
  draw: (x: Shown) => void,
  finish: () => void,
  style: ReturnType<typeof styleFor>,
  from = 1,
): Promise<void> {
  const { start, rounds } = groupByRound(shown, (x) => face.rules.eventRound(x.e));
  start.forEach(draw);
  if (rounds.length === 0) return finish();
  // The rounds before `from` go through `draw` at once: the screen shows nothing of them
  // (fromRound.ts), so a key per round would only be pressed over blank rounds.
  let i = Math.max(
    0,
    rounds.findIndex((r) => r.round >= from),
  );
  rounds.slice(0, i).forEach((r) => r.events.forEach(draw));
  // A round's events, then its board: the key waits under the board as the round left it (drawn
  // under the next round's header, it came only after the key, and the round's end was off an
  // 80x24 screen while the player read the key).
  const drawRound = (): void => {
    rounds[i]!.events.forEach(draw);
    finish();
  };
  drawRound();
  for (;;) {
    const next = rounds[i + 1]?.round;
    const back = rounds[i - 1]?.round;
    const keys = [
      next !== undefined ? `Enter/→ round ${next}` : 'Enter/→ end',
      ...(back !== undefined ? [`b/← round ${back}`] : []),
      'q stops',
    ];
    process.stdout.write(style.dim(`${keys.join(', ')}: `));
    const step = await readStep(process.stdin);
    io.out('');
    if (step === 'quit' || (step === 'next' && next === undefined)) return;
    if (step === 'back' && back === undefined) continue;
    i += step === 'next' ? 1 : -1;
    if (step === 'back') io.out(style.dim(`(back to round ${rounds[i]!.round})`));
    drawRound();
  }
}
