/**
 * Scripted rounds as data the scripted decision source answers from: per round, per side, the
 * Decisions a scenario file spelled out. Plain serialisable data; no zod here.
 */
import type { ScriptWhere } from '../../../scenario/scriptLedger';
import type { CellKey } from '../../../grid/types';
import type { Decision, FreeMove, Tactic, UnitCounts } from '../types';

export type DeclareDecision = Extract<Decision, { kind: 'declare' }>;
export type RollDecision = Extract<Decision, { kind: 'roll' }>;
export type FreeDecision = Extract<Decision, { kind: 'free' }>;
export type GatesDecision = Extract<Decision, { kind: 'gates' }>;
export type InterfereDecision = Extract<Decision, { kind: 'interfere' }>;

/** Where a scripted entry was written, so an unused one can be reported against the file. */
export type ScriptSource = ScriptWhere;

/** A set named in a script: matched to queued sets by rolled width and height. */
export interface ScriptedSetRef extends ScriptSource {
  /** Canonical name, "2x9". */
  readonly set: string;
  readonly width: number;
  readonly height: number;
  /** Position in its list (orders, split or knock) for this side and round. */
  readonly index: number;
}

export interface ScriptedOrder extends ScriptedSetRef {
  readonly tactic: Tactic;
}

export interface ScriptedSplit extends ScriptedSetRef {
  readonly into: readonly number[];
}

export interface ScriptedGobble extends ScriptSource {
  readonly dice: number;
  readonly index: number;
}

/** A scripted casualty choice: used for the first request in `at` (any hex if left out). */
export interface ScriptedCasualty extends ScriptSource {
  readonly at?: CellKey;
  readonly losses: UnitCounts;
  readonly index: number;
}

export interface SideScript {
  readonly declare?: DeclareDecision;
  /** `faces` present: the side's dice this round. */
  readonly roll?: RollDecision;
  readonly splits?: readonly ScriptedSplit[];
  readonly orders: readonly ScriptedOrder[];
  readonly knocks: readonly ScriptedSetRef[];
  readonly gobbles: readonly ScriptedGobble[];
  readonly free?: FreeDecision;
  /** Casualty choices among mixed units, in order (absent: none scripted). */
  readonly casualties?: readonly ScriptedCasualty[];
  /** The gates standing open this round. */
  readonly gates?: GatesDecision;
  /** Command Interference rolls. */
  readonly interfere?: InterfereDecision;
  /** Where `declare`, `roll` (the `dice` entry), `split`, `free`, `gates` and `interfere` were written. */
  readonly where?: Readonly<
    Partial<Record<'declare' | 'roll' | 'split' | 'free' | 'gates' | 'interfere', ScriptSource>>
  >;
}

export interface ScriptRound {
  /** 1-based, as in `Request.round`. */
  readonly round: number;
  readonly sides: Readonly<Record<string, SideScript>>;
}

export interface DieMenScript {
  /** The scenario file the script came from, for problems. */
  readonly file?: string;
  /** `rounds[i].round === i + 1`. */
  readonly rounds: readonly ScriptRound[];
}

export type { FreeMove };
