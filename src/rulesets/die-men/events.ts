/**
 * What happened, as plain data: the CLI prints these and dumps them as JSON. Every event carries
 * the round; attack events carry the whole arithmetic so a renderer needs no rules knowledge.
 */
import type { BattleEnded, PerSide, RoundEnded } from '../../engine/endEvents';
import type { CellKey } from '../../grid/types';
import type { FreeGobble } from './state';
import type {
  AttackMode,
  CommandSkill,
  Declaration,
  GateKind,
  QueuedSet,
  Tactic,
  Terrain,
  UnitCounts,
} from './types';

/** One term of an attack's extra damage besides encirclement (they add kills, not width). */
export type AttackBonus =
  /** Attacking from a hill or mountain (or tower) at troops its advantage works against. */
  | { readonly source: 'terrain'; readonly amount: number; readonly terrain: Terrain }
  /** Cavalry in the attacking hex. */
  | { readonly source: 'cavalry'; readonly amount: number }
  /** Archers in or next to the attacking hex (one per attack; a side's total is its archers). */
  | { readonly source: 'archers'; readonly amount: number; readonly at: CellKey }
  /** Player characters in the attacking hex, one each. */
  | { readonly source: 'pc'; readonly amount: number };

/** Why a set did nothing although its order was lawful (ruling 7). */
export type SkipReason =
  /** The set's hex holds none of the side's units any more. */
  | 'no-units'
  /** The attacked hex has no enemy units left. */
  | 'target-empty'
  /** Enemy units have entered the move's target. */
  | 'enemy-in-target'
  /** A Hold move's target no longer holds the side's units. */
  | 'no-own-units-in-target'
  /** Enemies now block every way a cavalry or chariot move could take. */
  | 'path-blocked'
  /** Retreat: enemies have moved so that the move now ends nearer them than it starts. */
  | 'toward-enemy'
  /** Retreat: the enemies that surrounded the hex have gone, so it may not defend. */
  | 'not-surrounded'
  /** Siege engines whose escort has died stay put (ruling 21). */
  | 'no-escort'
  /** The units that were to make the attack (its archers, siege engines or troops) are gone. */
  | 'no-attackers';

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
  /** Before round 1, when units are to be placed (ruling 33): the d10 roll-off, round by round. */
  | {
      readonly type: 'deployRolled';
      readonly round: 0;
      readonly rolls: readonly (readonly { readonly side: string; readonly face: number }[])[];
      /** The side that places first. */
      readonly first: string;
    }
  /** Units put in an empty hex of the side's zone; `left`: how many it still has to place. */
  | {
      readonly type: 'deployed';
      readonly round: 0;
      readonly side: string;
      readonly at: CellKey;
      readonly units: UnitCounts;
      readonly left: number;
    }
  /** Units a side could not place: no hex of its zone left where they may stand. */
  | { readonly type: 'notDeployed'; readonly round: 0; readonly side: string; readonly units: UnitCounts }
  /** Command Lag: strategies written down now for a later round, revealed together. */
  | {
      readonly type: 'declaredAhead';
      readonly round: number;
      readonly forRound: number;
      readonly declarations: Readonly<Record<string, Declaration>>;
    }
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
  /** A gate opened or shut by its owner, or broken by a siege engine or a ram. */
  | {
      readonly type: 'gate';
      readonly round: number;
      readonly at: CellKey;
      readonly gate: GateKind;
      readonly change: 'opened' | 'shut' | 'broken';
      /** The side that opened, shut or broke it. */
      readonly side: string;
      /** The attack that broke it. */
      readonly by?: { readonly set: QueuedSet; readonly from: CellKey; readonly mode: AttackMode };
    }
  /** A Command Interference roll by the player characters in `at`. */
  | {
      readonly type: 'interference';
      readonly round: number;
      readonly side: string;
      readonly at: CellKey;
      readonly skill: CommandSkill;
      readonly faces: readonly number[];
      readonly source: 'rng' | 'given';
      /** The scale chart's difficulty for the skill. */
      readonly difficulty: number;
      /** The Command+Inspire roll, when made: its widest set's width lowers the difficulty. */
      readonly inspire?: { readonly faces: readonly number[]; readonly width: number };
      /** The difficulty after Command+Inspire. */
      readonly needed: number;
      /** The best set meeting `needed`, or null: the roll failed. */
      readonly set: { readonly width: number; readonly height: number } | null;
      readonly success: boolean;
    }
  /** A player character takes one of the general's sets for an action by their hex. */
  | {
      readonly type: 'commandTaken';
      readonly round: number;
      readonly side: string;
      readonly at: CellKey;
      readonly set: QueuedSet;
      readonly tactic: Tactic;
    }
  /** Free gobble dice a hex gets without a Defense: a defensive bloc's height-10 die each round. */
  | {
      readonly type: 'freeGobble';
      readonly round: number;
      readonly side: string;
      readonly at: CellKey;
      readonly kind: FreeGobble;
      readonly pool: readonly number[];
    }
  /** An attack against units that all have a Threat rating above the set's height fails. */
  | {
      readonly type: 'threatFailed';
      readonly round: number;
      readonly set: QueuedSet;
      readonly from: CellKey;
      readonly to: CellKey;
      readonly target: string;
      readonly height: number;
      /** The lowest Threat rating among the target's units. */
      readonly threat: number;
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
      /**
       * The gobble dice this set added, as they stand against an attacker the hex's high ground
       * works against: raised by `raise`, with any free height-10 die.
       */
      readonly dice: readonly number[];
      /** All the hex's unspent gobble dice now, read the same way. */
      readonly pool: readonly number[];
      /** Height the hill or mountain adds to the set's dice (0 elsewhere). */
      readonly raise: number;
      /** Free height-10 dice added with the set (mountain, tower, forest). */
      readonly free: readonly FreeGobble[];
    }
  | {
      readonly type: 'attacked';
      readonly round: number;
      readonly set: QueuedSet;
      readonly from: CellKey;
      readonly to: CellKey;
      /** The defending side. */
      readonly target: string;
      /** Who attacked: the hex's troops, its archers (one unit) or its siege engines. */
      readonly by: AttackMode;
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
      /** Other extra damage: high ground, cavalry, archers, player characters. */
      readonly bonuses: readonly AttackBonus[];
      /** widthAfter + encirclement + bonuses; an archers' attack always does 1. */
      readonly damage: number;
      /**
       * Most kills the attacking hex could still make (damage cap; siege engines have none and
       * show their damage), and the units in the target (with Threat ratings: those the set can
       * harm).
       */
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
  | RoundEnded<{ readonly units: PerSide }>
  | BattleEnded<{ readonly units: PerSide }>;

export type EventType = Event['type'];
