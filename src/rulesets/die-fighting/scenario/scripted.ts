/**
 * Scripted rounds as a decision source: a request takes the first unused entry of its round,
 * phase and side whose unit is one of the side's units still to act on that square (or "the
 * rest"); what the script doesn't give goes to the fallback. It notes what it saw (entries used,
 * entries passed over, the position as each phase began) so leftovers.ts can judge every entry
 * left unused, and re-points a refused scripted decision at its file line.
 */
import type { DecisionSource } from '../../../engine/decisionSource';
import { onRequest, type RequestHandlers } from '../../../engine/kinds';
import { scriptLedger, type ScriptLedger } from '../../../scenario/scriptLedger';
import { ledgerSource, type LedgerSource } from '../../../scenario/scriptedKit';
import { unactivated } from '../legal';
import type { BattleState } from '../state';
import type { Decision, DieFightingKinds, Request } from '../types';
import type { DieFightingScript, Phase, ScriptEntry } from './script';

export type Ledger = ScriptLedger<BattleState>;

export type DieFightingScripted = LedgerSource<BattleState, DieFightingKinds> & { readonly ledger: Ledger };

/** The ledger's mark for the position as a round's phase began (leftovers.ts reads it). */
export const phaseMark = (round: number, phase: Phase): string => `${round} ${phase}`;

/** The script's phase of each kind of request: a new kind must name its own (the compiler checks). */
const PHASES: RequestHandlers<DieFightingKinds, [], Phase> = {
  deploy: () => 'deploy',
  roll: (r) => (r.purpose === 'setup' ? 'setup' : 'initiative'),
  move: () => 'movement',
  combat: () => 'combat',
};

const phaseOf = (r: Request): Phase => onRequest(PHASES, r);

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
  const ledger: Ledger = scriptLedger(script.file);

  const fromScript = (request: Request, state: BattleState): Decision | undefined => {
    const phase = phaseOf(request);
    // The set-up roll and the deployment come before round 1 (round 0 to the rules); the file
    // has them in round 1.
    const round = phase === 'setup' || phase === 'deploy' ? 1 : request.round;
    for (const e of script.rounds[round - 1] ?? []) {
      if (e.phase !== phase || e.side !== request.side || ledger.isUsed(e)) continue;
      // A choice of edge answers the question of the edge, a unit's entry the question of a unit.
      if (request.kind === 'deploy' && (e.deploy?.edge !== undefined) !== (request.choose === 'edge'))
        continue;
      if (!fits(e, request, state)) {
        ledger.skip(e);
        continue;
      }
      ledger.use(e);
      // A refusal names the field it is about (a deployment's square, unit or edge; an action's
      // passTo or charge square; the dice): e.fields.
      const what = e.phase === 'deploy' ? 'deployment' : e.phase;
      return ledger.from(decisionOf(e, request), {
        round: e.round,
        side: e.side,
        what,
        where: e.where,
        ...(e.fields ? { fields: e.fields } : {}),
      });
    }
    return undefined;
  };

  return ledgerSource<BattleState, DieFightingKinds, Ledger>(ledger, (request, state) => {
    ledger.asked(request.round, state, [phaseMark(request.round, phaseOf(request))]);
    return fromScript(request, state) ?? fallback.decide(request, state);
  });
}
