/**
 * Every scripted entry the battle did not use, judged: an error when it was wrong for the battle
 * (no unit of the side stood on its square when the phase began, the unit had already acted, a
 * roll or a deployment never asked for), a warning when events made it pointless (the battle ended before its
 * round or phase, its unit was destroyed before its turn, every unit had acted before "the rest").
 */
import {
  neverAsked,
  roundNotReached,
  sayLeftovers,
  type LeftoversJudge,
} from '../../../scenario/scriptLedger';
import type { Event } from '../events';
import type { BattleState } from '../state';
import { phaseMark, type Ledger } from './scripted';
import type { DieFightingScript, ScriptEntry } from './script';

interface Judged {
  readonly level: 'error' | 'warning';
  readonly code: string;
  readonly why: string;
}

const describe = (e: ScriptEntry): string =>
  e.phase === 'deploy'
    ? e.deploy?.edge !== undefined
      ? 'choice of edge'
      : `deployment of ${e.deploy?.unit ?? '(no unit)'}`
    : e.phase === 'setup' || e.phase === 'initiative'
      ? `${e.phase} roll`
      : e.unit === null || e.unit === undefined
        ? `${e.phase} entry ${e.index + 1} (the rest)`
        : `${e.phase} entry ${e.index + 1} (${e.unit})`;

/** The round the battle ended in, if it did. */
function endRound(events: readonly Event[]): number | null {
  let round = 0;
  for (const e of events) {
    if ('round' in e && typeof e.round === 'number') round = Math.max(round, e.round);
    if (e.type === 'battleEnded') return round;
  }
  return null;
}

function judge(e: ScriptEntry, ledger: Ledger, events: readonly Event[]): Judged {
  const warn = (code: string, why: string): Judged => ({ level: 'warning', code, why });
  const error = (why: string): Judged => ({ level: 'error', code: `scenario.unused-${e.phase}`, why });
  const ended = endRound(events);
  if (e.phase === 'setup') return error(`the battle never asked ${e.side} for its set-up roll`);
  if (e.phase === 'deploy')
    return error(
      e.deploy?.edge !== undefined
        ? `${e.side} did not lose the set-up roll, or units already on the map fixed the edges`
        : `the battle never asked ${e.side} to place it (no such unit left to deploy)`,
    );
  if (e.round > ledger.lastRound) return warn('scenario.round-not-reached', roundNotReached(e.round));
  if (e.phase === 'initiative') return error(neverAsked(e.side));
  const start = ledger.startOf(phaseMark(e.round, e.phase));
  if (!start)
    return warn('scenario.phase-not-reached', `the battle ended before round ${e.round}'s ${e.phase}`);
  const endedHere = ended === e.round && !ledger.wasSkipped(e);
  if (e.unit === null || e.unit === undefined) {
    return endedHere
      ? warn('scenario.battle-ended', `the battle ended in round ${e.round} first`)
      : warn('scenario.not-needed', `every unit of ${e.side}'s had acted before it`);
  }
  const unit = Object.values(start.units).find((u) => u.at === e.unit && u.side === e.side);
  if (!unit)
    return error(`no unit of ${e.side}'s stood on ${e.unit} when round ${e.round}'s ${e.phase} began`);
  const destroyed = events.some(
    (x) => x.type === 'destroyed' && x.round === e.round && x.unit.id === unit.id,
  );
  if (destroyed)
    return warn('scenario.unit-destroyed', `the unit on ${e.unit} was destroyed before its turn`);
  if (endedHere) return warn('scenario.battle-ended', `the battle ended in round ${e.round} first`);
  return error(`the unit on ${e.unit} had already been activated when its entry came up`);
}

/** Every entry in rounds up to `throughRound` that the battle didn't use, as errors and warnings. */
export const judgeLeftovers: LeftoversJudge<DieFightingScript, Ledger, BattleState, Event> = (
  script,
  ledger,
  throughRound,
  events,
) =>
  sayLeftovers(script.file, (say) => {
    for (const entries of script.rounds.slice(0, Math.max(0, throughRound))) {
      for (const e of entries) {
        if (ledger.isUsed(e)) continue;
        const j = judge(e, ledger, events);
        const said = { round: e.round, side: e.side, what: describe(e), where: e.where };
        say(j.level, j.code, said, j.why, { phase: e.phase, index: e.index });
      }
    }
  });
