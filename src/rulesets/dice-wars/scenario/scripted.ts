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
import { allKinds } from '../../../engine/kinds';
import { unitById } from '../board';
import { unactivated } from '../legal';
import type { BattleState } from '../state';
import type { Decision, Request } from '../types';
import type {
  ActivationScript,
  DamageScript,
  DeployScript,
  DiceWarsScript,
  RollEntry,
  ScriptRound,
  Where,
} from './script';
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
  deployUsed(e: DeployScript): boolean;
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

/** What the script has given so far: the ledger leftovers.ts reads, and where each decision came from. */
class Script implements Ledger {
  readonly faces = new Map<RollEntry, number>();
  readonly used = new Set<ActivationScript>();
  readonly passed = new Set<ActivationScript>();
  readonly given = new Map<ActivationScript, number>();
  readonly saves = new Set<DamageScript>();
  readonly losses = new Set<DamageScript>();
  readonly deploys = new Set<DeployScript>();
  readonly origins = new WeakMap<Decision, Origin>();
  /** The scripted activation under way, whose actions answer the unit's requests. */
  current: ActivationScript | null = null;
  lastRound = 0;

  constructor(readonly script: DiceWarsScript) {}

  facesUsed = (e: RollEntry): number => this.faces.get(e) ?? 0;
  isUsed = (e: ActivationScript): boolean => this.used.has(e);
  wasPassedOver = (e: ActivationScript): boolean => this.passed.has(e);
  actionsUsed = (e: ActivationScript): number => this.given.get(e) ?? 0;
  savesUsed = (e: DamageScript): boolean => this.saves.has(e);
  lossUsed = (e: DamageScript): boolean => this.losses.has(e);
  deployUsed = (e: DeployScript): boolean => this.deploys.has(e);

  from(decision: Decision, o: Origin): Decision {
    this.origins.set(decision, o);
    return decision;
  }

  /** The round's entries; the roll-off for edges and deployment (round 0 to the rules) are written in round 1. */
  entries(r: Request): ScriptRound | undefined {
    return this.script.rounds[Math.max(1, r.round) - 1];
  }

  /** The side's next deployment entry of the kind asked for (an edge, or a unit), in the file's order. */
  deploy(r: Extract<Request, { kind: 'deploy' }>): Decision | undefined {
    const e = this.entries(r)?.deploys.find(
      (x) =>
        x.entry.side === r.side &&
        !this.deploys.has(x) &&
        (x.entry.edge !== undefined) === (r.choose === 'edge'),
    );
    if (!e) return undefined;
    this.deploys.add(e);
    const { edge, unit, at } = e.entry;
    const what = edge !== undefined ? 'choice of edge' : `deployment of ${unit}`;
    const decision: Decision =
      edge !== undefined
        ? { kind: 'deploy', side: r.side, edge }
        : {
            kind: 'deploy',
            side: r.side,
            unit: unit!,
            at: at === undefined ? [] : typeof at === 'string' ? [at] : [...at],
          };
    return this.from(decision, { round: 1, side: r.side, what, where: e.fieldWhere });
  }

  roll(r: Extract<Request, { kind: 'roll' }>): Decision | undefined {
    const e = this.entries(r)?.rolls.find((x) => x.purpose === r.purpose && x.side === r.side);
    const n = e ? this.facesUsed(e) : 0;
    if (!e || n >= e.faces.length) return undefined;
    this.faces.set(e, n + 1);
    const what = `roll-off for ${r.purpose === 'edges' ? 'edges' : 'first activation'}`;
    const o = { round: e.round, side: e.side, what, where: e.where };
    return this.from({ kind: 'roll', side: r.side, faces: [e.faces[n]!] }, o);
  }

  activate(r: Extract<Request, { kind: 'activate' }>, s: BattleState): Decision | undefined {
    this.current = null;
    const waiting = new Set(unactivated(s, r.side).map((u) => u.id));
    for (const e of this.entries(r)?.activations ?? []) {
      if (e.side !== r.side || this.used.has(e)) continue;
      if (e.unit !== null && !waiting.has(e.unit)) {
        this.passed.add(e);
        continue;
      }
      this.used.add(e);
      if (e.unit !== null) this.current = e;
      const what = e.unit === null ? 'activation (the rest)' : `activation of ${e.unit}`;
      const o = { round: e.round, side: e.side, what, where: e.where };
      return this.from({ kind: 'activate', side: r.side, unit: e.unit }, o);
    }
    return undefined;
  }

  /** The next action of the scripted activation under way; after its last, the activation ends. */
  act(r: Extract<Request, { kind: 'act' }>, s: BattleState): Decision | undefined {
    const e = this.current;
    if (!e || e.unit !== r.unit || e.round !== r.round) return undefined;
    const k = this.actionsUsed(e);
    const next = e.actions[k];
    if (!next) {
      this.current = null;
      return { kind: 'act', side: r.side, action: { type: 'end' } };
    }
    this.given.set(e, k + 1);
    const action = actionOf(next.action, unitById(s, r.unit)!, s.activation);
    const o = { round: e.round, side: e.side, what: `action ${k + 1} of ${e.unit}`, where: next.where };
    return this.from({ kind: 'act', side: r.side, action }, o);
  }

  save(r: Extract<Request, { kind: 'save' }>): Decision | undefined {
    const e = this.entries(r)?.damage.find(
      (x) => x.entry.unit === r.unit && x.entry.saves && !this.saves.has(x),
    );
    if (!e) return undefined;
    this.saves.add(e);
    const o = { round: e.round, side: r.side, what: `saves of ${r.unit}`, where: e.savesWhere };
    return this.from({ kind: 'save', side: r.side, faces: e.entry.saves! }, o);
  }

  loss(r: Extract<Request, { kind: 'damage' }>, s: BattleState): Decision | undefined {
    const e = this.entries(r)?.damage.find(
      (x) => x.entry.unit === r.unit && (x.entry.remove ?? x.entry.members) && !this.losses.has(x),
    );
    if (!e) return undefined;
    this.losses.add(e);
    const decision: Decision = e.entry.members
      ? { kind: 'damage', side: r.side, members: e.entry.members }
      : { kind: 'damage', side: r.side, remove: removeOf(e.entry, unitById(s, r.unit)!) };
    return this.from(decision, {
      round: e.round,
      side: r.side,
      what: `losses of ${r.unit}`,
      where: e.lossWhere,
    });
  }

  decide(r: Request, s: BattleState): Decision | undefined {
    this.lastRound = Math.max(this.lastRound, r.round);
    switch (r.kind) {
      case 'roll':
        return this.roll(r);
      case 'deploy':
        return this.deploy(r);
      case 'activate':
        return this.activate(r, s);
      case 'act':
        return this.act(r, s);
      case 'save':
        return this.save(r);
      case 'damage':
        return this.loss(r, s);
      default:
        return allKinds(r);
    }
  }

  locate(decision: Decision, p: Problem): Problem {
    const o = this.origins.get(decision);
    if (!o) return p;
    return {
      ...p,
      message: `round ${o.round}, ${o.side}'s scripted ${o.what}: ${p.message}`,
      path: o.where.path,
      file: this.script.file,
      ...(o.where.line !== undefined ? { line: o.where.line } : {}),
      facts: { ...p.facts, round: o.round, side: o.side, ...(p.path ? { decisionPath: p.path } : {}) },
    };
  }
}

export function scriptedSource(
  script: DiceWarsScript,
  fallback: DecisionSource<BattleState, Request, Decision>,
): DiceWarsScripted {
  const s = new Script(script);
  return {
    decide: (request, state) => s.decide(request, state) ?? fallback.decide(request, state),
    ledger: s,
    locate: (decision, p) => s.locate(decision, p),
  };
}
