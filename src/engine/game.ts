/**
 * A game as a plug-in. Its pure rules folder (`src/rulesets/<id>/`) supplies a `GameRules` (what
 * the engine, the battle log and the simulator need) and a `ScenarioKit` (its scenario files,
 * which bring zod); its terminal face (`src/cli/<id>/`) supplies the rest. The shared commands
 * (validate, step, play, replay, sim) run any game through these interfaces and name none.
 */
import type { Problem, Result } from '../core/problem';
import type { DecisionSource, SyncDecisionSource } from './decisionSource';
import type { DecisionOf, KindTable, RequestOf } from './kinds';
import type { LogAdapter } from './logAdapter';
import type { BaseEvent, Ruleset } from './ruleset';
import type { ScenarioText } from '../scenario/text';

/** What `diemen rulesets` and `--help` show of a game: small enough to load at start-up. */
export interface GameMeta {
  /** The scenario's `ruleset:` value, the log header's `ruleset`, the folder names. */
  readonly id: string;
  /** How people write the game's name: "Die, Men!". */
  readonly title: string;
  /** One line: what kind of game it is. */
  readonly summary: string;
}

export interface SideInfo {
  readonly id: string;
  readonly name: string;
}

/** The pure part of a game: no zod, no I/O. A simulator worker loads only this. */
export interface GameRules<Setup, State, T extends KindTable, Event extends BaseEvent> {
  readonly meta: GameMeta;
  readonly ruleset: Ruleset<Setup, State, T, Event>;
  readonly log: LogAdapter<State, Event, DecisionOf<T>>;
  /** The sides in play order (players, reports, colours). */
  sides(setup: Setup): readonly SideInfo[];
  /** The seed the battle rolls with. */
  seedOf(setup: Setup): string;
  /** The same battle rolled with another seed (a simulated trial). */
  withSeed(setup: Setup, seed: string): Setup;
  /** The round a request belongs to (step's --rounds, the pause between rounds). */
  requestRound(request: RequestOf<T>): number;
  /** The round an event belongs to, or null for the battle's opening events (deployment included). */
  eventRound(event: Event): number | null;
  /** The position as plain data: `final` of `step --json` and `replay --json`. */
  final(state: State, events: readonly Event[]): unknown;
  /** The computer general. A decision is a pure function of (request, state, seed). */
  computer(seed: string): SyncDecisionSource<State, RequestOf<T>, DecisionOf<T>>;
  /** Picks uniformly among lawful answers: the baseline the computer general must beat. */
  random(seed: string): SyncDecisionSource<State, RequestOf<T>, DecisionOf<T>>;
  readonly sim: SimKit<Setup, State, T>;
}

/** One plan a simulation plays: the battle, and who fixes which choices. Plain data (workers). */
export interface SimPlan<Setup> {
  /** "scale 50, duke=hold"; empty when the run compares nothing. */
  readonly label: string;
  readonly setup: Setup;
  /** Fields of the JSON report that describe the plan (after `label`). */
  readonly report: Readonly<Record<string, unknown>>;
  /** What the plan fixes, read by `source`. */
  readonly fixed: unknown;
}

/**
 * A plan option of `diemen sim` that a game takes (Die, Men!'s `--scale 10,50`): the game declares
 * it, the command offers it, and refuses it, in the same words for every game, when the
 * scenario's game doesn't take it. Plain data, listed at start-up (src/cli/gameCommands.ts).
 */
export interface SimOptionSpec {
  /** As commander reads it: `--scale <list>`. */
  readonly flags: string;
  /** Its key among the parsed options: `scale`. */
  readonly name: string;
  readonly description: string;
  /** Given more than once, every value is kept, in order (`--strategy a=hold --strategy b=seize`). */
  readonly repeatable?: boolean;
  /** What it compares, in the plural: `scales` ("Dice Wars has no strategies or scales to compare"). */
  readonly compares: string;
}

/** The plan options given, by name: only those the game declares (a list when repeatable). */
export type SimPlanOptions = Readonly<Record<string, string | readonly string[] | undefined>>;

/** How a finished (or stopped) battle stands, for the simulator's statistics. */
export interface Tally {
  readonly rounds: number;
  /** Per side, in `sides` order, what is left of the measure. */
  readonly left: readonly number[];
  /** True when the round limit ended it with more than one side standing. */
  readonly byRoundLimit: boolean;
}

export interface SimKit<Setup, State, T extends KindTable> {
  /** What the report counts per side: "units", "health", "dice". */
  readonly measure: string;
  /** Per side, the measure when the battle starts. */
  start(setup: Setup): readonly number[];
  tally(setup: Setup, state: State): Tally;
  maxRounds(setup: Setup): number;
  /** The map's size (the simulator refuses maps it can't play thousands of times). */
  map(setup: Setup): { readonly cols: number; readonly rows: number };
  /**
   * The most cells a map may have for the simulator to play it, from the game's own measures of
   * memory and time (a game's cost per cell is its own); left out, the simulator's default.
   */
  readonly maxCells?: number;
  /** The plan options the game takes (none: `diemen sim` refuses any). */
  readonly options?: readonly SimOptionSpec[];
  /**
   * The game's own fast path for one trial (sim only; play, step and replay keep the reference):
   * the trial as the reference would end it, proven equal by the game's own lockstep tests
   * (docs/adding-a-game.md), or null when it doesn't play this plan and set-up (the reference
   * does). Left out: every trial plays the reference.
   */
  fastTrial?(plan: SimPlan<Setup>, setup: Setup, maxDecisions?: number): FastTrial | null;
  /** The plans a run compares, from the plan options; one plan when none are given. */
  plans(setup: Setup, options: SimPlanOptions): Result<SimPlan<Setup>[], Problem[]>;
  /** The decision source of one trial of `plan`, seeded with the trial's seed. */
  source(plan: SimPlan<Setup>, seed: string): SyncDecisionSource<State, RequestOf<T>, DecisionOf<T>>;
}

/**
 * A trial played on a game's fast path, as the reference would end it: the tally, and the winner's
 * index in `sides` (-1 a draw, -2 no end within the decision limit, as a failed battle counts).
 */
export interface FastTrial extends Tally {
  readonly winner: number;
}

/** How a run's seed is chosen: the one asked for, else the file's own, else `fallback`. */
export interface SeedChoice {
  readonly seed?: string;
  readonly fallback: string;
}

/** A scenario file's battle, checked, ready to set up and to script. */
export interface LoadedScenario<Setup, State, T extends KindTable, Event extends BaseEvent> {
  readonly file: string;
  readonly name: string;
  /** One line for `validate`: "7x5 hex, 2 sides, 30 units, 3 scripted rounds". */
  readonly description: string;
  /** The file's own one-line account of the battle (its `description:`), if it gives one. */
  readonly blurb?: string;
  /** The same as plain data, for `validate --json`. */
  readonly summary: unknown;
  /** Rounds the file scripts (what `step` resolves by default). */
  readonly scriptedRounds: number;
  /** The battle's round limit. */
  readonly maxRounds: number;
  /** The seed the file fixes, if any. */
  readonly seed: string | undefined;
  setup(seed: SeedChoice): Setup;
  /** The file's scripted decisions in front of `fallback`, which answers what they leave out. */
  scripted(fallback: DecisionSource<State, RequestOf<T>, DecisionOf<T>>): ScriptedSource<State, T, Event>;
}

/** Scripted decisions as a source that knows what it gave and what it left unused. */
export interface ScriptedSource<State, T extends KindTable, Event extends BaseEvent> extends DecisionSource<
  State,
  RequestOf<T>,
  DecisionOf<T>
> {
  /** The highest round any request has named so far (0 before the first). */
  readonly lastRound: number;
  /** A rules problem with a scripted decision, re-pointed at the line of the file it came from. */
  locate(decision: DecisionOf<T>, p: Problem): Problem;
  /** Every scripted entry no request used, in rounds up to `throughRound`, as file:line problems. */
  unusedProblems(throughRound: number): Problem[];
  /**
   * Every scripted entry no request used, in rounds up to `throughRound`, judged: errors (wrong
   * for the battle: unlawful when its turn came, or it never fitted) and warnings (made pointless
   * by events: a set destroyed first, a round the battle never reached), each with its round,
   * side and file line. `final` is the battle's last position, for a game that needs to look at
   * the position after the last request; `events` are all of the battle's.
   */
  leftovers(
    throughRound: number,
    events: readonly Event[],
    final?: State,
  ): { errors: Problem[]; warnings: Problem[] };
}

/** A game's scenario files: brings zod and yaml, so only the commands that read files load it. */
/** What `diemen new` asks of a game's starter file. */
export interface TemplateOptions {
  /** Where the file's `$schema` line points (a path relative to the new file, or absolute). */
  readonly schema: string;
  /** The map's kind, for games that offer more than one. */
  readonly grid?: 'hex' | 'square';
}

/** A side of a scenario that names an army file instead of listing its units. */
export interface ArmyRef {
  /** The side's index in the file's `sides`. */
  readonly side: number;
  /** As written: a path, or the name of a ready-made army (armies/). */
  readonly army: string;
}

/** An army a side names, as the CLI read it. */
export interface ArmyText {
  readonly ref: ArmyRef;
  /** The file read (problems in it are said at its lines). */
  readonly file: string;
  readonly text: string;
}

/**
 * Armies in battles: the sides that name an army, and the document with their units written in.
 * Pure: the CLI reads the files. A battle log embeds the document so written, so a replay never
 * reads an army file again.
 */
export interface ArmyKit {
  /** The sides that name an army and list no units. */
  refs(data: unknown): readonly ArmyRef[];
  /** `data` with side `side` (its id) to be fought by `army` instead of its units (`--army SIDE=ARMY`). */
  assign(data: unknown, side: string, army: string): Result<unknown, Problem>;
  /** `data` with each army's units written into its side, or the armies' problems at their lines. */
  expand(data: unknown, armies: readonly ArmyText[]): Result<unknown, Problem[]>;
}

export interface ScenarioKit<Setup, State, T extends KindTable, Event extends BaseEvent> {
  /** The game's armies, for games whose sides can name an army file. */
  readonly armies?: ArmyKit;
  /** The JSON Schema of the game's scenario files, for editors. */
  jsonSchema(): object;
  /** The file name docs/ ships that schema under (default `<id>.schema.json`). */
  readonly schemaFile?: string;
  /** A small, valid, commented starter file (`diemen new`): YAML text that loads as written. */
  template?(options: TemplateOptions): string;
  /** The map kinds `template` offers (`diemen new --grid`); left out, the game has no choice to make. */
  readonly templateGrids?: readonly ('hex' | 'square')[];
  /**
   * Checks a file's text: the battle, or every problem with file, line and field. `parsed` is that
   * text already parsed (parseScenarioText of the same text and file), when the caller has it: it
   * is not parsed again (about 6% of a one-battle `diemen sim`).
   */
  load(
    text: string,
    file: string,
    parsed?: ScenarioText,
  ): Result<LoadedScenario<Setup, State, T, Event>, Problem[]>;
}

/** Any game, for code that handles games it doesn't know. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGameRules = GameRules<any, any, any, any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyScenarioKit = ScenarioKit<any, any, any, any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyLoadedScenario = LoadedScenario<any, any, any, any>;
