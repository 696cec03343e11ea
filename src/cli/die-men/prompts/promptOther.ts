/**
 * A request this version of the prompts doesn't know (a complication newer than them): say what is
 * asked and offer the rules core's default, so the battle goes on rather than stopping.
 */
import type { BattleState, Decision, Request } from '../../../rulesets/die-men';
import type { PromptContext } from './context';

export async function promptOther(
  request: Request,
  _state: BattleState,
  ctx: PromptContext,
  fallback: Decision,
): Promise<Decision> {
  const { kind, side, ...facts } = request as { kind: string; side: string };
  const about = JSON.stringify(facts);
  return ctx.prompter.select(
    `${ctx.names.styled(side)}: ${kind} ${ctx.style.dim(about.length > 120 ? `${about.slice(0, 117)}...` : about)}`,
    [{ name: `the default: ${JSON.stringify(fallback)}`, value: fallback }],
    fallback,
  );
}
