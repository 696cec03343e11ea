/**
 * Every scripted entry the battle did not use, judged: an error when it was wrong for the battle
 * (faces no tie called for, a unit that had already activated, actions after its activation had
 * ended, saves or losses for a unit never asked for them), a warning when events made it
 * pointless (the battle ended before its round or its Damage Phase, its unit destroyed first,
 * every unit had activated before "the rest").
 */
import { problem, type Problem } from '../../../core/problem';
import type { Event } from '../events';
import type { BattleState } from '../state';
import type { Ledger } from './scripted';
import type { DiceWarsScript, Where } from './script';

export interface Leftovers {
  readonly errors: Problem[];
  readonly warnings: Problem[];
}

interface Facts {
  readonly reached: (round: number) => boolean;
  readonly damagePhase: (round: number) => boolean;
  /** The round the unit was destroyed in, if it was. */
  readonly destroyedIn: (unit: string) => number | undefined;
}

function factsOf(events: readonly Event[], ledger: Ledger): Facts {
  const started = new Set<number>();
  const damage = new Set<number>();
  const destroyed = new Map<string, number>();
  for (const e of events) {
    if (e.type === 'roundStarted') started.add(e.round);
    if (e.type === 'damagePhase') damage.add(e.round);
    if (e.type === 'destroyed' && !destroyed.has(e.unit.id)) destroyed.set(e.unit.id, e.round);
  }
  return {
    reached: (r) => started.has(r) || ledger.lastRound >= r,
    damagePhase: (r) => damage.has(r),
    destroyedIn: (u) => destroyed.get(u),
  };
}

/** Every entry in rounds up to `throughRound` that the battle didn't use, as errors and warnings. */
export function judgeLeftovers(
  script: DiceWarsScript,
  ledger: Ledger,
  throughRound: number,
  events: readonly Event[],
  _final?: BattleState,
): Leftovers {
  const errors: Problem[] = [];
  const warnings: Problem[] = [];
  const f = factsOf(events, ledger);
  const say = (
    level: 'error' | 'warning',
    code: string,
    round: number,
    what: string,
    why: string,
    w: Where,
  ) =>
    (level === 'error' ? errors : warnings).push(
      problem(code, `round ${round}: the scripted ${what} was not used: ${why}`, {
        path: w.path,
        file: script.file,
        ...(w.line !== undefined ? { line: w.line } : {}),
        facts: { round },
      }),
    );
  const notReached = (round: number, what: string, w: Where): boolean => {
    if (f.reached(round)) return false;
    say('warning', 'scenario.round-not-reached', round, what, `the battle ended before round ${round}`, w);
    return true;
  };
  script.rounds.slice(0, Math.max(0, throughRound)).forEach((r, i) => {
    const round = i + 1;
    for (const e of r.rolls) {
      const n = ledger.facesUsed(e);
      if (n >= e.faces.length) continue;
      const what = `${e.purpose === 'edges' ? 'edges' : 'first'} roll of ${e.side}`;
      if (n === 0 && e.purpose === 'first' && notReached(round, what, e.where)) continue;
      const why =
        n === 0
          ? 'the battle never asked for it'
          : `${e.faces.length - n} face(s) left over: no tie called for them`;
      say('error', 'scenario.unused-roll', round, what, why, e.where);
    }
    for (const e of r.activations) {
      const what =
        e.unit === null ? `activation ${e.index + 1} of ${e.side} (the rest)` : `activation of ${e.unit}`;
      if (ledger.isUsed(e)) {
        const n = ledger.actionsUsed(e);
        e.actions
          .slice(n)
          .forEach((a, k) =>
            say(
              'error',
              'scenario.unused-action',
              round,
              `action ${n + k + 1} of ${e.unit}`,
              'its activation had ended before it (no actions left, or an end before it)',
              a.where,
            ),
          );
        continue;
      }
      if (notReached(round, what, e.where)) continue;
      const gone = e.unit === null ? undefined : f.destroyedIn(e.unit);
      if (gone !== undefined && gone < round)
        say(
          'warning',
          'scenario.unit-destroyed',
          round,
          what,
          `${e.unit} was destroyed in round ${gone}`,
          e.where,
        );
      else if (e.unit === null)
        say(
          'warning',
          'scenario.not-needed',
          round,
          what,
          `every unit of ${e.side}'s had activated before it`,
          e.where,
        );
      else
        say(
          'error',
          'scenario.unused-activation',
          round,
          what,
          `${e.unit} had already activated when its entry came up`,
          e.where,
        );
    }
    for (const e of r.damage) {
      const unit = e.entry.unit;
      const parts = [
        {
          given: e.entry.saves !== undefined,
          usedIt: ledger.savesUsed(e),
          what: `saves of ${unit}`,
          w: e.savesWhere,
          loss: false,
        },
        {
          given: (e.entry.remove ?? e.entry.members) !== undefined,
          usedIt: ledger.lossUsed(e),
          what: `losses of ${unit}`,
          w: e.lossWhere,
          loss: true,
        },
      ];
      for (const p of parts) {
        if (!p.given || p.usedIt || notReached(round, p.what, p.w)) continue;
        const gone = f.destroyedIn(unit);
        if (!f.damagePhase(round))
          say(
            'warning',
            'scenario.phase-not-reached',
            round,
            p.what,
            `the battle ended before round ${round}'s Damage Phase`,
            p.w,
          );
        else if (gone !== undefined && (gone < round || (p.loss && gone === round)))
          say(
            'warning',
            'scenario.unit-destroyed',
            round,
            p.what,
            `${unit} was destroyed in round ${gone}`,
            p.w,
          );
        else
          say(
            'error',
            `scenario.unused-${p.loss ? 'losses' : 'saves'}`,
            round,
            p.what,
            p.loss ? `${unit} had no losses to choose` : `${unit} rolled no saves`,
            p.w,
          );
      }
    }
  });
  return { errors, warnings };
}
