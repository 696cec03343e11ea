/**
 * A scripted action or loss in the file's words to the rules' decision, read against the position
 * when its turn comes: a squad's single square moves its formation there, `use: ranged` is the
 * first Ranged piece not yet used, `remove: [ranged]` a die of the first Ranged piece with dice.
 */
import { parseCell } from '../../../grid/cell';
import type { CellKey } from '../../../grid/types';
import type { Activation, Unit } from '../state';
import type { Action, AttackDice, DieRef } from '../types';
import type { ActionEntry, DamageEntry } from './schema';

/** The whole formation moved so its first member lands on `to` (a single model: just `to`). */
export function formationTo(u: Unit, to: string | readonly string[]): CellKey[] {
  if (typeof to !== 'string') return [...to];
  const lead = parseCell(u.models[0] ?? to);
  const dest = parseCell(to);
  if (!lead || !dest) return [to];
  return u.models.map((m) => {
    const c = parseCell(m)!;
    return `${c.col + dest.col - lead.col},${c.row + dest.row - lead.row}`;
  });
}

const diceOf = (e: ActionEntry): AttackDice | undefined =>
  e.dice
    ? { ...(e.dice.hit ? { hit: e.dice.hit } : {}), ...(e.dice.damage ? { damage: e.dice.damage } : {}) }
    : undefined;

/** The index of the piece `use` names; one past the last when the unit has none such (refused). */
export function pieceIndex(u: Unit, a: Activation | null, kind: string, which?: number): number {
  const of = u.equipment.map((p, i) => ({ p, i })).filter((x) => x.p.kind === kind);
  if (which !== undefined) return of[which - 1]?.i ?? u.equipment.length;
  const free = of.find((x) => x.p.dice > 0 && !(a?.used ?? []).includes(x.i));
  return (free ?? of[0])?.i ?? u.equipment.length;
}

export function actionOf(e: ActionEntry, u: Unit, a: Activation | null): Action {
  const dice = diceOf(e);
  const withDice = dice ? { dice } : {};
  if (e.freeMove !== undefined) return { type: 'freeMove', to: formationTo(u, e.freeMove) };
  if (e.move !== undefined) return { type: 'move', to: formationTo(u, e.move) };
  if (e.melee !== undefined) return { type: 'melee', target: e.melee, ...withDice };
  if (e.use !== undefined)
    return {
      type: 'equipment',
      piece: pieceIndex(u, a, e.use, e.piece),
      target: e.target ?? '',
      ...withDice,
    };
  return { type: 'end' };
}

/** `remove: [core, armor, ranged]` as the rules' die references. */
export function removeOf(e: DamageEntry, u: Unit): DieRef[] {
  const spent = new Map<number, number>();
  return (e.remove ?? []).map((r): DieRef => {
    if (typeof r === 'number' || r === 'core') return r;
    if (r === 'armor' || r === 'speed') return 'passive';
    const i = u.equipment.findIndex((p, k) => p.kind === r && p.dice > (spent.get(k) ?? 0));
    const at = i >= 0 ? i : u.equipment.findIndex((p) => p.kind === r);
    if (at < 0) return u.equipment.length;
    spent.set(at, (spent.get(at) ?? 0) + 1);
    return at;
  });
}
