/**
 * Deployment at the keyboard (ruling 33, "Setting Up"): under a map of the battlefield with the
 * hexes the side may pick framed, the hex (typed col,row; Enter takes the one the computer
 * general would pick), then how many of the units left go there (a number, `all`, or counts by
 * type such as `3 infantry 1 archer`; Enter takes the computer's share; `back` picks another
 * hex). A typo or a hex or count the rules refuse says why and asks again: no turn is lost to a
 * keystroke.
 */
import { mixedShare, sensibleDeploy } from '../../../rulesets/die-men/deployPlan';
import { deployProblem, standing } from '../../../rulesets/die-men/deployment';
import { unitCount, unitCounts } from '../render/names';
import { UNIT_TYPES, type UnitCounts, type UnitType } from '../../../rulesets/die-men/types';
import { askSquare } from '../../prompts/deployQuestions';
import { mapRowsFor } from '../../prompts/window';
import type { PromptFor, Req } from './context';
import { hexMap } from './hexMap';
import { total } from './askUnits';

const CELL = /^\d{1,3},\d{1,3}$/;

/** `4` (of the only type, or the first types in the suggested mix), `all`, or `3 infantry 1 archer`. */
export function parseUnits(text: string, here: UnitCounts, share: UnitCounts): UnitCounts | string {
  const t = text.trim().toLowerCase();
  if (t === 'all') return here;
  const types = UNIT_TYPES.filter((u) => (here[u] ?? 0) > 0);
  if (/^\d+$/.test(t)) {
    const n = Number(t);
    if (n < 1 || n > total(here)) return `between 1 and ${total(here)} units`;
    if (types.length === 1) return { [types[0]!]: n };
    if (n === total(share)) return share;
    return 'several types are left: say which, e.g. 3 infantry 1 archer';
  }
  const out: Partial<Record<UnitType, number>> = {};
  const parts = t.split(/[\s,]+/).filter(Boolean);
  if (parts.length % 2 !== 0) return 'write a number, all, or counts by type such as 3 infantry 1 archer';
  for (let i = 0; i < parts.length; i += 2) {
    const n = Number(parts[i]);
    const type = parts[i + 1]!.replace(/s$/, '') as UnitType;
    if (!Number.isInteger(n) || n < 1) return `${parts[i]}: a count is a whole number, 1 or more`;
    if (!types.includes(type))
      return `${parts[i + 1]}: none left that may stand here (left: ${unitCounts(here, ', ')})`;
    out[type] = (out[type] ?? 0) + n;
    if (out[type]! > here[type]!) return `only ${unitCount(here[type]!, type)} left`;
  }
  return out;
}

function askHex(
  request: Req<'deploy'>,
  state: Parameters<PromptFor<'deploy'>>[1],
  ctx: Parameters<PromptFor<'deploy'>>[2],
  suggested: string,
) {
  const { side, left, cells } = request;
  return askSquare(ctx, {
    // What is left to place on a line of its own under the map: in the question it wrapped an
    // 80-column terminal mid-word.
    map: `${hexMap(state, suggested, cells, ctx.names, ctx.style, mapRowsFor(ctx.rows, 0, 8))}\nleft to place: ${unitCounts(left, ', ')}`,
    question: `${ctx.names.styled(side)}: deploy in which hex? (col,row)`,
    check: (text) => {
      const at = text.trim();
      if (!CELL.test(at)) return 'write a hex as col,row, e.g. 1,2';
      const units = standing(state.rules, at, left);
      const p = deployProblem(
        state,
        { kind: 'deploy', side, at, units: total(units) > 0 ? units : left },
        request,
      );
      // Said to the side's own general: "5,2: it is outside your zone (...)".
      return p ? p.message.replace(/^.*? can't deploy in /, '').replace(`${side}'s zone`, 'your zone') : true;
    },
    suggested,
  });
}

export const promptDeploy: PromptFor<'deploy'> = async (request, state, ctx) => {
  const { side } = request;
  const plan = sensibleDeploy(state, request);
  for (;;) {
    const at = await askHex(request, state, ctx, plan.at);
    const here = standing(state.rules, at, request.left);
    if (total(here) <= 1) return { kind: 'deploy', side, at, units: here };
    // Enter takes the computer's share: its own for its hex, as many again for another hex (all of
    // them in the zone's last hex).
    const share =
      at === plan.at ? plan.units : request.cells.length === 1 ? here : mixedShare(here, total(plan.units));
    // The ways to answer on a line of their own: with three types and two-digit counts in the
    // pre-filled answer, the question wrapped an 80-column terminal.
    ctx.say(ctx.style.dim('a number, all, counts by type (3 infantry 1 archer), or back'));
    const answer = await ctx.prompter.input(
      `How many units in ${at}?`,
      (text) => {
        if (text.trim() === 'back') return true;
        const units = parseUnits(text, here, share);
        return typeof units === 'string' ? units : true;
      },
      unitCounts(share, ' '),
    );
    if (answer.trim() === 'back') continue;
    return { kind: 'deploy', side, at, units: parseUnits(answer, here, share) as UnitCounts };
  }
};
