/** The battle state: plain, serialisable, readonly; the RNG state inside it. */
import type { RngState } from '../../core/rng';
import type { Outcome } from '../../engine/ruleset';
import type { CellKey } from '../../grid/types';
import type { BattleOptions, Card, GameMode, Request, SideSetup, Unit, UnitSetup, UnitType } from './types';

/** What the setup fixes for the whole battle: shared, never changed. */
export interface Rules {
  readonly name: string;
  readonly mode: GameMode | null;
  readonly points: number;
  readonly grid: { readonly kind: 'square'; readonly cols: number; readonly rows: number };
  /** Slow and blocking cells, as sets written as records (plain data). */
  readonly slow: Readonly<Record<CellKey, true>>;
  readonly blocking: Readonly<Record<CellKey, true>>;
  readonly sides: readonly SideSetup[];
  readonly cards: Readonly<Record<UnitType, Card>>;
  readonly options: BattleOptions;
}

export type Phase = 'setup' | 'edge' | 'deploy' | 'initiative' | 'movement' | 'combat' | 'over';

export interface BattleState {
  readonly rules: Rules;
  readonly round: number;
  readonly phase: Phase;
  readonly rng: RngState;
  /**
   * Every unit still on the map, in the setup's order. An array, not a record by id: a decision
   * copies it, and copying a few dozen entries keyed "3,1" is ten times dearer as an object.
   */
  readonly units: readonly Unit[];
  /** Units still to place in the deployment before round 1 (deployment.ts), in set-up order. */
  readonly reserve: readonly UnitSetup[];
  /** The current roll-off's faces by side (set-up or initiative), cleared once decided. */
  readonly rolls: Readonly<Record<string, readonly number[]>>;
  /** The sides in activation order this round: the initiative's winner first. */
  readonly order: readonly string[];
  /** Index in `order` of the side whose activation it is. */
  readonly turn: number;
  /** Units activated in the current phase. */
  readonly activated: readonly string[];
  /** Units next to an enemy when the combat phase began: they may not charge. */
  readonly engaged: readonly string[];
  /** Points each side has destroyed ("Winning the Game": a timed game's score). */
  readonly destroyed: Readonly<Record<string, number>>;
  readonly awaiting: Request | null;
  readonly outcome: Outcome | null;
}
