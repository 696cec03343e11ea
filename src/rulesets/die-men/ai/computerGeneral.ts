/**
 * The computer general: answers any request for any side with a heuristic read of the position
 * (see docs/computer-general.md). It only ever chooses among the answers the rules core lists
 * (`legal*`), so new choices (unit types, terrain, ...) are picked up as they are added. Pure: a
 * decision is a function of (request, state, options) alone; ties are broken by a hash of the
 * request, the state and the seed, never by a clock or Math.random.
 */
import type { SyncDecisionSource } from '../../../engine/decisionSource';
import { defaultDecision } from '../defaults';
import { defaultKnock } from '../knock';
import type { BattleState } from '../state';
import type { Decision, Request } from '../types';
import { chooseFreeMoves } from './chooseFreeMoves';
import { chooseSplits } from './chooseSplits';
import { chooseTactic } from './chooseTactic';
import { fingerprint, generator, hashString } from './hash';
import { declare } from './plan';
import { chooseCasualties, chooseGobble } from './reactions';

// The choices live in files of their own; these re-exports keep the old import paths working.
export { plan, type Plan } from './plan';
export { rankTactics } from './chooseTactic';
export { attackValue } from './scoreTactic';

export interface ComputerGeneralOptions {
  /** Varies the tie-breaks between equally good choices; the same seed gives the same battle. */
  readonly seed?: string;
}

type Source = SyncDecisionSource<BattleState, Request, Decision>;

export function computerGeneral(options: ComputerGeneralOptions = {}): Source {
  const seedHash = hashString(`computer:${options.seed ?? ''}`);
  return { decide: (request, state) => decideFor(request, state, seedHash) };
}

/** The computer general's answer, as a plain function. */
export function decideFor(
  request: Request,
  state: BattleState,
  seedHash = hashString('computer:'),
): Decision {
  // The tie-break generator is started only when a choice has tied (most decisions never do):
  // the same numbers, from the same fingerprint, without hashing the state for every decision.
  let gen: (() => number) | null = null;
  const tie = (): number => (gen ??= generator(fingerprint(seedHash, request, state)))();
  const side = request.side;
  switch (request.kind) {
    case 'deploy':
      // The documented deployment: a line of stacks across the zone's front (deployPlan.ts).
      return defaultDecision(state, request);
    case 'declare':
      return { kind: 'declare', side, declaration: declare(state, side) };
    case 'roll':
      return { kind: 'roll', side };
    case 'split':
      return { kind: 'split', side, splits: chooseSplits(state, request) };
    case 'assign':
      return { kind: 'assign', side, set: request.set.id, tactic: chooseTactic(state, request, tie) };
    case 'gobble':
      return { kind: 'gobble', side, dice: chooseGobble(state, request) };
    case 'casualties':
      return { kind: 'casualties', side, at: request.at, losses: chooseCasualties(request) };
    case 'knock':
      // The rules' lose-least default (ruling 8): as strong as weighing each set's best attack
      // or defence with and without the die, at no cost (issue 23; docs/computer-general.md).
      return { kind: 'knock', side, set: defaultKnock(request.candidates)?.id ?? null };
    case 'free':
      return { kind: 'free', side, moves: chooseFreeMoves(state, side) };
    case 'gates':
    case 'interfere':
      // The complications' gates and Command Interference: the documented defaults for now.
      return defaultDecision(state, request);
  }
}
