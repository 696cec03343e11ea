/**
 * A unit's squares as table indexes (-1 off the table), kept by unit id while its models array
 * stays the same object (the rules replace it whenever a model moves or goes) and the table is the
 * same: the rules' moves and the computer general ask them of every unit at every decision.
 * Shared: never change what it returns.
 */
import type { CellKey } from '../../../grid/types';
import type { TableIndex } from './tableIndex';

export function unitSquares(
  t: TableIndex,
  u: { readonly id: string; readonly models: readonly CellKey[] },
): Int32Array {
  const kept = (t.memo.squares ??= new Map());
  const known = kept.get(u.id);
  if (known && known.models === u.models) return known.at;
  const at = new Int32Array(u.models.length);
  for (let i = 0; i < at.length; i++) at[i] = t.ix.indexOf.get(u.models[i]!) ?? -1;
  kept.set(u.id, { models: u.models, at });
  return at;
}
