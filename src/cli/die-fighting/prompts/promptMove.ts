/**
 * The Movement phase: pick one of your units not yet activated, then where it goes among the
 * squares it may end on, cheapest first (its own square: it stays), or let the rest stay. The
 * first unit is pre-selected; letting the rest stay is confirmed. `← back` returns to the unit.
 * A far square can be typed rather than found in the list (typedSquare.ts).
 * Staying is pre-selected (the safe default) but confirmed when it could go elsewhere: Enter,
 * Enter must not spend a unit's move where it stands.
 */
import { holders } from '../../../rulesets/die-fighting/board';
import { moveOptions } from '../../../rulesets/die-fighting/legal';
import { reachOf } from '../../../rulesets/die-fighting/movement';
import type { BattleState } from '../../../rulesets/die-fighting/state';
import type { Unit } from '../../../rulesets/die-fighting/types';
import { plural } from '../../../core/plural';
import { confirmEnd } from '../../prompts/confirmEnd';
import type { Choice } from '../../prompts/prompter';
import { unitKind } from '../render/labels';
import { BACK, type PromptContext, type PromptFor } from './context';
import { mapRowsFor } from '../../prompts/window';
import { pickPhaseUnit } from './pickPhaseUnit';
import { reachMap } from './reachMap';
import { TYPE, typeSquare } from './typedSquare';

/** The squares `u` may end on with what each costs, its own first, then cheapest first. */
function destinationChoices(s: BattleState, u: Unit): Choice<string>[] {
  const reach = reachOf(s, u);
  const cost = new Map(reach.cells.map((c, i) => [c, reach.costs[i]!]));
  const held = holders(s, u).length > 0;
  return moveOptions(s, u).map((c) => ({
    name:
      c === u.at
        ? `${c.padEnd(5)} stay${held ? ' (held by an enemy beside it: only a Break Away frees it)' : ''}`
        : `${c.padEnd(5)} cost ${cost.get(c)}`,
    short: c === u.at ? 'stay' : c,
    value: c,
  }));
}

const pickUnit = (s: BattleState, side: string, ctx: PromptContext, drew: boolean): Promise<Unit | null> =>
  pickPhaseUnit(s, side, ctx, drew, {
    question: `round ${s.round}, movement. Move which unit?`,
    end: (left) => ({
      name: `end movement: the rest stay (${left})`,
      confirm: `End movement? ${plural(left, 'unit')} not yet moved stay where they are.`,
    }),
  });

export const promptMove: PromptFor<'move'> = async (request, state, ctx) => {
  const { side } = request;
  // The full map when the position changed; the rows that fit above each "which unit?".
  let drew = ctx.showMap(state);
  for (;;) {
    const u = await pickUnit(state, side, ctx, drew);
    drew = false;
    if (!u) return { kind: 'move', side, unit: null };
    const choices = destinationChoices(state, u);
    const reach = reachOf(state, u);
    const costs = new Map(reach.cells.map((c, i) => [c, reach.costs[i]!] as const));
    const marks = {
      reach: new Map(choices.filter((c) => c.value !== u.at).map((c) => [c.value, costs.get(c.value) ?? 0])),
    };
    const rows = mapRowsFor(ctx.rows, choices.length + (choices.length > 1 ? 2 : 1), 6);
    const show = () => ctx.say(reachMap(state, u, marks, ctx.names, ctx.style, rows));
    const to = await pickSquare(state, u, choices, ctx, show);
    if (to !== BACK) return { kind: 'move', side, unit: u.at, to };
  }
};

/**
 * Where `u` goes, or BACK: from the list, or typed (`type the square…`, first, when it can go
 * anywhere). Staying put while it could move is confirmed (No pre-selected); after a No the
 * nearest square is pre-selected, so Enter goes on rather than round the same two questions.
 * `show` draws the unit's rows above each asking: the lines a No or a typed square left under
 * them would push the first rows off an 80x24 screen.
 */
async function pickSquare(
  s: BattleState,
  u: Unit,
  choices: Choice<string>[],
  ctx: PromptContext,
  show: () => void,
): Promise<string> {
  const cells = choices.map((c) => c.value);
  const typed = choices.length > 1 ? [{ name: TYPE, value: TYPE }] : [];
  let initial = u.at;
  for (;;) {
    show();
    let to = await ctx.prompter.select<string>(
      `${unitKind(u)} at ${u.at}: move where?`,
      [...typed, ...choices, { name: BACK, value: BACK }],
      initial,
    );
    if (to === TYPE) {
      const square = await typeSquare(s, u, cells, ctx);
      if (square === null) continue;
      to = square;
    }
    if (to !== u.at || choices.length < 2) return to;
    if (await confirmEnd(ctx.prompter, `${unitKind(u)} at ${u.at}: stay put, and spend the move?`)) return to;
    initial = choices.find((c) => c.value !== u.at)!.value;
  }
}
