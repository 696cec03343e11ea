/**
 * Every scripted entry the battle did not use, judged: an error when it was wrong for the battle
 * (faces no tie called for, a unit that had already activated, actions after its activation had
 * ended, saves or losses for a unit never asked for them), a warning when events made it
 * pointless (the battle ended before its round or its Damage Phase, its unit destroyed first,
 * every unit had activated before "the rest").
 */
import { plural } from '../../../core/plural';
import {
  neverAsked,
  roundNotReached,
  sayLeftovers,
  type LeftoversJudge,
  type ScriptedEntry,
} from '../../../scenario/scriptLedger';
import type { Event } from '../events';
import type { BattleState } from '../state';
import { ACTIONS, LOSSES, SAVES, type Ledger } from './scripted';
import type { DiceWarsScript, ScriptRound, Where } from './script';

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

/** An unused entry as it is said: its side (if the file gives it), what it is, where it was written. */
type Entry = Omit<ScriptedEntry, 'round'>;

/** Says one unused entry; returns true so callers can `continue` after it. */
type Say = (level: 'error' | 'warning', code: string, e: Entry, why: string) => true;

const at = (side: string | undefined, what: string, where: Where): Entry => ({
  ...(side !== undefined ? { side } : {}),
  what,
  where,
});

interface Judge {
  readonly round: number;
  readonly ledger: Ledger;
  readonly f: Facts;
  readonly say: Say;
}

const notReached = (j: Judge, e: Entry): boolean =>
  !j.f.reached(j.round) && j.say('warning', 'scenario.round-not-reached', e, roundNotReached(j.round));

function judgeRolls(j: Judge, rolls: ScriptRound['rolls']): void {
  for (const e of rolls) {
    const n = j.ledger.given(e);
    if (n >= e.faces.length) continue;
    const entry = at(e.side, `${e.purpose === 'edges' ? 'edges' : 'first'} roll`, e.where);
    if (n === 0 && e.purpose === 'first' && notReached(j, entry)) continue;
    const why =
      n === 0
        ? neverAsked(e.side)
        : `${plural(e.faces.length - n, 'face')} left over: no tie called for them`;
    j.say('error', 'scenario.unused-roll', entry, why);
  }
}

function judgeActivations(j: Judge, activations: ScriptRound['activations']): void {
  for (const e of activations) {
    if (j.ledger.isUsed(e)) {
      const n = j.ledger.given(e, ACTIONS);
      const why = 'its activation had ended before it (no actions left, or an end before it)';
      e.actions
        .slice(n)
        .forEach((a, k) =>
          j.say(
            'error',
            'scenario.unused-action',
            at(e.side, `action ${n + k + 1} of ${e.unit}`, a.where),
            why,
          ),
        );
      continue;
    }
    const what = e.unit === null ? `activation ${e.index + 1} (the rest)` : `activation of ${e.unit}`;
    const entry = at(e.side, what, e.where);
    if (notReached(j, entry)) continue;
    const gone = e.unit === null ? undefined : j.f.destroyedIn(e.unit);
    if (gone !== undefined && gone < j.round)
      j.say('warning', 'scenario.unit-destroyed', entry, `${e.unit} was destroyed in round ${gone}`);
    else if (e.unit === null)
      j.say('warning', 'scenario.not-needed', entry, `every unit of ${e.side}'s had activated before it`);
    else
      j.say(
        'error',
        'scenario.unused-activation',
        entry,
        `${e.unit} had already activated when its entry came up`,
      );
  }
}

function judgeDamage(j: Judge, damage: ScriptRound['damage']): void {
  for (const e of damage) {
    const unit = e.entry.unit;
    const parts = [
      { given: e.entry.saves !== undefined, used: j.ledger.isUsed(e, SAVES), loss: false, w: e.savesWhere },
      {
        given: (e.entry.remove ?? e.entry.members) !== undefined,
        used: j.ledger.isUsed(e, LOSSES),
        loss: true,
        w: e.lossWhere,
      },
    ];
    for (const p of parts) {
      const entry = at(undefined, `${p.loss ? 'losses' : 'saves'} of ${unit}`, p.w);
      if (!p.given || p.used || notReached(j, entry)) continue;
      const gone = j.f.destroyedIn(unit);
      if (!j.f.damagePhase(j.round))
        j.say(
          'warning',
          'scenario.phase-not-reached',
          entry,
          `the battle ended before round ${j.round}'s Damage Phase`,
        );
      else if (gone !== undefined && (gone < j.round || (p.loss && gone === j.round)))
        j.say('warning', 'scenario.unit-destroyed', entry, `${unit} was destroyed in round ${gone}`);
      else
        j.say(
          'error',
          `scenario.unused-${p.loss ? 'losses' : 'saves'}`,
          entry,
          p.loss ? `${unit} had no losses to choose` : `${unit} rolled no saves`,
        );
    }
  }
}

/** Deployment entries come before round 1: one unused was never asked for (too many, or no units to place). */
function judgeDeploys(j: Judge, deploys: ScriptRound['deploys']): void {
  for (const e of deploys) {
    if (j.ledger.isUsed(e)) continue;
    const { side, edge, unit } = e.entry;
    const what = edge !== undefined ? 'choice of edge' : `deployment of ${unit}`;
    const why =
      edge !== undefined
        ? `${side} did not win the roll-off for edges, or there was nothing to deploy`
        : `${side} was never asked to place it (placed already, or not ${side}'s to place)`;
    j.say('error', 'scenario.unused-deploy', at(side, what, e.where), why);
  }
}

/** Every entry in rounds up to `throughRound` that the battle didn't use, as errors and warnings. */
export const judgeLeftovers: LeftoversJudge<DiceWarsScript, Ledger, BattleState, Event> = (
  script,
  ledger,
  throughRound,
  events,
) =>
  sayLeftovers(script.file, (sayUnused) => {
    const f = factsOf(events, ledger);
    script.rounds.slice(0, Math.max(0, throughRound)).forEach((r, i) => {
      const round = i + 1;
      const say: Say = (level, code, e, why) => {
        sayUnused(level, code, { round, ...e }, why);
        return true;
      };
      const j: Judge = { round, ledger, f, say };
      judgeDeploys(j, r.deploys);
      judgeRolls(j, r.rolls);
      judgeActivations(j, r.activations);
      judgeDamage(j, r.damage);
    });
  });
