/**
 * The Die Fighting contract shared by the rules, the scenario loader, the CLI and every decision
 * source. Plain serialisable data only. Cells are "col,row" on a square map.
 */
import type { KindsOf } from '../../engine/kinds';
import type { CellKey, Edge } from '../../grid/types';

/** The six unit types of "Types of Units", named as the text spells them ("Calvary" as cavalry). */
export type UnitType =
  'archers' | 'conscripts' | 'light-infantry' | 'heavy-infantry' | 'light-cavalry' | 'heavy-cavalry';

/** What kind of unit a type is: the commanders' bonuses and several rules go by it. */
export type UnitKind = 'foot' | 'mounted' | 'ranged';

export type CommanderRank = 'sergeant' | 'lieutenant' | 'captain';

export type GameMode = 'skirmish' | 'battle' | 'war';

/** A unit card: what the text leaves to the cards it doesn't print (ruling DF1). */
export interface Card {
  /** Squares a move may cost. */
  readonly speed: number;
  /** Squares (king moves) to a target of an attack. */
  readonly range: number;
  /** Units one attack may target. */
  readonly targets: number;
  /** Added to the attack roll (2d6). */
  readonly attack: number;
  /** Added to the defence roll (2d6). */
  readonly defence: number;
  /** Added to the damage roll (the unit's own die). */
  readonly damage: number;
  /** Added to the attack roll of a Break Away. */
  readonly breakAway: number;
  /** Attacks a ranged unit may make in the battle; null for no limit. */
  readonly uses: number | null;
}

export interface UnitSetup {
  readonly side: string;
  readonly type: UnitType;
  readonly commander?: CommanderRank;
  /** Health to start with (a position from a game in progress); its die's maximum by default. */
  readonly health?: number;
  /** Attacks left for a ranged unit; its card's uses by default. */
  readonly uses?: number;
}

export interface SideSetup {
  readonly id: string;
  readonly name: string;
  /** The map edge the side deploys on. */
  readonly edge: Edge;
}

export interface BattleOptions {
  /** elimination: fight until one side is gone; timed: the round limit stands for the clock. */
  readonly game: 'elimination' | 'timed';
  /** The last round (a timed game's clock; an elimination game's safety stop). */
  readonly maxRounds: number;
  /**
   * edge (the default): each side deploys within two squares of its own edge ("Set Up"); free:
   * units start wherever the file puts them, for a position taken from a game in progress.
   */
  readonly deployment?: 'edge' | 'free';
}

export interface BattleSetup {
  readonly name: string;
  readonly mode: GameMode | null;
  /** The points each army may cost. */
  readonly points: number;
  readonly grid: { readonly kind: 'square'; readonly cols: number; readonly rows: number };
  readonly slow: readonly CellKey[];
  readonly blocking: readonly CellKey[];
  readonly sides: readonly SideSetup[];
  readonly units: Readonly<Record<CellKey, UnitSetup>>;
  /**
   * Units with no square yet: placed in play before round 1, after the set-up roll ("Set Up",
   * ruling DF16; deployment.ts). In file order. Absent or empty: the battle starts as placed.
   */
  readonly reserve?: readonly UnitSetup[];
  /** Every unit type's card, the scenario's changes included. */
  readonly cards: Readonly<Record<UnitType, Card>>;
  readonly options: BattleOptions;
  /** Show the set-up roll ("Set Up": who chooses the map) before the first round. */
  readonly setupRoll: boolean;
  readonly seed: string;
}

/** A unit in play. `id` never changes (the cell it started on); `at` is where it stands now. */
export interface Unit {
  readonly id: string;
  readonly side: string;
  readonly type: UnitType;
  readonly commander: CommanderRank | null;
  readonly at: CellKey;
  readonly health: number;
  /** Attacks left (ranged units); null for no limit. */
  readonly uses: number | null;
}

/** A combat activation's action ("Combat Phase"). */
export type Action =
  | {
      readonly type: 'attack';
      readonly targets: readonly CellKey[];
      /**
       * For a ranged attack on a target behind blocking terrain: the unit beside it that takes the
       * damage past the first point (target cell → receiver cell; ruling DF7). Left out: the default.
       */
      readonly passTo?: Readonly<Record<CellKey, CellKey>>;
    }
  | {
      readonly type: 'charge';
      readonly target: CellKey;
      /** Which of the nearest legal squares the charge ends on (ruling DF8). Left out: the default. */
      readonly to?: CellKey;
    }
  | { readonly type: 'breakAway'; readonly to: CellKey }
  | { readonly type: 'regroup'; readonly with: CellKey }
  | { readonly type: 'hold' };

/** Faces for the rolls an action makes, from physical dice or a script; absent ones are rolled. */
export interface CombatDice {
  /** The attack roll, two d6 (a break away's roll too). */
  readonly attack?: readonly number[];
  /** Each defender's two d6, in the order of the targets (or of the units holding a break away). */
  readonly defence?: readonly (readonly number[])[];
  /** The damage roll: one die of the attacker's type. */
  readonly damage?: readonly number[];
}

export type Request =
  | {
      readonly kind: 'roll';
      readonly side: string;
      readonly round: number;
      /** initiative each round; setup before the first. */
      readonly purpose: 'initiative' | 'setup';
    }
  | { readonly kind: 'move'; readonly side: string; readonly round: number }
  | { readonly kind: 'combat'; readonly side: string; readonly round: number }
  | {
      readonly kind: 'deploy';
      readonly side: string;
      /** 0: deployment comes before round 1. */
      readonly round: number;
      /** edge: the set-up roll's loser picks its side of the map; unit: the side places one unit. */
      readonly choose: 'edge' | 'unit';
    };

export type Decision =
  /** Two d6; `faces` from physical dice or a script, else the battle's RNG rolls. */
  | { readonly kind: 'roll'; readonly side: string; readonly faces?: readonly number[] }
  /** Activates the unit at `unit` and moves it to `to` (its own cell: it stays); null: every unit left stays. */
  | { readonly kind: 'move'; readonly side: string; readonly unit: CellKey | null; readonly to?: CellKey }
  /** Activates the unit at `unit` for `action`; null: every unit left holds. */
  | {
      readonly kind: 'combat';
      readonly side: string;
      readonly unit: CellKey | null;
      readonly action?: Action;
      readonly dice?: CombatDice;
    }
  /**
   * Deployment ("Set Up"): `edge`, the side of the map the set-up roll's loser takes (its own
   * edge or the one across); or `unit`, a unit still to place, named by its type and commander
   * (`archers`, `heavy-infantry+captain`: the first such unit left), and `at`, its square.
   */
  | {
      readonly kind: 'deploy';
      readonly side: string;
      readonly edge?: Edge;
      readonly unit?: string;
      readonly at?: CellKey;
    };

export type DieFightingKinds = KindsOf<Request, Decision>;
