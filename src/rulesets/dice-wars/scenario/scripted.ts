/**
 * Scripted rounds as a decision source. A roll-off takes the next face its side's entry lists; an
 * activation request takes the first unused entry of its round and side whose unit is still to
 * activate (or "the rest"); that unit's action requests then take its actions in order, and its
 * activation ends after the last; a save or a loss takes the damage entry naming the unit. What
 * the script doesn't give goes to the fallback. It notes what it used and passed over so
 * leftovers.ts can judge every entry left unused, and re-points a refused decision at its line.
 */
import type { Problem } from '../../../core/problem';
import type { DecisionSource } from '../../../engine/decisionSource';
import { unitById } from '../board';
import { unactivated } from '../legal';
import type { BattleState } from '../state';
import type { Decision, Request } from '../types';
import type { ActivationScript, DamageScript, DiceWarsScript, RollEntry, Where } from './script';
import { actionOf, removeOf } from './toDecision';

export interface Ledger {
  /** The highest round any request has named (0 before the first, or for the roll-off for edges). */
  readonly lastRound: number;
  /** Faces of a roll entry used so far. */
  facesUsed(e: RollEntry): number;
  isUsed(e: ActivationScript): boolean;
  wasPassedOver(e: ActivationScript): boolean;
  /** Actions of a used activation entry given so far. */
  actionsUsed(e: ActivationScript): number;
  savesUsed(e: DamageScript): boolean;
  lossUsed(e: DamageScript): boolean;
}

export interface DiceWarsScripted extends DecisionSource<BattleState, Request, Decision> {
  readonly ledger: Ledger;
  locate(decision: Decision, p: Problem): Problem;
}

interface Origin {
  readonly round: number;
  readonly side: string;
  readonly what: string;
  readonly where: Where;
}

export function scriptedSource(
  script: DiceWarsScript,
  fallback: DecisionSource<BattleState, Request, Decision>,
): DiceWarsScripted {
  const faces = new Map<RollEntry, number>();
  const used = new Set<ActivationScript>();
  const passed = new Set<ActivationScript>();
  const given = new Map<ActivationScript, number>();
  const saves = new Set<DamageScript>();
  const losses = new Set<DamageScript>();
  const origins = new WeakMap<Decision, Origin>();
  let current: ActivationScript | null = null;
  let lastRound = 0;

  const from = (decision: Decision, o: Origin): Decision => {
    origins.set(decision, o);
    return decision;
  };
  const roundOf = (r: Request): number => (r.kind === 'roll' && r.purpose === 'edges' ? 1 : r.round);
  const entries = (r: Request) => script.rounds[roundOf(r) - 1];

  const roll = (r: Extract<Request, { kind: 'roll' }>): Decision | undefined => {
    const e = entries(r)?.rolls.find((x) => x.purpose === r.purpose && x.side === r.side);
    const n = e ? (faces.get(e) ?? 0) : 0;
    if (!e || n >= e.faces.length) return undefined;
    faces.set(e, n + 1);
    const what = `roll-off for ${r.purpose === 'edges' ? 'edges' : 'first activation'}`;
    return from(
      { kind: 'roll', side: r.side, faces: [e.faces[n]!] },
      { round: e.round, side: e.side, what, where: e.where },
    );
  };

  const activate = (r: Extract<Request, { kind: 'activate' }>, s: BattleState): Decision | undefined => {
    current = null;
    const waiting = new Set(unactivated(s, r.side).map((u) => u.id));
    for (const e of entries(r)?.activations ?? []) {
      if (e.side !== r.side || used.has(e)) continue;
      if (e.unit !== null && !waiting.has(e.unit)) {
        passed.add(e);
        continue;
      }
      used.add(e);
      if (e.unit !== null) current = e;
      const what = e.unit === null ? 'activation (the rest)' : `activation of ${e.unit}`;
      return from(
        { kind: 'activate', side: r.side, unit: e.unit },
        { round: e.round, side: e.side, what, where: e.where },
      );
    }
    return undefined;
  };

  const act = (r: Extract<Request, { kind: 'act' }>, s: BattleState): Decision | undefined => {
    const e = current;
    if (!e || e.unit !== r.unit || e.round !== r.round) return undefined;
    const k = given.get(e) ?? 0;
    const next = e.actions[k];
    if (!next) {
      current = null;
      return { kind: 'act', side: r.side, action: { type: 'end' } };
    }
    given.set(e, k + 1);
    const action = actionOf(next.action, unitById(s, r.unit)!, s.activation);
    const what = `action ${k + 1} of ${e.unit}`;
    return from(
      { kind: 'act', side: r.side, action },
      { round: e.round, side: e.side, what, where: next.where },
    );
  };

  const damage = (r: Extract<Request, { kind: 'save' | 'damage' }>, s: BattleState): Decision | undefined => {
    const list = entries(r)?.damage ?? [];
    const origin = (e: DamageScript, what: string, where: Where): Origin => ({
      round: e.round,
      side: r.side,
      what,
      where,
    });
    if (r.kind === 'save') {
      const e = list.find((x) => x.entry.unit === r.unit && x.entry.saves && !saves.has(x));
      if (!e) return undefined;
      saves.add(e);
      return from(
        { kind: 'save', side: r.side, faces: e.entry.saves! },
        origin(e, `saves of ${r.unit}`, e.savesWhere),
      );
    }
    const e = list.find(
      (x) => x.entry.unit === r.unit && (x.entry.remove ?? x.entry.members) && !losses.has(x),
    );
    if (!e) return undefined;
    losses.add(e);
    const u = unitById(s, r.unit)!;
    const decision: Decision = e.entry.members
      ? { kind: 'damage', side: r.side, members: e.entry.members }
      : { kind: 'damage', side: r.side, remove: removeOf(e.entry, u) };
    return from(decision, origin(e, `losses of ${r.unit}`, e.lossWhere));
  };

  const fromScript = (r: Request, s: BattleState): Decision | undefined => {
    switch (r.kind) {
      case 'roll':
        return roll(r);
      case 'activate':
        return activate(r, s);
      case 'act':
        return act(r, s);
      default:
        return damage(r, s);
    }
  };

  return {
    decide(request, state) {
      lastRound = Math.max(lastRound, request.round);
      return fromScript(request, state) ?? fallback.decide(request, state);
    },
    ledger: {
      get lastRound() {
        return lastRound;
      },
      facesUsed: (e) => faces.get(e) ?? 0,
      isUsed: (e) => used.has(e),
      wasPassedOver: (e) => passed.has(e),
      actionsUsed: (e) => given.get(e) ?? 0,
      savesUsed: (e) => saves.has(e),
      lossUsed: (e) => losses.has(e),
    },
    locate(decision, p) {
      const o = origins.get(decision);
      if (!o) return p;
      return {
        ...p,
        message: `round ${o.round}, ${o.side}'s scripted ${o.what}: ${p.message}`,
        path: o.where.path,
        file: script.file,
        ...(o.where.line !== undefined ? { line: o.where.line } : {}),
        facts: { ...p.facts, round: o.round, side: o.side, ...(p.path ? { decisionPath: p.path } : {}) },
      };
    },
  };
}
