/**
 * Cover on the fast position (movement.ts `hasCover`, the same answer): a unit that hasn't used
 * its cover up is in cover when every model is sheltered by terrain at least half its height
 * within 1", or stands within 1" of a friend with 2+ Armor dice at least half its height ("Armor
 * Dice and Cover"); a friend standing on one of the squares asked gives none (inCover: it would be
 * the unit itself). Asked on the real table: the shelter and the gaps are the same either way
 * round, so a seat's squares are turned back first.
 */
import { near } from '../ai/cover';
import { armorOf, type FastUnit, type Position } from './position';

/** Whether friend `f` gives cover to models `height` tall asked on `cells`: not standing on one of them. */
function gives(f: FastUnit, cells: readonly number[], last: number, turned: boolean): boolean {
  for (const x of f.at)
    for (let i = 0; i < cells.length; i++) if ((turned ? last - cells[i]! : cells[i]!) === x) return false;
  return true;
}

/** hasCover() of `u` were it on `cells` (square indexes, turned half round when `turned`). */
export function coverOn(p: Position, u: FastUnit, cells: readonly number[], turned = false): boolean {
  if (u.coverLost || cells.length === 0) return false;
  const { shelter, rows, size } = p.map;
  const last = size - 1;
  const enough = u.height / 2;
  for (let i = 0; i < cells.length; i++) {
    const c = cells[i]!;
    if (c < 0) return false;
    const x = turned ? last - c : c;
    if (shelter[x]! >= enough) continue;
    let covered = false;
    for (let k = 0; k < p.armoured.length && !covered; k++) {
      const f = p.armoured[k]!;
      if (!f.alive || f.side !== u.side || f === u || armorOf(f) < 2 || !(2 * f.height >= u.height)) continue;
      if (!gives(f, cells, last, turned)) continue;
      for (const m of f.at) if (m >= 0 && near(rows, m, x)) covered = true;
    }
    if (!covered) return false;
  }
  return true;
}

/**
 * Whether a model of `u` on real square x would be in cover (coverOn for one square): sheltered by
 * terrain, or within 1" of a friend with 2+ Armor dice. For the squares the general weighs, its own
 * and its lawful moves', where no friend stands, so every friend may give it.
 */
export function coverSquare(p: Position, u: FastUnit, x: number): boolean {
  if (p.map.shelter[x]! >= u.height / 2) return true;
  const rows = p.map.rows;
  for (let k = 0; k < p.armoured.length; k++) {
    const f = p.armoured[k]!;
    if (!f.alive || f.side !== u.side || f === u || armorOf(f) < 2 || !(2 * f.height >= u.height)) continue;
    for (let i = 0; i < f.at.length; i++) if (f.at[i]! >= 0 && near(rows, f.at[i]!, x)) return true;
  }
  return false;
}

/** coverOn() of `u` where it stands, kept for the decision (the general asks it of each enemy often). */
export function coverNow(p: Position, u: FastUnit): boolean {
  if (u.coverStamp !== p.stamp) {
    u.coverHere = coverOn(p, u, u.at);
    u.coverStamp = p.stamp;
  }
  return u.coverHere;
}
