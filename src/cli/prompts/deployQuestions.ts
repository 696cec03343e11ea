/**
 * The questions of a deployment played, as both square-map games ask them: which edge to start
 * on (the one the battle gives the side, pre-selected, or the one across), and where a unit goes,
 * asked under a map of where it may go. The games say the words, the map and what a typed square
 * must be; this asks. Names no game.
 */
import { OPPOSITE_EDGE } from '../../grid/edges';
import type { Edge } from '../../grid/types';
import type { BasePromptContext } from './promptContext';

type Ctx = Pick<BasePromptContext<unknown>, 'prompter' | 'say'>;

/** The side's edge or the one across; `preferred` pre-selected (the rules' default, else `own`). */
export async function askEdge(ctx: Ctx, question: string, own: Edge, preferred?: Edge): Promise<Edge> {
  const across = OPPOSITE_EDGE[own];
  return ctx.prompter.select(
    question,
    [
      { name: `${own} (as the battle is set up)`, short: own, value: own },
      { name: `${across} (the other side takes ${own})`, short: across, value: across },
    ],
    preferred ?? own,
  );
}

/** What a square question shows and asks. */
export interface SquareQuestion {
  /** The map of where the unit may go, printed above the question (none: the screen shows it). */
  readonly map?: string;
  readonly question: string;
  /** True for an answer the question takes, else why not (asked again). */
  readonly check: (text: string) => true | string;
  /** The answer Enter takes. */
  readonly suggested?: string;
}

/** The map, then the question under it; the answer trimmed. */
export async function askSquare(ctx: Ctx, q: SquareQuestion): Promise<string> {
  if (q.map !== undefined) ctx.say(q.map);
  const answer = await ctx.prompter.input(q.question, q.check, q.suggested);
  return answer.trim();
}
