/**
 * Free Movement, last in the round: the player adds free moves one at a time from those the rules
 * allow (`legalFreeMoves`), in two steps, each short enough to fit beside the board at 80x24: which
 * hex sends units ("free move from which hex?"), then where to ("into which hex?", `← back`
 * pre-selected), then how many go. One list of every move ran to about 30 entries, most of them
 * from hexes off the rows drawn. The end ("no free moves", "done") is pre-selected at the first
 * step and confirmed while moves are left, so Enter alone plans nothing. A unit moves at most once,
 * so units already sent are no longer offered. The moves happen together when the side is done
 * (ruling 13), so the map still shows the units where they stand: the moves planned so far are
 * listed under it (`planned: 1,1 → 1,0 (3 infantry)`), and the last one can be taken back.
 */
import { legalFreeMoves, type BattleState, type FreeMove, type UnitCounts } from '../../../rulesets/die-men';
import { clampUnits } from '../../../rulesets/die-men/units';
import { askUnits, total, UNITS_BACK } from './askUnits';
import type { PromptContext, PromptFor } from './context';
import { undoText } from './undoText';
import { hexMap } from './hexMap';
import { focusHoldingMost } from './offeredSpan';
import { showBoardIfFits } from './armyMap';
import { mapRowsFor } from '../../prompts/window';
import { pickOrEnd } from '../../prompts/pickOrEnd';
import { lastLine } from '../../prompts/lastLine';
import type { Choice } from '../../prompts/prompter';
import { addUnits, fromChoices, intoChoices, moveText, TAKE_BACK, type Open } from './freeChoices';

const BACK = '\u0000back' as const;

/** The map's rows around `focus` (null: the one of `marked` whose rows hold the most), `marked` framed, the planned moves' ends kept in, and the planned line. */
function showFree(
  state: BattleState,
  ctx: PromptContext,
  focus: string | null,
  marked: readonly string[],
  moves: readonly FreeMove[],
  list: number,
): void {
  const planned = lastLine(moves.map(moveText), ctx.style, ctx.style.width, 2, 'planned:');
  const plannedRows = planned === null ? 0 : planned.split('\n').length;
  // At 80x24 the full map and its key had pushed the hexes offered off the screen; a window that
  // left out a planned move's end had the player guess where it went.
  const rows = mapRowsFor(ctx.rows, list + 2, 6 + plannedRows);
  const ends = moves.map((m) => m.to);
  // The hexes that can send units: the window on whichever holds the most of them, then of the
  // planned moves' ends (a hex's row takes two lines; hexMap.ts may take one more off for its key).
  const size = Math.max(2, Math.floor(rows / 2) - 1);
  const at = focus ?? focusHoldingMost(marked, ends, state.rules.grid.rows, size);
  ctx.say(hexMap(state, at, marked, ctx.names, ctx.style, rows, ends));
  if (planned !== null) ctx.say(planned);
}

/** Where `from`'s units go, chosen; BACK for `← back` (pre-selected: Enter alone gives no move). */
async function pickInto(
  state: BattleState,
  ctx: PromptContext,
  side: string,
  from: string,
  open: readonly Open[],
  may: (o: Open) => UnitCounts,
  moves: readonly FreeMove[],
): Promise<Open | typeof BACK> {
  const into = open.filter((o) => o.from === from);
  showFree(
    state,
    ctx,
    from,
    into.map((o) => o.to),
    moves,
    into.length + 1,
  );
  const choices: Choice<Open | typeof BACK>[] = [
    { name: '← back', short: 'back', value: BACK },
    ...intoChoices(state, ctx, side, into, may),
  ];
  return ctx.prompter.select<Open | typeof BACK>(
    `${ctx.names.styled(side)}: free move from ${from} into which hex?`,
    choices,
    BACK,
  );
}

export const promptFree: PromptFor<'free'> = async (request, state, ctx) => {
  const side = request.side;
  const options = legalFreeMoves(state, side);
  // What each hex still has to send; a move takes only the types that may make its step (cavalry
  // alone into rough ground), so what it offers is the two clamped together.
  const left = new Map<string, UnitCounts>(options.map((o) => [o.from, state.occupants[o.from]!.units]));
  const may = (o: Open): UnitCounts => clampUnits(left.get(o.from)!, o.units);
  const moves: FreeMove[] = [];
  let from: string | null = null;
  showBoardIfFits(state, ctx, new Set(options.map((o) => o.from)).size + 2);
  for (;;) {
    const open = options.filter((o) => total(may(o)) > 0);
    if (open.length === 0) break;
    if (from === null) {
      const froms = [...new Set(open.map((o) => o.from))];
      const choices = fromChoices(state, ctx, froms, open, may, moves[moves.length - 1]);
      const picked = await pickOrEnd(
        ctx.prompter,
        `${ctx.names.styled(side)}: free move from which hex?`,
        choices,
        {
          name: moves.length
            ? `done (${moves.length} free move${moves.length > 1 ? 's' : ''})`
            : 'no free moves',
          confirm: `End Free Movement? ${open.length} more could still be made.`,
          // The answered line keeps a word: "no free moves" after the long question was cut to "no free…".
          short: moves.length ? 'done' : 'none',
        },
        undoText(ctx, side),
        // Free moves are optional: Enter alone lands on the end, which asks again (No
        // pre-selected), so a stray Enter plans nothing. Undo and the end head the list, the hexes
        // under them: field-of-crows' 8 hexes and the end ran past an 80x24 page, and with the end
        // last and pre-selected the page hid the first hex above it, unsaid.
        {
          preselect: 'end',
          at: 'first',
          show: () => showFree(state, ctx, null, froms, moves, choices.length + 2),
        },
      );
      if (picked === null) break;
      if (picked === TAKE_BACK) {
        const back = moves.pop()!;
        left.set(back.from, addUnits(left.get(back.from)!, back.units ?? {}, 1));
        continue;
      }
      from = picked;
    }
    const chosen = await pickInto(state, ctx, side, from, open, may, moves);
    if (chosen === BACK) {
      from = null;
      continue;
    }
    const have = may(chosen);
    const asked = await askUnits(ctx, have);
    // `back` at the count asks where to again, the hex kept.
    if (asked === UNITS_BACK) continue;
    const units = asked ?? have;
    moves.push({ from: chosen.from, to: chosen.to, units });
    left.set(chosen.from, addUnits(left.get(chosen.from)!, units, -1));
    from = null;
  }
  return { kind: 'free', side, moves };
};
