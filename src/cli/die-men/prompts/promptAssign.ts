/**
 * Spending a set: the owner picks a tactic, then the hex, then the target, then how many units
 * move, each step listing only what `legalTactics` allows (so the battle never refuses the answer).
 * Every step after the first can go back: `← back` heads its list. A way to spend the set is
 * pre-selected at the first step, never Pass, and Pass is confirmed while the set could be spent.
 * The step that gives the order (the hex to defend, the hex to attack or move into) pre-selects
 * `← back`, so Enter alone never gives one: Enter, Enter had defended the first hex listed.
 */
import { gridFor } from '../../../grid/grid';
import {
  attackOutlook,
  legalTactics,
  type BattleState,
  type QueuedSet,
  type Tactic,
} from '../../../rulesets/die-men';
import { outlookLabel } from '../render/outlookLabel';
import { plural } from '../../../core/plural';
import { setLabel, unitsLabel } from '../render/names';
import { hexLabel } from './hexLabel';
import type { PromptContext, PromptFor, Req } from './context';
import type { Choice } from '../../prompts/prompter';
import { confirmEnd } from '../../prompts/confirmEnd';
import { UNDO, UndoRequested, undoName } from '../../prompts/undo';
import { askUnits, UNITS_BACK } from './askUnits';
import { mapRowsFor } from '../../prompts/window';
import { hexMap } from './hexMap';
import { sayArmyMap, showBoardIfFits } from './armyMap';
import { undoText } from './undoText';
import { withSetsAfter } from './setsAfter';
import { withLast } from '../../prompts/lastLine';

const BACK = Symbol('back');
type Back = typeof BACK;

const TYPE_NAMES: Readonly<Record<string, string>> = {
  attack: 'Attack  an adjoining enemy hex',
  defend: 'Defend  the set becomes gobble dice for a hex',
  move: 'Move    units into an adjoining hex',
  pass: "Pass    don't spend it",
};

/**
 * A step after the first: `← back` first, then `choices`. `orders` (the step gives the order):
 * `← back` pre-selected, a key away from the first choice; else the first choice.
 */
async function pick<T>(
  ctx: PromptContext,
  message: string,
  choices: readonly Choice<T>[],
  orders: boolean,
): Promise<T | Back> {
  const all: Choice<T | Back>[] = [{ name: '← back', short: 'back', value: BACK }, ...choices];
  return ctx.prompter.select<T | Back>(message, all, orders ? BACK : choices[0]!.value);
}

function targetLabel(
  state: BattleState,
  t: Tactic & { to: string },
  set: QueuedSet,
  ctx: PromptContext,
): string {
  const grid = gridFor(state.rules.grid);
  if (t.type === 'move' && t.units) {
    // A fast move (cavalry, chariots) beside the same hex's move of every unit: say who goes.
    const far = plural(grid.distance(t.from, t.to), 'hex', 'hexes');
    return hexLabel(state, t.to, ctx, set.side, `  (${unitsLabel(t.units)} only, ${far})`);
  }
  if (t.type !== 'attack') return hexLabel(state, t.to, ctx, set.side);
  const faces = grid.neighbours(t.to).filter((k) => state.occupants[k]?.side === set.side).length;
  const extra = faces > 1 ? `, encircled +${faces - 1}` : '';
  const by = 'by' in t && t.by && t.by !== 'troops' ? `, by ${t.by}` : '';
  const target = state.occupants[t.to];
  // Kills, cap and gobble risk for an enemy hex; an empty gate hex has no one to kill.
  const odds =
    target && target.side !== set.side
      ? ctx.style.dim(`  ${outlookLabel(attackOutlook(state, set, t))}`)
      : '';
  return hexLabel(state, t.to, ctx, set.side, `${extra}${by}${odds}`);
}

/** What an answered target question keeps: `3,2`, `3,2 by archers`, `3,2 (2 cavalry only)`. */
function targetShort(t: Tactic & { to: string }): string {
  if (t.type === 'attack') return `${t.to}${'by' in t && t.by ? ` by ${t.by}` : ''}`;
  return t.type === 'move' && t.units ? `${t.to} (${unitsLabel(t.units)} only)` : t.to;
}

/** The rules' default when it spends the set, else the first way to spend it: never Pass while it can act. */
function initialType(types: readonly string[], initial: string): string | undefined {
  if (initial !== 'pass' && types.includes(initial)) return initial;
  return types.find((t) => t !== 'pass') ?? types[0];
}

/** The rows of the map around `focus`, the hexes offered framed, right above the question. */
function showHexes(
  state: BattleState,
  ctx: PromptContext,
  focus: string,
  offered: readonly string[],
  list: number,
) {
  ctx.say(hexMap(state, focus, offered, ctx.names, ctx.style, mapRowsFor(ctx.rows, list + 1, 6)));
}

// eslint-disable-next-line max-lines-per-function -- one question per tactic in the order the player meets them
async function chooseTactic(
  request: Req<'assign'>,
  state: BattleState,
  ctx: PromptContext,
  initial: string,
): Promise<Tactic> {
  const side = request.side;
  const legal = legalTactics(state, request);
  const types = [...new Set(legal.map((t) => t.type))];
  const title = `${ctx.names.styled(side)} ${setLabel(request.set)}`;
  const undo = undoText(ctx, side);
  const entries = [
    ...types.map((t) => ({
      name: `${TYPE_NAMES[t] ?? t}${t === 'pass' ? '' : ctx.style.dim(`  (${legal.filter((x) => x.type === t).length} lawful)`)}`,
      short: t[0]!.toUpperCase() + t.slice(1),
      value: t,
    })),
    ...(undo === null ? [] : [{ name: undoName(undo), short: 'undo', value: UNDO }]),
  ];
  // What the sets did since the last question, under the map (`last:`), its lines kept free.
  const { ctx: fitting, last } = withLast(ctx);
  let drawn = showBoardIfFits(state, fitting, entries.length);
  let first = true;
  for (;;) {
    // The board right above the question, as much as fits: at 80x24 the full map and its key
    // left the top rows out of sight, and after a question none of it.
    sayArmyMap(state, side, entries.length, fitting, drawn);
    if (first && last !== null) ctx.say(last);
    drawn = false;
    first = false;
    const type = await ctx.prompter.select(
      withSetsAfter(`${title}: spend it on?`, state, side, ctx.style.width),
      entries,
      initialType(types, initial),
    );
    if (type === UNDO) throw new UndoRequested();
    const options = legal.filter((t) => t.type === type);
    if (type === 'pass' && types.length > 1) {
      if (!(await confirmEnd(ctx.prompter, `Pass: leave ${setLabel(request.set)} unspent?`))) continue;
    }
    if (type === 'pass' || options.length === 0) return options[0] ?? { type: 'pass' };
    if (type === 'defend') {
      const ats = options.map((t) => (t as { at: string }).at);
      showHexes(state, ctx, ats[0]!, ats, options.length);
      const at = await pick(
        ctx,
        `${title}: defend which hex?`,
        options.map((t) => ({
          name: hexLabel(state, (t as { at: string }).at, ctx, request.side),
          value: t,
        })),
        true,
      );
      if (at !== BACK) return at;
      continue;
    }
    if (type !== 'attack' && type !== 'move') {
      // A tactic this prompt doesn't know yet (a new complication): list the lawful ones whole.
      const t = await pick(
        ctx,
        `${title}: which?`,
        options.map((x) => ({ name: JSON.stringify(x), value: x })),
        true,
      );
      if (t !== BACK) return t;
      continue;
    }
    const moves = options as (Tactic & { from: string; to: string })[];
    const froms = [...new Set(moves.map((t) => t.from))];
    if (froms.length > 1) showHexes(state, ctx, froms[0]!, froms, froms.length);
    const from = await pick(
      ctx,
      `${title}: ${type} from which hex?`,
      // Which hex acts is no order yet: its first pre-selected.
      froms.map((f) => ({ name: hexLabel(state, f, ctx, request.side), value: f })),
      false,
    );
    if (from === BACK) continue;
    const into = moves.filter((t) => t.from === from).map((t) => t.to);
    showHexes(state, ctx, from, into, into.length);
    const chosen = await pick(
      ctx,
      `${title}: ${type} from ${from} into which hex?`,
      moves
        .filter((t) => t.from === from)
        .map((t) => ({
          name: targetLabel(state, t, request.set, ctx),
          // Once chosen, the hex and who goes: the odds (and a move's units) were cut off to
          // `3,2  15 infantry…`.
          short: targetShort(t),
          value: t,
        })),
      true,
    );
    if (chosen === BACK) continue;
    if (chosen.type !== 'move') return chosen;
    // A fast move offers only its fast units: asked of the whole hex, the others were dropped unsaid.
    const units = await askUnits(ctx, chosen.units ?? state.occupants[from]?.units ?? {});
    if (units === UNITS_BACK) continue;
    return units ? { ...chosen, units } : chosen;
  }
}

export const promptAssign: PromptFor<'assign'> = async (request, state, ctx, fallback) => {
  const initial = fallback.kind === 'assign' ? fallback.tactic.type : 'pass';
  const tactic = await chooseTactic(request, state, ctx, initial);
  return { kind: 'assign', side: request.side, set: request.set.id, tactic };
};
