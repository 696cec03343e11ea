/**
 * The computer general for Die Fighting: the deployment in deploy.ts, the Movement phase in
 * move.ts, the Combat phase in combat.ts, both weighing squares by place.ts and attacks by
 * value.ts; the choices that go with an action (a charge's square, damage passed on) in
 * choices.ts. Pure: a decision
 * depends on the request and the state alone (the memos are by identity and change no answer).
 */
import type { SyncDecisionSource } from '../../../engine/decisionSource';
import type { BattleState } from '../state';
import type { Decision, Request } from '../types';
import { withChoices } from './choices';
import { chooseCombat } from './combat';
import { chooseDeployment } from './deploy';
import { chooseMove } from './move';

export function computerGeneral(): SyncDecisionSource<BattleState, Request, Decision> {
  return {
    decide(request, state) {
      switch (request.kind) {
        case 'roll':
          return { kind: 'roll', side: request.side };
        case 'move':
          return chooseMove(state, request.side);
        case 'combat':
          return withChoices(state, chooseCombat(state, request.side));
        case 'deploy':
          return chooseDeployment(state, request.side, request.choose);
      }
    },
  };
}
