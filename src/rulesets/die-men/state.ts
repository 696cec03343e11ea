/**
 * The whole battle as plain, JSON-safe data: positions, the round's declarations, rolls and queue,
 * where Resolve has got to, the RNG and the decision the battle is waiting for. `apply` never
 * mutates a state: it copies the top level and replaces only the parts that change.
 */
import type { RngState } from '../../core/rng';
import type { Outcome } from '../../engine/ruleset';
import type { CellKey, Edge, GridSpec } from '../../grid/types';
import type {
  AttackMode,
  BattleOptions,
  Complications,
  Declaration,
  FreeMove,
  GateKind,
  Occupant,
  QueuedSet,
  Request,
  Scale,
  SideSetup,
  Tactic,
  Terrain,
  UnitCounts,
} from './types';

/** The fixed facts of the battle, copied from the setup once. */
export interface BattleRules {
  readonly name: string;
  readonly scale: Scale;
  readonly grid: GridSpec;
  readonly terrain: Readonly<Record<CellKey, Terrain>>;
  readonly sides: readonly SideSetup[];
  readonly options: BattleOptions;
  /** The complications in play, every field filled in (all off for the basic game). */
  readonly complications: Complications;
}

export type Phase = 'deploy' | 'declare' | 'roll' | 'split' | 'interfere' | 'resolve' | 'free' | 'ended';

/**
 * Deployment played before round 1 (ruling 33, deployment.ts): the sides that still have units to
 * place, in turn order (the roll-off's winner first), whose turn it is, what each has left and the
 * map edge each places from.
 */
export interface Deployment {
  readonly order: readonly string[];
  /** Index into `order` of the side placing now. */
  readonly turn: number;
  readonly left: Readonly<Record<string, UnitCounts>>;
  readonly zones: Readonly<Record<string, Edge>>;
}

/**
 * A free height-10 gobble die: from a mountain or tower Defense (it works only where the high
 * ground's advantage does), a forest Defense, or a defensive bloc (every round, at any time).
 */
export type FreeGobble = 'mountain' | 'forest' | 'bloc';

/** A hex's unspent gobble dice and the side they belong to. */
export interface GobblePool {
  readonly side: string;
  /** Dice from Defense sets, as rolled (ascending); high ground may raise them against an attack. */
  readonly dice: readonly number[];
  /** Free height-10 dice (terrain complications, defensive blocs); absent in the basic game. */
  readonly free?: readonly FreeGobble[];
}

/** A gate's state: shut (impassable), opened by its owner, or broken for good. */
export interface GateState {
  readonly kind: GateKind;
  readonly owner: string | null;
  readonly status: 'shut' | 'open' | 'broken';
  /** The round it was broken in. */
  readonly brokenRound?: number;
}

/** An attack being worked out; it may wait for the defender's gobble, casualty or knock choice. */
export interface AttackStep {
  /** Index of the attacking set within its group. */
  readonly index: number;
  readonly stage: 'gobble' | 'hit' | 'casualties' | 'knock';
  /** The defending side (the target's occupant when the group began). */
  readonly target: string;
  /** Who attacks: the hex's troops, its archers or its siege engines. Absent: troops. */
  readonly mode?: AttackMode;
  /** The attack's width after gobble dice. */
  readonly width: number;
  readonly gobbled: readonly number[];
  readonly kills: number;
}

/** The group of simultaneous sets (equal width and height) being resolved. */
export interface GroupState {
  /** Queue index of the group's first set. */
  readonly start: number;
  readonly size: number;
  /** Orders for the group's sets in queue order; skipped orders are stored as `pass`. */
  readonly orders: readonly Tactic[];
  readonly stage: 'assign' | 'attack';
  /** Next group index to look at for an attack. */
  readonly next: number;
  readonly attack: AttackStep | null;
  /** Kills decided in this group, removed together once all its attacks are worked out. */
  readonly losses: Readonly<Record<CellKey, UnitCounts>>;
}

export interface BattleState {
  readonly rules: BattleRules;
  /** 1-based. */
  readonly round: number;
  readonly phase: Phase;
  readonly occupants: Readonly<Record<CellKey, Occupant>>;
  /** Positions when the round began: tells an order overtaken by events from a wrong one. */
  readonly roundStart: Readonly<Record<CellKey, Occupant>>;
  readonly rng: RngState;
  /** This round's declarations, revealed once every side has declared. */
  readonly declarations: Readonly<Record<string, Declaration>>;
  /** This round's sets per side, after the roll (and splits). */
  readonly sets: Readonly<Record<string, readonly QueuedSet[]>>;
  /** Index into the sides of the next side to ask about splits. */
  readonly splitAsked: number;
  /** The round's queue in timing order; spoiled sets leave it. */
  readonly queue: readonly QueuedSet[];
  /** Queue index of the next group to resolve. */
  readonly cursor: number;
  readonly group: GroupState | null;
  readonly gobble: Readonly<Record<CellKey, GobblePool>>;
  /** Kills each hex has made this round (the per-hex damage cap). */
  readonly dealt: Readonly<Record<CellKey, number>>;
  /** Free moves given so far this round, by side (normalised: units always filled in). */
  readonly free: Readonly<Record<string, readonly FreeMove[]>>;
  /** Gates by cell (castle complication); empty without one. */
  readonly gates: Readonly<Record<CellKey, GateState>>;
  /** Sides already asked this round whether to open or shut their gates. */
  readonly gatesAsked: readonly string[];
  /** Command Lag: declarations made ahead, by the round they are for, then by side. */
  readonly ahead: Readonly<Record<string, Readonly<Record<string, Declaration>>>>;
  /** Index into the sides of the next side to ask about Command Interference this round. */
  readonly interfereAsked: number;
  /** Hexes whose player characters won their Command Interference roll and may still take a set. */
  readonly commandTokens: Readonly<Record<string, readonly CellKey[]>>;
  /** Archer bonuses each side has given this round (at most its archer units). */
  readonly archerBonus: Readonly<Record<string, number>>;
  /** The decision the battle waits for; null once it has ended. */
  readonly awaiting: Request | null;
  readonly outcome: Outcome | null;
  /** Units still to place before round 1; null once every unit stands (or none had to). */
  readonly deployment: Deployment | null;
}

/** The working copy inside one `apply`: same shape, writable top level. */
export type Draft = { -readonly [K in keyof BattleState]: BattleState[K] };

// The group and its attack change several times per attack. They are rebuilt field by field,
// not by spreading a patch into a copy: V8 copies a spread of an arbitrary patch through a slow
// generic path, which cost a tenth of a simulated battle.

/** `g` with the fields of `patch` replaced. */
export function withGroup(g: GroupState, patch: Partial<GroupState>): GroupState {
  return {
    start: patch.start ?? g.start,
    size: patch.size ?? g.size,
    orders: patch.orders ?? g.orders,
    stage: patch.stage ?? g.stage,
    next: patch.next ?? g.next,
    attack: patch.attack !== undefined ? patch.attack : g.attack,
    losses: patch.losses ?? g.losses,
  };
}

/** `a` with the fields of `patch` replaced; `mode` stays absent for the troops' own attacks. */
export function withAttack(a: AttackStep, patch: Partial<AttackStep>): AttackStep {
  const mode = patch.mode ?? a.mode;
  const index = patch.index ?? a.index;
  const stage = patch.stage ?? a.stage;
  const target = patch.target ?? a.target;
  const width = patch.width ?? a.width;
  const gobbled = patch.gobbled ?? a.gobbled;
  const kills = patch.kills ?? a.kills;
  return mode === undefined
    ? { index, stage, target, width, gobbled, kills }
    : { index, stage, target, mode, width, gobbled, kills };
}

/**
 * A writable copy of the state's top level, for one `apply`. Spelled out rather than spread: every
 * state then has one object shape, and the copy is a plain allocation (a spread of the state cost
 * a tenth of a simulated battle). The type makes sure no field is forgotten.
 */
export function draftOf(s: BattleState): Draft {
  return {
    rules: s.rules,
    round: s.round,
    phase: s.phase,
    occupants: s.occupants,
    roundStart: s.roundStart,
    rng: s.rng,
    declarations: s.declarations,
    sets: s.sets,
    splitAsked: s.splitAsked,
    queue: s.queue,
    cursor: s.cursor,
    group: s.group,
    gobble: s.gobble,
    dealt: s.dealt,
    free: s.free,
    gates: s.gates,
    gatesAsked: s.gatesAsked,
    ahead: s.ahead,
    interfereAsked: s.interfereAsked,
    commandTokens: s.commandTokens,
    archerBonus: s.archerBonus,
    awaiting: s.awaiting,
    outcome: s.outcome,
    deployment: s.deployment,
  };
}
