/**
 * What happened, as plain data: the CLI prints these and dumps them as JSON. Every event carries
 * the round; attack events carry the whole arithmetic so a renderer needs no rules knowledge.
 */
import type { Outcome } from '../../engine/ruleset';
import type { CellKey } from '../../grid/types';
import type { Declaration, QueuedSet, Tactic, UnitCounts } from './types';

/** Why a set did nothing although its order was lawful (ruling 7). */
export type SkipReason =
  /** The set's hex holds none of the side's units any more. */
  | 'no-units'
  /** The attacked hex has no enemy units left. */
  | 'target-empty'
  /** Enemy units have entered the move's target. */
  | 'enemy-in-target'
  /** A Hold move's target no longer holds the side's units. */
  | 'no-own-units-in-target';

export type Event =
  | {
      readonly type: 'battleStarted';
      readonly name: string;
      readonly ruleset: string;
      readonly version: string;
      readonly sides: readonly string[];
      readonly units: Readonly<Record<string, number>>;
    }
  | { readonly type: 'roundStarted'; readonly round: number }
  | {
      readonly type: 'declared';
      readonly round: number;
      readonly declarations: Readonly<Record<string, Declaration>>;
    }
  | {
      readonly type: 'rolled';
      readonly round: number;
      readonly side: string;
      readonly faces: readonly number[];
      /** `rng`: the battle's seeded generator; `given`: faces from the decision. */
      readonly source: 'rng' | 'given';
      readonly sets: readonly QueuedSet[];
      readonly waste: readonly number[];
    }
  | {
      readonly type: 'split';
      readonly round: number;
      readonly side: string;
      readonly set: QueuedSet;
      readonly into: readonly QueuedSet[];
    }
  | {
      readonly type: 'queue';
      readonly round: number;
      readonly queue: readonly QueuedSet[];
      /** Set ids by timing group; a group of two or more resolves simultaneously. */
      readonly groups: readonly (readonly string[])[];
    }
  | { readonly type: 'passed'; readonly round: number; readonly set: QueuedSet }
  | {
      readonly type: 'skipped';
      readonly round: number;
      readonly set: QueuedSet;
      readonly tactic: Tactic;
      readonly reason: SkipReason;
    }
  | {
      readonly type: 'defended';
      readonly round: number;
      readonly set: QueuedSet;
      readonly at: CellKey;
      /** The gobble dice this set added. */
      readonly dice: readonly number[];
      /** All the hex's unspent gobble dice now. */
      readonly pool: readonly number[];
    }
  | {
      readonly type: 'attacked';
      readonly round: number;
      readonly set: QueuedSet;
      readonly from: CellKey;
      readonly to: CellKey;
      /** The defending side. */
      readonly target: string;
      readonly height: number;
      /** The set's width when spent (after any knocks). */
      readonly width: number;
      /** Gobble dice the defender spent on it (faces). */
      readonly gobbled: readonly number[];
      /** Width after gobbling; below 2 the attack is spoiled and does nothing. */
      readonly widthAfter: number;
      readonly spoiled: boolean;
      /** Extra faces of the target held by the attacker (+1 damage each). */
      readonly encirclement: number;
      /** widthAfter + encirclement. */
      readonly damage: number;
      /** Most kills the attacking hex could still make (damage cap), and the units in the target. */
      readonly cap: number;
      readonly targetUnits: number;
      readonly kills: number;
    }
  | {
      readonly type: 'casualties';
      readonly round: number;
      readonly side: string;
      readonly at: CellKey;
      readonly losses: UnitCounts;
      readonly left: UnitCounts;
    }
  | {
      readonly type: 'knocked';
      readonly round: number;
      /** The defender whose set lost a die. */
      readonly side: string;
      /** The set after losing the die; null when the defender had no unresolved set. */
      readonly set: QueuedSet | null;
      /** The attacking set that got through. */
      readonly by: string;
    }
  | { readonly type: 'spoiled'; readonly round: number; readonly side: string; readonly set: QueuedSet }
  | {
      readonly type: 'moved';
      readonly round: number;
      readonly set: QueuedSet;
      readonly from: CellKey;
      readonly to: CellKey;
      readonly units: UnitCounts;
    }
  | {
      readonly type: 'freeMoved';
      readonly round: number;
      readonly side: string;
      readonly from: CellKey;
      readonly to: CellKey;
      readonly units: UnitCounts;
    }
  | { readonly type: 'roundEnded'; readonly round: number; readonly units: Readonly<Record<string, number>> }
  | {
      readonly type: 'battleEnded';
      readonly round: number;
      readonly outcome: Outcome;
      readonly units: Readonly<Record<string, number>>;
    };

export type EventType = Event['type'];
