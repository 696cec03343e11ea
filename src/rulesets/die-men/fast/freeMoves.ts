/**
 * The fast path's Free Movement (freeMovement.ts, for infantry and cavalry): a hex's units may step
 * into a neighbour that holds no enemy when neither hex is threatened (an enemy next to it, or a
 * river: ground.ts threatBy), out of ground Free Movement may leave (not rough or river) into
 * ground it may enter (open, hill, forest); cavalry also out of and into rough.
 */
import type { Fast } from './position';

/** ground.ts threatened, basic game: an enemy of `side` next to cell `i`. */
export function enemyNext(f: Fast, i: number, side: number): boolean {
  const { nbrStart, nbr } = f.m;
  for (let j = nbrStart[i]!; j < nbrStart[i + 1]!; j++) {
    const o = f.owner[nbr[j]!]!;
    if (o >= 0 && o !== side) return true;
  }
  return false;
}

/**
 * freeMovement.ts eachFreeMove: visits (from, to) in legalFreeMoves' order (the held cells in the
 * record's order, then the grid's neighbour order) with the infantry and cavalry that may make the
 * move (each type all or none: cavalry treat rough as open), until `visit` returns false.
 */
export function eachFreeMove(
  f: Fast,
  side: number,
  visit: (from: number, to: number, inf: number, cav: number) => boolean,
): void {
  const { nbrStart, nbr, freeEnter, freeLeave, rough } = f.m;
  for (const from of f.order) {
    if (f.owner[from] !== side) continue;
    const cav = f.cav[from]!;
    const inf = f.count[from]! - cav;
    const leaveInf = inf > 0 && freeLeave[from]!;
    const leaveCav = cav > 0 && (freeLeave[from]! || rough[from]!);
    if ((!leaveInf && !leaveCav) || enemyNext(f, from, side) || riverThreat(f, from)) continue;
    for (let j = nbrStart[from]!; j < nbrStart[from + 1]!; j++) {
      const to = nbr[j]!;
      const o = f.owner[to]!;
      if (o >= 0 && o !== side) continue;
      const goInf = leaveInf && freeEnter[to]!;
      const goCav = leaveCav && (freeEnter[to]! || rough[to]!);
      if ((!goInf && !goCav) || enemyNext(f, to, side) || riverThreat(f, to)) continue;
      if (!visit(from, to, goInf ? inf : 0, goCav ? cav : 0)) return;
    }
  }
}

/**
 * ground.ts threatBy's river (ruling 23): cell `i` is a river, or next to units (anyone's) in one.
 * The reference asks whether the river complication is on; a set-up with river ground and the
 * complication off is refused (complications.ts), so river ground means it is on.
 */
function riverThreat(f: Fast, i: number): boolean {
  const { nbrStart, nbr, threatens, rivers } = f.m;
  if (!rivers) return false;
  if (threatens[i]) return true;
  for (let j = nbrStart[i]!; j < nbrStart[i + 1]!; j++) {
    const n = nbr[j]!;
    if (threatens[n] && f.owner[n]! >= 0) return true;
  }
  return false;
}

export function hasFreeMove(f: Fast, side: number): boolean {
  let found = false;
  eachFreeMove(f, side, () => {
    found = true;
    return false;
  });
  return found;
}
