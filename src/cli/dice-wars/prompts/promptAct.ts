/**
 * One action of the unit activating: its free move, a Move action (the first of these
 * pre-selected), an attack labelled with its odds, or end the activation (confirmed while
 * something is left to do); only what legal.ts offers. With no move left the end is pre-selected:
 * an attack rolls its dice at once, so one stray Enter must not fire it, and ending is confirmed
 * with No pre-selected (Enter, Enter asks again). A move then asks
 * where, as destinations of its first model with what each costs in inches (`← back` returns;
 * staying put is confirmed).
 * With `--dice` an attack's hit dice, and its damage dice when the typed faces hit, are asked.
 * The map shown first carries the unit's overlay, read off the same lawful actions.
 */
import { plural } from '../../../core/plural';
import { occupiedBut, speedOf, unitById } from '../../../rulesets/dice-wars/board';
import { reachable } from '../../../rulesets/dice-wars/geometry';
import { actOptions } from '../../../rulesets/dice-wars/legal';
import { leadRefusal } from '../../../rulesets/dice-wars/movement';
import { byReadingOrder, parseCell } from '../../../grid/cell';
import { squareDistance } from '../../../grid/square';
import type { BattleState, Unit } from '../../../rulesets/dice-wars/state';
import type { Action, AttackDice } from '../../../rulesets/dice-wars/types';
import { moveInches } from '../../../rulesets/dice-wars/weapons';
import { quickOdds } from '../../../rulesets/dice-wars/quickAttack';
import { confirmEnd } from '../../prompts/confirmEnd';
import { pickOrEnd } from '../../prompts/pickOrEnd';
import type { Choice } from '../../prompts/prompter';
import type { SideNames } from '../../render/sideNames';
import { weaponName } from '../render/labels';
import { inches as inchText } from '../render/moveCost';
import { rangesOf } from '../render/renderRanges';
import { attackOdds, quickOf } from './attackOdds';
import { BACK, type PromptContext, type PromptFor } from './context';
import { askD6 } from './faces';
import { linesAbove } from '../../prompts/pickWindow';
import { firstFitting, visibleWidth } from '../../layout/wrap';
import { undoText } from './undoText';
import { askedName } from './askedName';

type Attack = Extract<Action, { type: 'melee' | 'equipment' }>;
const pieceOf = (a: Attack): number | null => (a.type === 'melee' ? null : a.piece);
const one = (x: number): string => x.toFixed(1);

/**
 * `ranged (2 dice) at Blue Scouts: 3 at 4+ → 1.5 hits, 1.2 markers, 0.8 damage after saves on
 * average`, as long as it fits a list's line of `width` columns (after inquirer's `❯ `): else
 * without "on average", then without the markers (the damage before saves), then without the
 * target's side, so the list never wraps mid-word at 80 columns.
 */
export function attackLabel(s: BattleState, u: Unit, a: Attack, names: SideNames, width = 80): string {
  const piece = pieceOf(a);
  const t = unitById(s, a.target)!;
  const w =
    piece === null
      ? 'Basic Melee'
      : weaponName({
          type: 'equipment',
          piece,
          kind: u.equipment[piece]!.kind,
          dice: u.equipment[piece]!.dice,
        });
  const o = attackOdds(s, u, piece, a.target)!;
  const hits = `${o.models} at ${o.need}+ → ${one(o.expectedHits)} hits`;
  const markers = `${one(o.expectedMarkers)} markers, `;
  const damage = `${one(o.expectedDamage)} damage after saves`;
  const at = `${w} at ${names.name(t.side)} ${t.name}`;
  const labels = [
    `${at}: ${hits}, ${markers}${damage} on average`,
    `${at}: ${hits}, ${markers}${damage}`,
    `${at}: ${hits}, ${damage}`,
    `${w} at ${t.name}: ${hits}, ${damage}`,
    `${w} at ${askedName(t.name)}: ${hits}, ${damage}`,
  ];
  return firstFitting(labels, width - 2);
}

/** Where a move takes the unit's first model, with the inches it costs, cheapest first. */
export function moveChoices(
  s: BattleState,
  u: Unit,
  moves: readonly Action[],
): Choice<Action | typeof BACK>[] {
  const cost = reachable(s.rules.table, u.models[0]!, moveInches(speedOf(u)), occupiedBut(s, u.id));
  const rows = moves.map((a) => {
    const to = (a as Extract<Action, { to: readonly string[] }>).to;
    const stays = to.every((c, i) => c === u.models[i]);
    const lead = to[0]!;
    const gathers = !stays && lead === u.models[0];
    const inches = cost.get(lead) ?? 0;
    const name = stays
      ? 'stay put'
      : gathers
        ? `gather the squad round ${lead}`
        : `${lead.padEnd(6)} ${inchText(inches)}`;
    return {
      name,
      short: stays ? 'stay' : lead,
      value: a as Action | typeof BACK,
      cost: stays ? -1 : inches,
    };
  });
  rows.sort((x, y) => x.cost - y.cost);
  return [...rows.map(({ name, short, value }) => ({ name, short, value })), { name: BACK, value: BACK }];
}

async function attackDice(s: BattleState, u: Unit, a: Attack, ctx: PromptContext): Promise<AttackDice> {
  const q = quickOf(s, u, pieceOf(a), a.target)!;
  const o = quickOdds(q);
  const who = ctx.names.styled(u.side, askedName(u.name));
  const hit = await askD6(ctx, `${who}, the hit dice (${o.need}+ hits)`, q.models);
  const hits = hit.filter((f) => f >= o.need).length;
  if (o.per === 1 || hits === 0) return { hit };
  const damage = await askD6(ctx, `${who}, a ${o.per.toUpperCase()} of damage per hit`, hits);
  return { hit, damage };
}

const END: Action = { type: 'end' };
const TYPE = 'type the square…';

/** True for a move that leaves every model where it stands. */
const staysPut = (u: Unit, a: Action | typeof BACK): boolean =>
  typeof a !== 'string' && 'to' in a && a.to.every((c, i) => c === u.models[i]);

/**
 * A move from the list, or (on a big table, where the list is long) by typing its square; an
 * empty typed answer (or `back`) returns to the unit's actions. Staying put is pre-selected (it
 * goes nowhere) but confirmed when the unit could go elsewhere, as Die Fighting's `stay`: Enter,
 * Enter must not spend a Core action (or the free move) on nothing. After a No the nearest square
 * is pre-selected; `show` draws the unit's map again above each asking.
 */
async function pickMove(
  s: BattleState,
  u: Unit,
  moves: readonly Action[],
  choices: Choice<Action | typeof BACK>[],
  ctx: PromptContext,
  show: () => void,
): Promise<Action | typeof BACK> {
  const listed: Choice<Action | string>[] = [{ name: TYPE, value: TYPE }, ...choices];
  const elsewhere = choices.find((c) => c.value !== BACK && !staysPut(u, c.value));
  const spends = moves[0]?.type === 'freeMove' ? 'give up the free move' : 'spend a Core action';
  let initial: Action | string | undefined = moves[0];
  for (;;) {
    const to = await typedOrListed(s, u, moves, listed, initial, ctx);
    if (!staysPut(u, to) || !elsewhere) return to;
    const sure = `${askedName(u.name)}: stay put, and ${spends}?`;
    if (await confirmEnd(ctx.prompter, sure)) return to;
    initial = elsewhere.value;
    show();
  }
}

/** One asking of "move where?": a listed move, BACK, or a typed square's move. */
async function typedOrListed(
  s: BattleState,
  u: Unit,
  moves: readonly Action[],
  listed: Choice<Action | string>[],
  initial: Action | string | undefined,
  ctx: PromptContext,
): Promise<Action | typeof BACK> {
  // No pronoun: a card's name may be plural (`Scavenger Raiders`) or singular (`Warbuggy`).
  const squad = u.models.length > 1;
  const to = await ctx.prompter.select<Action | string>(
    `${askedName(u.name)}: move ${squad ? 'the first model ' : ''}where?`,
    listed,
    initial,
  );
  if (to !== TYPE) return to as Action | typeof BACK;
  const byLead = new Map<string, Action>();
  for (const a of moves) if ('to' in a) byLead.set(a.to[0]!, a);
  const isBack = (t: string): boolean => ['', 'back'].includes(t.trim().toLowerCase());
  const text = await ctx.prompter.input(
    `${askedName(u.name)}: ${squad ? "the first model's square" : 'to which square'}? (col,row; Enter: back)`,
    (t) =>
      isBack(t) || byLead.has(squareTyped(t))
        ? true
        : typedRefusal(s, u, squareTyped(t), [...byLead.keys()], ctx.style.width),
  );
  return isBack(text) ? BACK : byLead.get(squareTyped(text))!;
}

/** What was typed, as a square's name: `10, 7` and `(10,7)` read as `10,7`. */
const squareTyped = (t: string): string => t.replace(/[\s()]/g, '');

/**
 * Why a typed square is refused, with the reachable squares nearest it: the map shown may be
 * cropped on a small terminal, so the player may not see where the unit can go.
 */
export function typedRefusal(
  s: BattleState,
  u: Unit,
  typed: string,
  leads: readonly string[],
  width = 80,
): string {
  const at = parseCell(typed);
  if (!at) return `write the square as col,row, such as ${leads[0] ?? u.models[0]}`;
  const why = leadRefusal(s, u, typed) ?? `no room for ${u.name} to end the move together round ${typed}`;
  const near = leads
    .filter((c) => c !== u.models[0])
    .map((c) => ({ c, d: squareDistance(at, parseCell(c)!) }))
    .sort((x, y) => x.d - y.d || byReadingOrder(x.c, y.c))
    .slice(0, 3)
    .map((x) => x.c);
  const head = why.startsWith(typed) ? why : `${typed}: ${why}`;
  if (near.length === 0) return head;
  // Under inquirer's `> `; the squares go on a line of their own when the line would wrap.
  const line = `${head}; nearest in reach: ${near.join('  ')}`;
  return visibleWidth(`> ${line}`) <= width ? line : `${head};\n  nearest in reach: ${near.join('  ')}`;
}

export const promptAct: PromptFor<'act'> = async (request, state, ctx) => {
  const { side } = request;
  const u = unitById(state, request.unit)!;
  const a = state.activation!;
  const groups = actOptions(state);
  const ranges = rangesOf(state, groups);
  const moves = (type: string) => groups.find((g) => g.type === type)?.actions ?? [];
  const budget = `${moveInches(speedOf(u))}"`;
  // The screen lines above a list of `list` entries (40 rows when the height isn't known).
  const above = (list: number) => linesAbove(ctx.rows ?? 40, list);
  const listFit = {
    lines: above(groups.reduce((n, g) => n + (g.type === 'attack' ? g.actions.length : 1), 1)),
  };
  for (;;) {
    // Drawn before each asking; again after a No to ending, whose two answered lines pushed the
    // top rows and the ruler off an 80x24 screen (Enter, Enter with only attacks left).
    let asks = 0;
    const show = () => ctx.showRanges(state, ranges, asks++ === 0 ? listFit : { ...listFit, again: true });
    const top: Choice<Action | string>[] = [];
    if (moves('freeMove').length)
      top.push({ name: `free move (up to ${budget})`, short: 'free move', value: 'freeMove' });
    if (moves('move').length)
      top.push({ name: `Move action (up to ${budget}, 1 Core action)`, short: 'move', value: 'move' });
    for (const atk of moves('attack') as Attack[])
      top.push({ name: attackLabel(state, u, atk, ctx.names, ctx.style.width), value: atk });
    const picked = await pickOrEnd(
      ctx.prompter,
      `${askedName(u.name)}: ${plural(a.actions, 'Core action')} left. What next?`,
      top,
      {
        name: `end the activation${a.actions > 0 ? ` (${plural(a.actions, 'action')} unused)` : ''}`,
        confirm: `${askedName(u.name)}: end the activation with ${top.length === 1 ? 'something' : 'things'} still to do?`,
      },
      undoText(ctx, side, state),
      { preselect: typeof top[0]?.value === 'string' ? 'choice' : 'end', show },
    );
    if (picked === null) return { kind: 'act', side, action: END };
    let action: Action;
    if (typeof picked === 'string') {
      const fit = { lines: above(moves(picked).length + 2), moving: true };
      ctx.showRanges(state, ranges, fit);
      const show = () => ctx.showRanges(state, ranges, { ...fit, again: true });
      const to = await pickMove(state, u, moves(picked), moveChoices(state, u, moves(picked)), ctx, show);
      if (to === BACK) continue;
      action = to;
    } else action = picked;
    if ((action.type === 'melee' || action.type === 'equipment') && ctx.dice) {
      const dice = await attackDice(state, u, action, ctx);
      return { kind: 'act', side, action: { ...action, dice } };
    }
    return { kind: 'act', side, action };
  }
};
