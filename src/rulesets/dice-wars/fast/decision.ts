/**
 * A decision of the fast path: what the general chose, by indexes (a unit's index in the
 * position, square indexes on the real table). The same choices as the reference's Decision
 * (fast/reference.ts turns one into the other for the lockstep test).
 */
import type { DieRef } from '../types';

export type FastDecision =
  | { readonly kind: 'roll' }
  | { readonly kind: 'save' }
  | { readonly kind: 'activate'; readonly unit: number }
  /** The free move: `to` one real square per model (null: it stays where it is). */
  | { readonly kind: 'freeMove'; readonly to: readonly number[] | null }
  /** piece -1: Basic Melee; target: a unit's index. */
  | { readonly kind: 'attack'; readonly piece: number; readonly target: number }
  | { readonly kind: 'end' }
  /** A unit's dice to lose, or a squad's members to remove (their real squares). */
  | {
      readonly kind: 'damage';
      readonly remove: readonly DieRef[] | null;
      readonly members: readonly number[] | null;
    };
