/**
 * Deployment at the keyboard ("Deployment"): the roll-off's winner picks its edge (the set-up's,
 * pre-selected, or the one across); then, in turn, which unit to place and where: its first
 * model's square (a squad forms up from there along the edge, in a line or two deep) or a square
 * per model. Enter takes the square the computer general would pick. A placement the rules refuse
 * says why and asks again.
 */
import { suggestedPlacement } from '../../../rulesets/dice-wars/ai/deploy';
import { cardCost } from '../../../rulesets/dice-wars/army';
import { deployProblem, edgeOf, inOwnZone, reserveOf } from '../../../rulesets/dice-wars/deployment';
import { formationFrom } from '../../../rulesets/dice-wars/placements';
import type { BattleState } from '../../../rulesets/dice-wars/state';
import type { UnitSetup } from '../../../rulesets/dice-wars/types';
import { askEdge, askSquare } from '../../prompts/deployQuestions';
import { sayPickMap } from '../../prompts/pickWindow';
import { withLast } from '../../prompts/lastLine';
import type { PromptContext, PromptFor } from './context';
import { cellRow as rowOf } from '../../../grid/cell';
import { askedName, fitted } from './askedName';

const SQUARE = /^\d{1,3},\d{1,3}$/;

/** The squares typed: one (a squad forms up from it) or one per model; a string says what is wrong. */
function placementOf(s: BattleState, u: UnitSetup, text: string): string[] | string {
  const typed = text
    .trim()
    .split(/[\s;]+/)
    .filter(Boolean);
  if (typed.length === 0 || !typed.every((t) => SQUARE.test(t)))
    return 'write a square as col,row, e.g. 12,3';
  if (typed.length === 1 && u.card.members > 1) {
    if (!inOwnZone(s.rules, u.side, typed)) return `${typed[0]} is not ${zoneText(s, u.side)}`;
    const formed = formationFrom(s, u, typed[0]!);
    return formed ?? `no room for ${u.card.members} models from ${typed[0]} in the zone: try another square`;
  }
  const p = deployProblem(s, u.side, u.id, typed);
  return p ? p.message : typed;
}

function zoneText(s: BattleState, side: string): string {
  const edge = edgeOf(s.rules, side);
  return s.rules.zone === null || s.rules.zone === undefined
    ? 'anywhere on the table'
    : `within ${s.rules.zone}" of the ${edge} edge`;
}

/** A unit to place as the list names it: its models, if more than one, and its cost. */
const unitName = (u: UnitSetup): string =>
  `${askedName(u.card.name)}${u.card.members > 1 ? ` (${u.card.members} models)` : ''}: ${cardCost(u.card)} dice`;

async function askSquares(s: BattleState, u: UnitSetup, ctx: PromptContext): Promise<string[]> {
  const suggested = suggestedPlacement(s, u);
  const hints =
    u.card.members > 1 ? [' (the first model; or one square per model)', ' (or one per model)', ''] : [''];
  const where = `${askedName(u.card.name)}: where? ${zoneText(s, u.side)}`;
  // The table's rows around the zone are on the screen already (promptDeploy shows them first).
  const text = await askSquare(ctx, {
    // Room for the suggested square and the answer typed after it.
    question: fitted(
      hints.map((h) => `${where}${h}`),
      ctx.style.width - 16,
    ),
    check: (t) => {
      const r = placementOf(s, u, t);
      return typeof r === 'string' ? r : true;
    },
    ...(suggested[0] !== undefined ? { suggested: suggested[0] } : {}),
  });
  const at = placementOf(s, u, text);
  return typeof at === 'string' ? suggested : at;
}

export const promptDeploy: PromptFor<'deploy'> = async (request, state, ctx, fallback) => {
  const { side } = request;
  const drew = ctx.showMap(state);
  if (request.choose === 'edge') {
    const edge = await askEdge(
      ctx,
      `${ctx.names.styled(side)} won the roll-off for edges. Deploy on which edge?`,
      edgeOf(state.rules, side),
      fallback.kind === 'deploy' ? fallback.edge : undefined,
    );
    return { kind: 'deploy', side, edge };
  }
  const left = reserveOf(state, side);
  // One unit left: nothing to choose, so it is named on one line and only its square is asked.
  const only = left.length === 1 ? left[0] : undefined;
  // The rows of the side's zone and the enemy nearest, in sight above the unit and its square.
  const { cols, rows } = state.rules.table;
  // Under them, on lines kept for it, what was rolled and placed since the last question.
  const { ctx: fitting, last } = withLast(ctx);
  sayPickMap(fitting, drew, only ? 0 : left.length, {
    total: rows,
    mine: [...Array(rows).keys()].filter((r) => inOwnZone(state.rules, side, [`${cols >> 1},${r}`])),
    theirs: state.units.filter((u) => u.side !== side).flatMap((u) => u.models.map(rowOf)),
    draw: (span) => ctx.boardRows(state, span),
  });
  if (last !== null) ctx.say(last);
  if (only) {
    const models = only.card.members > 1 ? `, ${only.card.members} models` : '';
    ctx.say(
      `The last unit of ${ctx.names.styled(side)} to place: ${only.card.name} (${cardCost(only.card)} dice${models})`,
    );
  }
  const id =
    only?.id ??
    (await ctx.prompter.select(
      `${ctx.names.styled(side)}: deploy which unit? (${left.length} left to place)`,
      left.map((u) => ({ name: unitName(u), short: u.card.name, value: u.id })),
      fallback.kind === 'deploy' ? fallback.unit : undefined,
    ));
  const u = left.find((x) => x.id === id)!;
  const at = await askSquares(state, u, ctx);
  return { kind: 'deploy', side, unit: u.id, at };
};
