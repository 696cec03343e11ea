/**
 * What every game's army kit does the same way to a scenario's `sides`: find the sides that name
 * an army (`army:`) and list no units, put an army in a side's place for `--army SIDE=ARMY`, and,
 * in the game's check, say a side that gives both, neither, or an army never read. Pure and
 * game-neutral: the sides are plain data with an `id`, and `units` or `army`.
 */
import { fail, ok, problem, type Problem, type Result } from '../core/problem';
import type { ArmyRef } from '../engine/game';
import { closest } from './issues';
import type { Report } from './load';

type Doc = Record<string, unknown>;

const isRecord = (v: unknown): v is Doc => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The document's sides, whatever they hold; [] when it has none. */
export const sidesOf = (data: unknown): unknown[] =>
  isRecord(data) && Array.isArray(data.sides) ? data.sides : [];

/** The sides that name an army and list no units. */
export function armyRefs(data: unknown): ArmyRef[] {
  return sidesOf(data).flatMap((side, i) =>
    // A blank name is left for the game's check to refuse at its line (read, it was the folder).
    isRecord(side) && typeof side.army === 'string' && side.army.trim() !== '' && side.units === undefined
      ? [{ side: i, army: side.army }]
      : [],
  );
}

/** `data` with side `side` (its id) fought by `army`: its units and name go, and the scripted rounds. */
export function assignArmy(data: unknown, side: string, army: string): Result<unknown, Problem> {
  const sides = sidesOf(data);
  const i = sides.findIndex((s) => isRecord(s) && s.id === side);
  if (i < 0) {
    const names = sides.map((s) => (isRecord(s) ? String(s.id) : '?'));
    const ids = names.join(', ');
    const guess = closest(side, names);
    const hint = guess ? `; did you mean ${guess}?` : '';
    return fail(
      problem('scenario.army-side', `the battle has no side ${side} (its sides: ${ids})${hint}`, {
        facts: { side, sides: ids },
      }),
    );
  }
  // The army's own name, not the set-up's, names the side (its id stays: scripts and --ai use it).
  const { units: _units, name: _name, ...rest } = sides[i] as Doc;
  const next = sides.map((s, k) => (k === i ? { ...rest, army } : s));
  // Rounds scripted for the units replaced no longer fit the battle.
  const { rounds: _rounds, ...doc } = data as Doc;
  return ok({ ...doc, sides: next });
}

/**
 * A side lists its units or names an army file, which the commands read and write in before the
 * file gets to the game's loader (a log holds the units so written): a name left there was never
 * read.
 */
export function checkArmyRefs(
  sides: readonly { readonly id: string; readonly army?: string; readonly units?: unknown }[],
  report: Report,
): void {
  sides.forEach((side, s) => {
    if (side.army !== undefined && side.units !== undefined)
      report('army-and-units', ['sides', s, 'army'], `${side.id}: give units or army, not both`);
    else if (side.army?.trim() === '') {
      // "" the schema refuses already ("must not be empty").
      if (side.army !== '')
        report(
          'army-blank',
          ['sides', s, 'army'],
          `${side.id}: army names no file (give a path or a ready-made army)`,
        );
    } else if (side.army !== undefined)
      report('army-unread', ['sides', s, 'army'], `${side.id}: the army file ${side.army} was not read`);
    else if (side.units === undefined)
      report('no-units', ['sides', s], `${side.id}: give its units, or army: an army file`);
  });
}
