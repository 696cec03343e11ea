/**
 * A game's terminal face: how its battles look and how a person plays them. The shared battle
 * commands (step, play, replay) print through a `BattleScreen` and ask through its `human`
 * source; a game without a face of its own gets the plain one (defaultFace.ts).
 */
import type { DecisionSource } from '../../engine/decisionSource';
import type { AnyGameRules, AnyScenarioKit, GameRules, ScenarioKit } from '../../engine/game';
import type { DecisionOf, KindTable, RequestOf } from '../../engine/kinds';
import type { BaseDecision, BaseEvent } from '../../engine/ruleset';
import type { Prompter } from '../prompts/prompter';
import type { SideNames } from '../render/sideNames';
import type { Style } from '../style';
import type { MapPicture, PictureInfo } from '../svg/picture';

/** Which command is showing the battle: each shows a little differently (the map, the queue). */
export type ScreenMode = 'step' | 'play' | 'replay';

export interface ScreenOptions {
  readonly mode: ScreenMode;
  /** Draw the map (`--no-map` turns it off). */
  readonly map: boolean;
  /** Show nothing of the rounds before this one (replay --round N). */
  readonly fromRound?: number;
}

/** What a person at the keyboard is asked through, whatever the game. */
export interface HumanContext {
  readonly prompter: Prompter;
  /** The players roll real dice and type the faces in (`--dice`). */
  readonly dice: boolean;
  /** Two or more people share the keyboard: secret choices are made on a screen that goes. */
  readonly hotSeat: boolean;
  /** The decision `side` could take back now (nothing rolled since), if any (undo.ts). */
  readonly undoable?: (side: string) => BaseDecision | null;
  /** The terminal's height, so a prompt's map leaves room for the question. */
  readonly rows?: number;
}

export interface BattleScreen<State, T extends KindTable, Event> {
  /** Shows one event; `state` is the battle after the step the event belongs to. */
  event(e: Event, state: State): void;
  /** Holds back an event replayed from a log (resume) until `catchUp`. */
  replayed(e: Event, state: State): void;
  /** Shows what is held back of the current round, once, before play goes on. */
  catchUp(): void;
  /** Shows what is still due when the events stop (a replayed log's last board); none in `step`. */
  finish?(): void;
  /** A person answering this game's requests at prompts. */
  human(ctx: HumanContext): DecisionSource<State, RequestOf<T>, DecisionOf<T>>;
}

export interface GameFace<Setup, State, T extends KindTable, Event extends BaseEvent> {
  readonly rules: GameRules<Setup, State, T, Event>;
  readonly scenario: ScenarioKit<Setup, State, T, Event>;
  /** Lines shown (dimmed) under the seed before a battle: its scale, its mode. */
  intro(setup: Setup): readonly string[];
  screen(
    out: (text: string) => void,
    names: SideNames,
    style: Style,
    options: ScreenOptions,
  ): BattleScreen<State, T, Event>;
  /**
   * The battle as a map picture (`map --svg`, `step --svg`, `replay --svg`): `state` after the
   * round (or the opening position), `events` that round's. Data only: the shared renderer in
   * src/cli/svg draws it. A game without it has no pictures.
   */
  picture?(state: State, events: readonly Event[], info: PictureInfo): MapPicture;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGameFace = GameFace<any, any, any, any>;

/** What a plug-in module (DIEMEN_PLUGINS) exports: a game's rules and scenarios, a face if it has one. */
export interface GamePlugin {
  readonly rules: AnyGameRules;
  readonly scenario: AnyScenarioKit;
  readonly face?: Partial<Pick<AnyGameFace, 'intro' | 'screen' | 'picture'>>;
}
