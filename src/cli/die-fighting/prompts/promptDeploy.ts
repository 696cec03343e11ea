/**
 * Deployment at the keyboard ("Set Up"): the set-up roll's loser picks its side of the map (the
 * one the battle gives it, pre-selected, or the one across); then, in turn, which unit to place
 * (skipped when all left are alike) and its square, typed, over a map of the zone with its free
 * squares marked (up to two in from the side's edge, not blocking, not taken). Enter takes what the computer general would pick. A square the rules refuse
 * says why and asks again; `back` returns to the choice of unit.
 */
import { bestSquare, nextToPlace } from '../../../rulesets/die-fighting/ai/deploy';
import { unitCost } from '../../../rulesets/die-fighting/cards';
import {
  deployName,
  deployProblem,
  edgeOf,
  reserveOf,
  zoneSquares,
} from '../../../rulesets/die-fighting/deployment';
import type { BattleState } from '../../../rulesets/die-fighting/state';
import type { UnitSetup } from '../../../rulesets/die-fighting/types';
import type { Choice } from '../../prompts/prompter';
import { askEdge, askSquare } from '../../prompts/deployQuestions';
import { withLast } from '../../prompts/lastLine';
import { mapRowsFor } from '../../prompts/window';
import { unitKind } from '../render/labels';
import type { PromptContext, PromptFor } from './context';
import { sayBoard } from './pickMap';
import { zoneMap } from './zoneMap';

const kindOf = (u: UnitSetup): string => unitKind({ type: u.type, commander: u.commander ?? null });

/** The kinds of unit left to place, each once, with how many are left and what one costs. */
function unitChoices(left: readonly UnitSetup[]): Choice<string>[] {
  const count = new Map<string, number>();
  for (const u of left) count.set(deployName(u), (count.get(deployName(u)) ?? 0) + 1);
  return [...count].map(([name, n]) => {
    const u = left.find((x) => deployName(x) === name)!;
    return {
      name: `${kindOf(u)}${n > 1 ? ` (${n} left)` : ''}: ${unitCost(u.type, u.commander ?? null)} points`,
      short: kindOf(u),
      value: name,
    };
  });
}

/** The zone's map, then where `u` goes: a square of the zone, or `back` to pick another unit. */
function whereTo(
  s: BattleState,
  u: UnitSetup,
  suggested: string | undefined,
  ctx: PromptContext,
  canGoBack: boolean,
): Promise<string> {
  const back = canGoBack ? '; back: another unit' : '';
  const marks = { free: new Set(zoneSquares(s, u.side)), ...(suggested ? { suggested } : {}) };
  return askSquare(ctx, {
    map: zoneMap(s, marks, ctx.names, ctx.style, mapRowsFor(ctx.rows, 0, 6)),
    question: `Place ${kindOf(u)} on? (col,row${back})`,
    check: (text) => {
      const t = text.trim();
      if (canGoBack && t === 'back') return true;
      if (!/^\d{1,3},\d{1,3}$/.test(t)) return 'write a square as col,row, e.g. 3,1';
      const p = deployProblem(s, u.side, deployName(u), t);
      // The reason alone: the unit and the square are the ones just asked about.
      return p ? `${t}: ${p.message.slice(p.message.indexOf(': ') + 2)}` : true;
    },
    ...(suggested ? { suggested } : {}),
  });
}

/**
 * The set-up roll's loser picks its side: short enough that a side's name cut to 26 characters
 * and the answer fit 80 columns (the longer "...chooses its side of the map" wrapped mid-word).
 */
export const edgeQuestion = (who: string): string => `${who} lost the set-up roll: start on which edge?`;

export const promptDeploy: PromptFor<'deploy'> = async (request, state, ctx, fallback) => {
  const { side } = request;
  // What was rolled and placed since the last question, on lines kept for it above the question.
  const { ctx: fitting, last } = withLast(ctx);
  if (request.choose === 'edge') {
    ctx.showMap(state);
    if (last !== null) ctx.say(last);
    const edge = await askEdge(
      ctx,
      edgeQuestion(ctx.names.styled(side)),
      edgeOf(state, side),
      fallback.kind === 'deploy' ? fallback.edge : undefined,
    );
    return { kind: 'deploy', side, edge };
  }
  const left = reserveOf(state, side);
  const choices = unitChoices(left);
  for (;;) {
    const first = nextToPlace(state, side);
    // The rows of the zone (and the enemy nearest it) above the list, as much as fits, its free
    // squares marked: where the unit picked can go.
    if (choices.length > 1) {
      const zone = zoneSquares(state, side);
      sayBoard(state, side, zone, choices.length, fitting, false, { zone: new Set(zone) });
    }
    if (last !== null) ctx.say(last);
    const name =
      choices.length > 1
        ? await ctx.prompter.select(
            `${ctx.names.styled(side)}: deploy which unit? (${left.length} left to place)`,
            choices,
            first ? deployName(first) : undefined,
          )
        : choices[0]!.value;
    const u = left.find((x) => deployName(x) === name)!;
    const at = await whereTo(state, u, bestSquare(state, u), fitting, choices.length > 1);
    if (at !== 'back') return { kind: 'deploy', side, unit: name, at };
  }
};
