/**
 * A Die, Men! battle as a map picture: the ground as it stands (opened or broken gates show as
 * open ground, as on the terminal), a mark per occupied hex with its units (a hex whose troops all
 * fell this round as a wreck), and the round's attacks and moves. Pure: the shared renderer (src/cli/svg) turns it into SVG.
 */
import {
  terrainNow,
  totalUnits,
  type BattleState,
  type Event,
  type UnitCounts,
  type UnitType,
} from '../../../rulesets/die-men';
import type { MapPicture, PictureInfo, UnitMark } from '../../svg/picture';
import { battleOverNotes, legendSides, pictureSubtitle, sideNameOf } from '../../svg/pictureParts';
import { TERRAIN_LOOKS } from './looks';
import { roundArrows } from './roundArrows';
import { UNIT_SHORT } from '../render/names';

/** "2 arch", "4 inf 1 ram"; nothing for plain infantry. */
export function unitDetail(units: UnitCounts): string | undefined {
  const parts = Object.entries(units).filter(([, n]) => (n ?? 0) > 0) as [UnitType, number][];
  if (parts.every(([type]) => type === 'infantry')) return undefined;
  return parts.map(([type, n]) => `${n} ${UNIT_SHORT[type]}`).join(' ');
}

const plural = (n: number): string => `${n} unit${n === 1 ? '' : 's'}`;

/** Hexes whose troops were all killed this round: wrecks there, so the attacks on them end on something. */
export function wrecks(events: readonly Event[]): UnitMark[] {
  return events.flatMap((e) =>
    e.type === 'casualties' && totalUnits(e.left) === 0
      ? [{ at: e.at, side: e.side, count: 0, wreck: true }]
      : [],
  );
}

export function dieMenPicture(state: BattleState, events: readonly Event[], info: PictureInfo): MapPicture {
  const units = new Map<string, number>();
  const marks: UnitMark[] = [];
  for (const [at, occ] of Object.entries(state.occupants)) {
    const count = totalUnits(occ.units);
    if (count === 0) continue;
    units.set(occ.side, (units.get(occ.side) ?? 0) + count);
    const detail = unitDetail(occ.units);
    marks.push({ at, side: occ.side, count, ...(detail ? { detail } : {}) });
  }
  return {
    grid: state.rules.grid,
    title: info.name,
    subtitle: pictureSubtitle(info, state.rules.options.maxRounds, `scale ${state.rules.scale}`),
    terrain: terrainNow(state),
    looks: TERRAIN_LOOKS,
    sides: legendSides(state.rules.sides, units, plural),
    marks: [...marks, ...wrecks(events)],
    arrows: roundArrows(events),
    notes: battleOverNotes(events, sideNameOf(state.rules.sides)),
  };
}
