/**
 * The fast path's position: one mutable object for a whole battle, changed in place by the rules
 * (fast/rules.ts) and read by the general (fast/general.ts). Units by index in set-up order, the
 * order the reference keeps them in (a destroyed unit stays, marked gone, so an index never
 * changes); each model's square as an index on the real table and on the table turned half round
 * (the far seat's view, ai/seat.ts); the dice stream's state as four numbers.
 */
import type { EquipmentKind } from '../army';
import type { Lines } from '../geometry';
import { BASIC_MELEE, meanHitDamage, profileOf, saveOf, type Profile } from '../weapons';
import { equipmentPieces, isSquad } from '../army';
import { DEFAULT_HEIGHT } from '../setupCheck';
import type { BattleSetup, UnitSetup } from '../types';
import type { FastContext } from './context';
import { fastMapOf, type FastMap } from './map';
import type { FastMoves } from './moves';
import type { Search } from './search';

export interface FastUnit {
  readonly id: string;
  /** Index of its side in the set-up's sides. */
  readonly side: number;
  readonly squad: boolean;
  readonly height: number;
  /** 1 Speed, 2 Armor, 0 none (or none left). */
  passiveKind: number;
  passive: number;
  readonly kinds: readonly EquipmentKind[];
  /** Dice left on each piece of equipment. */
  readonly dice: number[];
  core: number;
  /** Each model's square on the real table, in member order. */
  at: number[];
  /** The same squares on the table turned half round. */
  atT: number[];
  damage: number;
  coverLost: boolean;
  carried: number;
  alive: boolean;
  activated: boolean;
  /** Bumped whenever `at` changes (a move, a member lost): what is kept per square reads it. */
  version: number;
  /** Its weapons by slot: 0 Basic Melee, 1 + i piece i (null once it has no dice). */
  profiles: readonly (FastProfile | null)[];
  /** The share of markers its armour leaves (1 - its save's chance), as its dice stand. */
  keep: number;
  /** Bumped whenever its dice change (its weapons, its Speed, its save). */
  gear: number;
  /** Its cover where it stands as last asked (cover.ts coverNow), and the position's stamp then. */
  coverHere: boolean;
  coverStamp: number;
  /** Where an attacker can strike this unit from, per seat, height and range (fast/strike.ts). */
  readonly fields: StrikeMemo[];
}

/** One strike field: per square of a seat's table, 0 not asked, 1 can't strike, 2 can. */
export interface StrikeMemo {
  readonly turned: boolean;
  readonly height: number;
  readonly min: number;
  readonly max: number;
  version: number;
  readonly at: Uint8Array;
  /** The enemy's squares on the seat's table, as they stood at `version`. */
  cells: readonly number[];
  /** The sight lines from the enemy's height to the attacker's, on the seat's table. */
  readonly lines: Lines;
  readonly rows: number;
}

/** A weapon's profile with the general's mean damage of a hit on a unit and on a squad. */
export interface FastProfile extends Profile {
  readonly meanUnit: number;
  readonly meanSquad: number;
}

/** What the battle waits for (the reference's request kinds). */
export const ASK = { roll: 0, activate: 1, act: 2, save: 3, damage: 4, over: 5 } as const;
export const PHASE = { first: 0, activations: 1, damage: 2, over: 3 } as const;

/** What a unit starts a battle with, for the next trial of the set-up (reopen.ts). */
export interface UnitStart {
  readonly passiveKind: number;
  readonly passive: number;
  readonly dice: readonly number[];
  readonly core: number;
  /** Its models' real squares. */
  readonly at: readonly number[];
  readonly profiles: readonly (FastProfile | null)[];
  readonly keep: number;
}

export interface Position {
  /** The set-up it was opened for (a later trial of it may use the position again: reopen.ts). */
  readonly setup: BattleSetup;
  readonly map: FastMap;
  readonly sides: readonly string[];
  /** Per side: whether its general weighs on the table turned half round. */
  readonly turned: readonly boolean[];
  readonly maxRounds: number;
  readonly units: FastUnit[];
  /** Each unit as it starts, by index. */
  readonly starts: readonly UnitStart[];
  round: number;
  phase: number;
  /** The dice stream (core/rng.ts's Alea, term for term). */
  c: number;
  s0: number;
  s1: number;
  s2: number;
  /** The roll-off's faces by side (0: not rolled). */
  readonly rolls: number[];
  readonly order: number[];
  turn: number;
  /** The unit activated (index), -1 none; what it has spent. */
  act: number;
  freeMove: boolean;
  actions: number;
  moves: number;
  melee: boolean;
  /** Equipment pieces used, in the order used. */
  used: number[];
  /** Damage Phase: the units still to resolve, and the current one's unsaved markers (-1: not saved yet). */
  pending: number[];
  unsaved: number;
  ask: number;
  askSide: number;
  /** save: the dice to roll and the face each needs; damage: how many dice or members go. */
  askCount: number;
  askNeed: number;
  /** -2 not over, -1 a draw, else the winning side's index. */
  winner: number;
  /** The units that had 2+ Armor dice at the start: the only ones that may give cover. */
  readonly armoured: readonly FastUnit[];
  /**
   * harm.ts's sums per pair of units k = mine * units + foe, kept while neither changes: at
   * rawKey[4k..4k+3] the two units' versions and gears they were worked out at (-1: never), at
   * rawVal[k * slots + w] what slot w would do (slots: the most any unit has).
   */
  readonly rawKey: Int32Array;
  readonly rawVal: Float64Array;
  readonly slots: number;
  /** harm.ts's scratch: the best of each usable slot. */
  readonly harmValues: Float64Array;
  /** Bumped by every decision applied: what the general keeps within one decision reads it. */
  stamp: number;
  /** Which moves a search has weighed (general.ts), grown as needed, cleared before each use. */
  looked: Uint8Array;
  /** The general's unit context (context.ts), one object made ready for each decision. */
  ctx: FastContext | null;
  /** The lawful moves of the unit searched (moves.ts), one object filled for each search. */
  moveSet: FastMoves | null;
  /** The state of the free move's search (search.ts), one object begun for each search. */
  search: Search | null;
  /** Scratch for the general (one byte a square), never read across decisions. */
  readonly occupied: Uint8Array;
}

export const hitChance = (need: number): number => Math.max(0, Math.min(1, (7 - need) / 6));

export const speedOf = (u: FastUnit): number => (u.passiveKind === 1 ? u.passive : 0);
export const armorOf = (u: FastUnit): number => (u.passiveKind === 2 ? u.passive : 0);

export function diceLeft(u: FastUnit): number {
  let n = u.core * u.at.length + u.passive;
  for (let i = 0; i < u.dice.length; i++) n += u.dice[i]!;
  return n;
}

/** The squares of `u` as the seat that is `turned` sees them. */
export const seatAt = (u: FastUnit, turned: boolean): number[] => (turned ? u.atT : u.at);

/**
 * Copies of the real squares `at` and of the same squares turned half round. Built by push, so
 * every list of squares the general reads is a packed array (map() makes holey ones): one elements
 * kind, or the optimised code is thrown away when the other kind first turns up.
 */
function squaresOf(at: readonly number[], last: number): [number[], number[]] {
  const real: number[] = [];
  const turned: number[] = [];
  for (let i = 0; i < at.length; i++) {
    real.push(at[i]!);
    turned.push(last - at[i]!);
  }
  return [real, turned];
}

/** Puts `u` on the real squares `at` (the turned copy follows). */
export function placeUnit(p: Position, u: FastUnit, at: readonly number[]): void {
  [u.at, u.atT] = squaresOf(at, p.map.size - 1);
  u.version++;
}

/** `p` with its mean damages (one shape for every profile: the general's reads stay monomorphic). */
function fastProfile(p: Profile | null): FastProfile | null {
  if (p === null) return null;
  return {
    min: p.min,
    max: p.max,
    need: p.need,
    ignoresCover: p.ignoresCover,
    vsUnit: p.vsUnit,
    vsSquad: p.vsSquad,
    meanUnit: meanHitDamage(p.vsUnit),
    meanSquad: meanHitDamage(p.vsSquad),
  };
}

/** The weapons of `u` by slot, as its dice stand. */
export function profilesOf(u: FastUnit): (FastProfile | null)[] {
  const out: (FastProfile | null)[] = [fastProfile(BASIC_MELEE)];
  for (let i = 0; i < u.kinds.length; i++) out.push(fastProfile(profileOf(u.kinds[i]!, u.dice[i]!)));
  return out;
}

/** The share of markers `u`'s armour leaves (1 - its save's chance). */
export function keepOf(u: FastUnit): number {
  const save = saveOf(armorOf(u));
  return 1 - (save ? hitChance(save.need) : 0);
}

/** Its weapons and armour worked out again after its dice changed. */
export function regear(u: FastUnit): void {
  u.profiles = profilesOf(u);
  u.keep = keepOf(u);
  u.gear++;
}

/** A unit of the set-up, placed. */
function unitOf(map: FastMap, sides: readonly string[], u: UnitSetup): FastUnit {
  const pieces = equipmentPieces(u.card);
  const passive = u.card.passive;
  const [at, atT] = squaresOf(
    u.at.map((k) => map.seats[0].index.ix.indexOf.get(k) ?? -1),
    map.size - 1,
  );
  const unit: FastUnit = {
    id: u.id,
    side: sides.indexOf(u.side),
    squad: isSquad(u.card),
    height: u.height ?? DEFAULT_HEIGHT,
    passiveKind: passive === null ? 0 : passive.kind === 'speed' ? 1 : 2,
    passive: passive === null ? 0 : passive.dice,
    kinds: pieces.map((x) => x.kind),
    dice: pieces.map((x) => x.dice),
    core: u.card.core,
    at,
    atT,
    damage: 0,
    coverLost: false,
    carried: 0,
    alive: true,
    activated: false,
    version: 0,
    profiles: [],
    keep: 1,
    gear: 0,
    coverHere: false,
    coverStamp: -1,
    fields: [],
  };
  unit.profiles = profilesOf(unit);
  unit.keep = keepOf(unit);
  return unit;
}

const startOf = (u: FastUnit): UnitStart => ({
  passiveKind: u.passiveKind,
  passive: u.passive,
  dice: [...u.dice],
  core: u.core,
  at: [...u.at],
  profiles: u.profiles,
  keep: u.keep,
});

/** The opening position of a set-up the fast path plays (fastSupports: every unit placed, round 1). */
export function openPosition(
  setup: BattleSetup,
  rng: { c: number; s0: number; s1: number; s2: number },
): Position {
  const map = fastMapOf(setup.table);
  const sides = setup.sides.map((s) => s.id);
  const units = setup.units.map((u) => unitOf(map, sides, u));
  const slots = units.reduce((n, u) => Math.max(n, u.profiles.length), 1);
  return {
    setup,
    map,
    sides,
    turned: setup.sides.map((s) => s.edge === 'south' || s.edge === 'east'),
    maxRounds: setup.maxRounds,
    units,
    starts: units.map(startOf),
    round: 1,
    phase: PHASE.first,
    c: rng.c,
    s0: rng.s0,
    s1: rng.s1,
    s2: rng.s2,
    rolls: sides.map(() => 0),
    order: sides.map((_, i) => i),
    turn: 0,
    act: -1,
    freeMove: false,
    actions: 0,
    moves: 0,
    melee: false,
    used: [],
    pending: [],
    unsaved: -1,
    ask: ASK.roll,
    askSide: 0,
    askCount: 0,
    askNeed: 0,
    winner: -2,
    armoured: units.filter((u) => u.passiveKind === 2 && u.passive >= 2),
    rawKey: new Int32Array(4 * units.length * units.length).fill(-1),
    rawVal: new Float64Array(slots * units.length * units.length),
    slots,
    harmValues: new Float64Array(slots),
    stamp: 0,
    ctx: null,
    moveSet: null,
    search: null,
    looked: new Uint8Array(1024),
    occupied: new Uint8Array(map.size),
  };
}

/** Rolls one d6 from the position's stream (core/rng.ts AleaStream.next, term for term). */
export function d6(p: Position): number {
  const t = 2091639 * p.s0 + p.c * 2.3283064365386963e-10; // 2^-32
  p.s0 = p.s1;
  p.s1 = p.s2;
  p.s2 = t - (p.c = t | 0);
  return Math.floor(p.s2 * 6) + 1;
}
