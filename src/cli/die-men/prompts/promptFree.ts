/**
 * Free Movement, last in the round: the player adds free moves one at a time from those the rules
 * allow (`legalFreeMoves`), each with all or some of a hex's units, until "done" (confirmed while
 * moves are left; "done" is pre-selected, so Enter alone plans nothing). A unit moves at most once, so units already
 * sent are no longer offered. The map's rows around the hexes that can still send units are drawn
 * right above each question, those hexes framed. The moves happen together when the side is done
 * (ruling 13), so the map still shows the units where they stand: the moves planned so far are
 * listed under it (`planned: 1,1 → 1,0 (3 infantry)`), and the last one can be taken back.
 */
import { legalFreeMoves, type FreeMove, type UnitCounts, type UnitType } from '../../../rulesets/die-men';
import { clampUnits } from '../../../rulesets/die-men/units';
import { unitsLabel } from '../render/names';
import { askUnits, total, UNITS_BACK } from './askUnits';
import type { PromptFor } from './context';
import { undoText } from './undoText';
import { hexMap } from './hexMap';
import { showBoardIfFits } from './armyMap';
import { mapRowsFor } from '../../prompts/window';
import { pickOrEnd } from '../../prompts/pickOrEnd';
import type { Choice } from '../../prompts/prompter';
import { lastLine } from '../../prompts/lastLine';

/** `a` with `b` taken away (`sign` -1) or given back (`sign` 1). */
const add = (a: UnitCounts, b: UnitCounts, sign: 1 | -1): UnitCounts => {
  const out: Partial<Record<UnitType, number>> = {};
  for (const t of new Set([...Object.keys(a), ...Object.keys(b)]) as Set<UnitType>) {
    const n = (a[t] ?? 0) + sign * (b[t] ?? 0);
    if (n > 0) out[t] = n;
  }
  return out;
};

/** The value of the entry that takes back the last planned move: no move is a string. */
const TAKE_BACK = '\u0000take-back';

const moveText = (m: FreeMove): string => `${m.from} → ${m.to} (${unitsLabel(m.units ?? {})})`;

/** The moves still open, each with what may go, then taking back the last move planned, if any. */
function freeChoices<O extends { from: string; to: string }>(
  open: readonly O[],
  may: (o: O) => UnitCounts,
  last: FreeMove | undefined,
): Choice<O | typeof TAKE_BACK>[] {
  const takeBack: Choice<typeof TAKE_BACK>[] = last
    ? [{ name: `↶ take back ${moveText(last)}`, short: 'take back', value: TAKE_BACK }]
    : [];
  return [
    ...open.map((o) => ({
      name: `${o.from} → ${o.to}  (${unitsLabel(may(o))} may go)`,
      // What stays on screen once chosen: the move itself, never cut to `9,1 →…`.
      short: `${o.from} → ${o.to}`,
      value: o,
    })),
    ...takeBack,
  ];
}

export const promptFree: PromptFor<'free'> = async (request, state, ctx) => {
  const side = request.side;
  const options = legalFreeMoves(state, side);
  // What each hex still has to send; a move takes only the types that may make its step (cavalry
  // alone into rough ground), so what it offers is the two clamped together.
  const left = new Map<string, UnitCounts>(options.map((o) => [o.from, state.occupants[o.from]!.units]));
  const may = (o: (typeof options)[number]): UnitCounts => clampUnits(left.get(o.from)!, o.units);
  const moves: FreeMove[] = [];
  showBoardIfFits(state, ctx, options.length + 2);
  for (;;) {
    const open = options.filter((o) => total(may(o)) > 0);
    if (open.length === 0) break;
    const done = moves.length
      ? `done (${moves.length} free move${moves.length > 1 ? 's' : ''})`
      : 'no free moves';
    const choices = freeChoices(open, may, moves[moves.length - 1]);
    const planned = lastLine(moves.map(moveText), ctx.style, ctx.style.width, 2, 'planned:');
    const plannedRows = planned === null ? 0 : planned.split('\n').length;
    // The map's rows around the hexes that can still send units, framed, right above the question:
    // at 80x24 the full map and its key had pushed the hexes offered off the screen.
    const froms = [...new Set(open.map((o) => o.from))];
    ctx.say(
      hexMap(
        state,
        froms[0]!,
        froms,
        ctx.names,
        ctx.style,
        mapRowsFor(ctx.rows, choices.length + 2, 6 + plannedRows),
        // Where the planned moves go: the window had left out a destination at 80x24.
        moves.map((m) => m.to),
      ),
    );
    if (planned !== null) ctx.say(planned);
    const picked = await pickOrEnd(
      ctx.prompter,
      // Short enough that, with a side name cut to 26 characters, `✔ question 10,1 → 10,2` fits 80.
      `${ctx.names.styled(side)}: free move? (to open, unthreatened hexes)`,
      choices,
      {
        name: done,
        confirm: `End Free Movement? ${open.length} more could still be made.`,
        // The answered line keeps a word: "no free moves" after the long question was cut to "no free…".
        short: moves.length ? 'done' : 'none',
      },
      undoText(ctx, side),
      // Free moves are optional: Enter alone lands on the end, which asks again (No pre-selected),
      // so a stray Enter plans nothing. With the first move pre-selected, Enter (and Enter again
      // for the units) planned it, and a last move planned so ended Free Movement.
      { preselect: 'end' },
    );
    if (!picked) break;
    if (picked === TAKE_BACK) {
      const back = moves.pop()!;
      left.set(back.from, add(left.get(back.from)!, back.units ?? {}, 1));
      continue;
    }
    const have = may(picked);
    const asked = await askUnits(ctx, have);
    if (asked === UNITS_BACK) continue;
    const units = asked ?? have;
    moves.push({ from: picked.from, to: picked.to, units });
    left.set(picked.from, add(left.get(picked.from)!, units, -1));
  }
  return { kind: 'free', side, moves };
};
