/**
 * The documented default for every request (ruling 8), used when a script leaves a choice out:
 * declare Hold (for every round, with Command Lag), roll with the battle's RNG, no splits, pass,
 * spend gobble dice to spoil when they can (else all that can be spent), lose the cheapest units,
 * knock the set that loses least, no free moves, leave the gates as they are, and make no Command
 * Interference rolls.
 */
import { defaultKnock } from './knock';
import type { BattleState } from './state';
import type { Decision, Request } from './types';
import { takeCheapest } from './units';

export function defaultDecision(_state: BattleState, request: Request): Decision {
  const side = request.side;
  switch (request.kind) {
    case 'declare':
      return { kind: 'declare', side, declaration: { strategy: 'hold' } };
    case 'roll':
      return { kind: 'roll', side };
    case 'split':
      return { kind: 'split', side, splits: [] };
    case 'assign':
      return { kind: 'assign', side, set: request.set.id, tactic: { type: 'pass' } };
    case 'gobble':
      // Enough to spoil when there are enough; otherwise every eligible die (each costs a kill).
      return { kind: 'gobble', side, dice: Math.min(request.eligible.length, request.toSpoil) };
    case 'casualties':
      return { kind: 'casualties', side, at: request.at, losses: takeCheapest(request.units, request.count) };
    case 'knock':
      return { kind: 'knock', side, set: defaultKnock(request.candidates)?.id ?? null };
    case 'free':
      return { kind: 'free', side, moves: [] };
    case 'gates':
      return { kind: 'gates', side, open: request.gates.filter((g) => g.open).map((g) => g.at) };
    case 'interfere':
      return { kind: 'interfere', side, attempts: [] };
  }
}
