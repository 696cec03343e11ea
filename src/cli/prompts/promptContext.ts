/**
 * What every game's prompts need besides the request: how to ask, how to name things, the map.
 * A game's own context extends it with what only its screen has (Die, Men!'s set tables, Dice
 * Wars' move overlay).
 */
import type { BaseDecision } from '../../engine/ruleset';
import type { SideNames } from '../render/sideNames';
import type { Style } from '../style';
import type { Prompter } from './prompter';

export interface BasePromptContext<State, Names = SideNames> {
  readonly prompter: Prompter;
  readonly names: Names;
  readonly style: Style;
  /** Prints lines for the players. */
  readonly say: (text: string) => void;
  /**
   * Shows the map if the position changed since it was last shown (`force`: show it anyway);
   * true if it was drawn now.
   */
  readonly showMap: (state: State, force?: boolean) => boolean;
  /** The players roll real dice and type the faces in (`--dice`). */
  readonly dice: boolean;
  /** Two or more people share the keyboard (Die, Men!'s strategies are then declared in secret). */
  readonly hotSeat: boolean;
  /** The decision `side` could take back now (nothing rolled since), if any (undo.ts). */
  readonly undoable?: (side: string) => BaseDecision | null;
  /** The terminal's height, so a prompt's map leaves room for the question (window.ts). */
  readonly rows?: number;
  /** Lines said between a pick question's map and the question (a `last:` line: lastLine.ts). */
  readonly under?: number;
  /**
   * The screen lines from the top of the full map last drawn to here, when nothing but event
   * lines came after it (mapView.ts); null (or absent) when it may be out of sight.
   */
  readonly mapLines?: () => number | null;
  /** `last: ...`: what the dice did since the last question, on a line or two (lastLine.ts), or null. */
  readonly lastResult?: () => string | null;
}

/** A prompt for one kind of request; `fallback` is the rules' default answer. */
export type PromptOf<Req, State, Decision, Context> = (
  request: Req,
  state: State,
  ctx: Context,
  fallback: Decision,
) => Promise<Decision>;

/** A choice that goes back to the previous question. */
export const BACK = '← back';
