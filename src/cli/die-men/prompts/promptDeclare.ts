/**
 * Declare: a strategy for the whole army, and a goal for Deploy and Seize. In hot-seat play the
 * choice is secret ("In Battle": written down and shown at the same time): the keyboard is passed
 * with an Enter, then the general chooses on the terminal's alternate screen, which goes when the
 * choice is made; the main screen (map, results, scrollback) is never cleared. Both are revealed
 * by the `declared` event.
 */
import { plural } from '../../../core/plural';
import { gridFor } from '../../../grid/grid';
import {
  legalGoals,
  legalStrategies,
  type BattleState,
  type Goal,
  type Strategy,
} from '../../../rulesets/die-men';
import { needsGoal } from '../../../rulesets/die-men/declare';
import type { Declaration } from '../../../rulesets/die-men/types';
import { goalLabel } from '../render/names';
import { visibleWidth } from '../../layout/wrap';
import { sayArmyMap, showBoardIfFits } from './armyMap';
import { BACK } from '../../prompts/promptContext';
import type { PromptContext, PromptFor } from './context';
import type { Choice } from '../../prompts/prompter';

const ABOUT: Readonly<Record<string, string>> = {
  deploy: 'move toward a goal and defend; no attacks',
  seize: 'attack, and move toward a goal; no defending',
  hold: 'attack and defend; move only into hexes you hold',
  retreat: 'move away from the enemy; defend only when surrounded',
};

const title = (s: string): string => s[0]!.toUpperCase() + s.slice(1);

/** Enemy hexes, nearest to the side's own units first: the goals a general usually means. */
function enemyHexes(state: BattleState, side: string): { at: string; units: number; dist: number }[] {
  const grid = gridFor(state.rules.grid);
  const mine = Object.keys(state.occupants).filter((k) => state.occupants[k]!.side === side);
  return Object.entries(state.occupants)
    .filter(([, o]) => o.side !== side)
    .map(([at, o]) => ({
      at,
      units: Object.values(o.units).reduce<number>((a, b) => a + (b ?? 0), 0),
      dist: Math.min(...mine.map((m) => grid.distance(m, at))),
    }))
    .sort((a, b) => a.dist - b.dist || b.units - a.units);
}

/** `3,3  The Crown, 2 units`, without the name when the entry would pass the screen's edge. */
function goalEntry(e: { at: string; units: number }, name: string, width: number): string {
  const full = `${e.at}  ${name}, ${plural(e.units, 'unit')}`;
  // inquirer's `❯ ` before each entry.
  return visibleWidth(full) + 2 <= width ? full : `${e.at}  ${plural(e.units, 'unit')}`;
}

async function askGoal(
  state: BattleState,
  side: string,
  strategy: Strategy,
  ctx: PromptContext,
): Promise<Goal | typeof BACK> {
  const legal = legalGoals(state);
  const cells = new Set(legal.filter((g) => g.kind === 'cell').map((g) => goalLabel(g)));
  const enemies = enemyHexes(state, side);
  const choices: Choice<Goal | 'other' | typeof BACK>[] = [
    ...enemies
      .filter((e) => cells.has(e.at))
      .map((e) => ({
        name: goalEntry(e, ctx.names.name(state.occupants[e.at]!.side), ctx.style.width),
        short: e.at,
        value: { kind: 'cell', at: e.at } as Goal,
      })),
    ...legal.filter((g) => g.kind === 'edge').map((g) => ({ name: `the ${goalLabel(g)} edge`, value: g })),
    { name: 'another cell…', value: 'other' },
    // A strategy taken by mistake (Enter on the default) can still be changed: nothing is rolled yet.
    { name: BACK, value: BACK },
  ];
  // The strategy's answer line is above: the map again, the enemy's hexes offered framed.
  const offered = choices.flatMap((c) =>
    typeof c.value === 'object' && c.value.kind === 'cell' ? [c.value.at] : [],
  );
  sayArmyMap(state, side, choices.length + 1, ctx, false, offered);
  const picked = await ctx.prompter.select(
    `${title(strategy)} toward which goal?`,
    choices,
    choices[0]!.value,
  );
  if (picked !== 'other') return picked;
  const at = await ctx.prompter.input('Goal cell (col,row as on the map; Enter: back):', (text) =>
    text.trim() === '' || cells.has(text.trim())
      ? true
      : `not a cell of this ${state.rules.grid.cols}x${state.rules.grid.rows} map`,
  );
  return at.trim() === '' ? BACK : { kind: 'cell', at: at.trim() };
}

/**
 * A strategy without a goal (Hold, Retreat), declared: Enter alone at the strategy had declared the
 * pre-selected Hold, and once both sides have declared the dice roll, so it can't be taken back.
 * Now a stray Enter lands here; Enter again declares it (two keys, as Seize's Enter on the first
 * goal), and `← back` asks the strategy again.
 */
async function declareIt(
  side: string,
  strategy: Strategy,
  when: string,
  ctx: PromptContext,
): Promise<boolean> {
  return ctx.prompter.select(
    `${ctx.names.styled(side)}: declare ${title(strategy)} for ${when}?`,
    [
      {
        name: `declare ${title(strategy)}  ${ctx.style.dim(ABOUT[strategy] ?? '')}`,
        short: 'yes',
        value: true,
      },
      { name: '← back', short: 'back', value: false },
    ],
    true,
  );
}

async function choose(
  request: Parameters<PromptFor<'declare'>>[0],
  state: BattleState,
  ctx: PromptContext,
  initial: Strategy,
  when: string,
): Promise<Declaration> {
  let chosen = initial;
  let drawn = showBoardIfFits(state, ctx, legalStrategies().length);
  for (;;) {
    // The map unless drawn just now (a new position, or the secret screen's), as much as fits.
    sayArmyMap(state, request.side, legalStrategies().length, ctx, drawn);
    drawn = false;
    const strategy = await ctx.prompter.select(
      `${ctx.names.styled(request.side)}: strategy for ${when}?`,
      legalStrategies().map((s) => ({
        name: `${title(s).padEnd(8)} ${ctx.style.dim(ABOUT[s] ?? '')}`,
        short: title(s),
        value: s,
      })),
      chosen,
    );
    if (!needsGoal(strategy)) {
      if (await declareIt(request.side, strategy, when, ctx)) return { strategy };
      chosen = strategy;
      continue;
    }
    const goal = await askGoal(state, request.side, strategy, ctx);
    if (goal !== BACK) return { strategy, goal };
    chosen = strategy;
  }
}

export const promptDeclare: PromptFor<'declare'> = async (request, state, ctx, fallback) => {
  const side = request.side;
  const name = ctx.names.styled(side);
  const forRound = (request as { forRound?: number }).forRound;
  const when =
    forRound !== undefined && forRound !== request.round ? `round ${forRound}` : `round ${request.round}`;
  const initial = fallback.kind === 'declare' ? fallback.declaration.strategy : 'hold';
  if (!ctx.hotSeat)
    return { kind: 'declare', side, declaration: await choose(request, state, ctx, initial, when) };
  // Hot seat: passed the keyboard on the main screen, chosen on a screen that goes when done.
  await ctx.prompter.pause(
    `${when[0]!.toUpperCase()}${when.slice(1)}: pass the keyboard to ${name}, then press Enter`,
  );
  const declaration = await ctx.prompter.secretly(async () => {
    ctx.say(ctx.style.dim(`${ctx.names.name(side)} only: this screen goes once you have chosen.`));
    ctx.showMap(state, true);
    return choose(request, state, ctx, initial, when);
  });
  // The map the choice was made on went with the secret screen: the next prompt shows it again.
  ctx.showMap(state, true);
  ctx.say(`${name}: declared.`);
  return { kind: 'declare', side, declaration };
};
