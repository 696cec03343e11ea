/** The battle state: plain, serialisable, readonly; the RNG state inside it. */
import type { RngState } from '../../core/rng';
import type { Outcome } from '../../engine/ruleset';
import type { CellKey } from '../../grid/types';
import type { EquipmentKind, PassiveKind } from './army';
import type { Table } from './geometry';
import type { Request, SideSetup, UnitSetup } from './types';

/** What the set-up fixes for the whole battle. */
export interface Rules {
  readonly name: string;
  readonly table: Table;
  readonly sides: readonly SideSetup[];
  readonly maxRounds: number;
  /**
   * Only while units are still to deploy: how deep each side's zone is, in inches (null: placed
   * anywhere on the table, `deployment: free`).
   */
  readonly zone?: number | null;
}

export interface Piece {
  readonly kind: EquipmentKind;
  /** Dice left on it; 0 once all are lost (the index stays, so decisions keep naming it). */
  readonly dice: number;
}

/** A unit or squad in play: its dice as they stand now. */
export interface Unit {
  readonly id: string;
  readonly side: string;
  readonly name: string;
  /** Set-up members above one: it loses only members, and counts as a squad to the end. */
  readonly squad: boolean;
  /** Core dice: a unit's left; a squad's per member (each member has them all or is gone). */
  readonly core: number;
  /** One square per model still on the table, in member order. */
  readonly models: readonly CellKey[];
  readonly height: number;
  readonly passive: { readonly kind: PassiveKind; readonly dice: number } | null;
  readonly equipment: readonly Piece[];
  /** Damage markers this round ("Markers"). */
  readonly damage: number;
  /** Cover used up (or given up by moving out of it) this round ("Being in Cover"). */
  readonly coverLost: boolean;
  /** A 2-Core squad's odd damage, kept across rounds ("Damage Phase"). */
  readonly carried: number;
}

/** The unit whose activation is under way, and what it has spent. */
export interface Activation {
  readonly unit: string;
  readonly freeMove: boolean;
  /** Core actions left. */
  readonly actions: number;
  readonly moves: number;
  readonly melee: boolean;
  /** Equipment pieces used (indices). */
  readonly used: readonly number[];
}

export type Phase = 'edges' | 'edge' | 'deploy' | 'first' | 'activations' | 'damage' | 'over';

export interface BattleState {
  readonly rules: Rules;
  readonly round: number;
  readonly phase: Phase;
  readonly rng: RngState;
  /** Every unit still on the table, in set-up order (then in the order deployed). */
  readonly units: readonly Unit[];
  /** Units still to deploy before round 1, in set-up order (their `at` empty). */
  readonly reserve: readonly UnitSetup[];
  /** The current roll-off's faces by side, cleared once decided. */
  readonly rolls: Readonly<Record<string, number>>;
  /** The sides in activation order this round: the roll-off's winner first. */
  readonly order: readonly string[];
  /** Index in `order` of the side whose turn it is. */
  readonly turn: number;
  /** Units activated this round (the current one included). */
  readonly activated: readonly string[];
  readonly activation: Activation | null;
  /** Damage Phase: the units still to resolve, in order, and the save result of the current one. */
  readonly pending: readonly string[];
  readonly unsaved: number | null;
  readonly awaiting: Request | null;
  readonly outcome: Outcome | null;
}
