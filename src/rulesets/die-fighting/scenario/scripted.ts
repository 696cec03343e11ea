/**
 * Scripted rounds as a decision source: a request takes the first unused entry of its round,
 * phase and side whose unit is one of the side's units still to act on that square (or "the
 * rest"); what the script doesn't give goes to the fallback. It notes what it saw (entries used,
 * entries passed over, the position as each phase began) so leftovers.ts can judge every entry
 * left unused, and re-points a refused scripted decision at its file line.
 */
import type { Problem } from '../../../core/problem';
import type { DecisionSource } from '../../../engine/decisionSource';
import { onRequest, type RequestHandlers } from '../../../engine/kinds';
import { unactivated } from '../legal';
import type { BattleState } from '../state';
import type { Decision, DieFightingKinds, Request } from '../types';
import type { DieFightingScript, Phase, ScriptEntry } from './script';

export interface Ledger {
  /** The highest round any request has named (0 before the first, or for the set-up roll). */
  readonly lastRound: number;
  isUsed(e: ScriptEntry): boolean;
  wasPassedOver(e: ScriptEntry): boolean;
  /** The position at the phase's first request in the round, if the battle got there. */
  phaseStart(round: number, phase: Phase): BattleState | undefined;
}

export interface DieFightingScripted extends DecisionSource<BattleState, Request, Decision> {
  readonly ledger: Ledger;
  locate(decision: Decision, p: Problem): Problem;
}

/** The script's phase of each kind of request: a new kind must name its own (the compiler checks). */
const PHASES: RequestHandlers<DieFightingKinds, [], Phase> = {
  deploy: () => 'deploy',
  roll: (r) => (r.purpose === 'setup' ? 'setup' : 'initiative'),
  move: () => 'movement',
  combat: () => 'combat',
};

const phaseOf = (r: Request): Phase => onRequest(PHASES, r);

const keyOf = (e: ScriptEntry): string => `${e.round}\u0000${e.phase}\u0000${e.side}\u0000${e.index}`;

/** Whether `e` can answer `request` now: a roll always; a unit entry when its unit is there to act. */
function fits(e: ScriptEntry, request: Request, state: BattleState): boolean {
  if (e.unit === undefined || e.unit === null) return true;
  return unactivated(state, request.side).some((u) => u.at === e.unit);
}

/** A scripted entry as the decision of each kind of request (the compiler checks every kind has one). */
const DECISIONS: RequestHandlers<DieFightingKinds, [ScriptEntry], Decision> = {
  deploy: ({ side }, e) => ({ kind: 'deploy', side, ...e.deploy }),
  roll: ({ side }, e) => ({ kind: 'roll', side, faces: e.faces! }),
  move: ({ side }, e) => ({
    kind: 'move',
    side,
    unit: e.unit ?? null,
    ...(e.to !== undefined ? { to: e.to } : {}),
  }),
  combat: ({ side }, e) => ({
    kind: 'combat',
    side,
    unit: e.unit ?? null,
    ...(e.action ? { action: e.action } : {}),
    ...(e.dice ? { dice: e.dice } : {}),
  }),
};

const decisionOf = (e: ScriptEntry, request: Request): Decision => onRequest(DECISIONS, request, e);

export function scriptedSource(
  script: DieFightingScript,
  fallback: DecisionSource<BattleState, Request, Decision>,
): DieFightingScripted {
  const used = new Set<string>();
  const passed = new Set<string>();
  const starts = new Map<string, BattleState>();
  const origins = new WeakMap<Decision, ScriptEntry>();
  let lastRound = 0;

  const fromScript = (request: Request, state: BattleState): Decision | undefined => {
    const phase = phaseOf(request);
    // The set-up roll and the deployment come before round 1 (round 0 to the rules); the file
    // has them in round 1.
    const round = phase === 'setup' || phase === 'deploy' ? 1 : request.round;
    for (const e of script.rounds[round - 1] ?? []) {
      if (e.phase !== phase || e.side !== request.side || used.has(keyOf(e))) continue;
      // A choice of edge answers the question of the edge, a unit's entry the question of a unit.
      if (request.kind === 'deploy' && (e.deploy?.edge !== undefined) !== (request.choose === 'edge'))
        continue;
      if (!fits(e, request, state)) {
        passed.add(keyOf(e));
        continue;
      }
      used.add(keyOf(e));
      const decision = decisionOf(e, request);
      origins.set(decision, e);
      return decision;
    }
    return undefined;
  };

  return {
    decide(request, state) {
      lastRound = Math.max(lastRound, request.round);
      const start = `${request.round}\u0000${phaseOf(request)}`;
      if (!starts.has(start)) starts.set(start, state);
      return fromScript(request, state) ?? fallback.decide(request, state);
    },
    ledger: {
      get lastRound() {
        return lastRound;
      },
      isUsed: (e) => used.has(keyOf(e)),
      wasPassedOver: (e) => passed.has(keyOf(e)),
      phaseStart: (round, phase) => starts.get(`${round}\u0000${phase}`),
    },
    locate(decision, p) {
      const e = origins.get(decision);
      if (!e) return p;
      // A refusal names the field it is about (a deployment's square, unit or edge; an action's
      // passTo or charge square; the dice).
      const head = p.path?.[0] === 'action' ? `action.${String(p.path[1])}` : String(p.path?.[0]);
      const at = e.fields?.[head] ?? e.where;
      return {
        ...p,
        message: `round ${e.round}, ${e.side}'s scripted ${e.phase === 'deploy' ? 'deployment' : e.phase}: ${p.message}`,
        path: at.path,
        file: script.file,
        ...(at.line !== undefined ? { line: at.line } : {}),
        facts: { ...p.facts, round: e.round, side: e.side, ...(p.path ? { decisionPath: p.path } : {}) },
      };
    },
  };
}
