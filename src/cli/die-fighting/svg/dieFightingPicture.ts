/**
 * A Die Fighting battle as a map picture: slow and blocking squares, a mark per unit with its
 * health (the number its die shows) and its type under it (a unit destroyed this round as a wreck
 * where it fell), and the round's moves, charges, break
 * aways and attacks as arrows, each attack labelled with the damage it did or "miss". Pure: the
 * shared renderer (src/cli/svg) turns it into SVG.
 */
import type { Event } from '../../../rulesets/die-fighting/events';
import type { BattleState } from '../../../rulesets/die-fighting/state';
import type { MapArrow, MapPicture, PictureInfo, TerrainLook, UnitMark } from '../../svg/picture';
import {
  battleOverNotes,
  groundLook,
  legendSides,
  pictureSubtitle,
  sideNameOf,
} from '../../svg/pictureParts';
import { TYPE_CODE } from '../render/labels';

const LOOKS: Readonly<Record<string, TerrainLook>> = {
  open: groundLook('clear', 'open', 'plain'),
  slow: groundLook('slow', 'sand', 'slow'),
  blocking: groundLook('blocking', 'stone', 'blocking'),
};

const RANK = { sergeant: 'sgt', lieutenant: 'lt', captain: 'cpt' } as const;

function terrainOf(state: BattleState): Record<string, string> {
  const out: Record<string, string> = {};
  for (const c of Object.keys(state.rules.slow)) out[c] = 'slow';
  for (const c of Object.keys(state.rules.blocking)) out[c] = 'blocking';
  return out;
}

/** What each event drew: where units went, and what each attack did to each target. */
export function roundArrows(events: readonly Event[]): MapArrow[] {
  const out: MapArrow[] = [];
  for (const e of events) {
    if (e.type === 'moved' || e.type === 'charged') {
      out.push({ kind: 'move', side: e.unit.side, from: e.unit.at, to: e.to });
    } else if (e.type === 'brokeAway' && e.to !== null) {
      out.push({ kind: 'move', side: e.unit.side, from: e.unit.at, to: e.to });
    } else if (e.type === 'attacked') {
      for (const t of e.targets) {
        if (!t.hit)
          out.push({ kind: 'attack', side: e.unit.side, from: e.unit.at, to: t.unit.at, label: 'miss' });
      }
    } else if (e.type === 'damage') {
      for (const h of e.hurt) {
        out.push({
          kind: 'attack',
          side: e.unit.side,
          from: e.unit.at,
          to: h.unit.at,
          label: `−${h.damage}`,
        });
      }
    }
  }
  return out;
}

const detailOf = (u: {
  type: BattleState['units'][number]['type'];
  commander: keyof typeof RANK | null;
}): string => `${TYPE_CODE[u.type]}${u.commander ? ` ${RANK[u.commander]}` : ''}`;

/** The units destroyed this round, where they fell: wrecks, so the arrows that destroyed them end on something. */
export function wrecks(events: readonly Event[]): UnitMark[] {
  return events.flatMap((e) =>
    e.type === 'destroyed'
      ? [{ at: e.unit.at, side: e.unit.side, count: 0, detail: detailOf(e.unit), wreck: true }]
      : [],
  );
}

export function dieFightingPicture(
  state: BattleState,
  events: readonly Event[],
  info: PictureInfo,
): MapPicture {
  const health = new Map<string, number>();
  const marks: UnitMark[] = state.units.map((u) => {
    health.set(u.side, (health.get(u.side) ?? 0) + u.health);
    return { at: u.at, side: u.side, count: u.health, detail: detailOf(u) };
  });
  return {
    grid: state.rules.grid,
    title: info.name,
    subtitle: pictureSubtitle(info, state.rules.options.maxRounds, `${state.rules.points} points`),
    terrain: terrainOf(state),
    looks: LOOKS,
    sides: legendSides(state.rules.sides, health, (n) => `${n} health`),
    marks: [...marks, ...wrecks(events)],
    arrows: roundArrows(events),
    attackLabel: 'damage, or miss',
    notes: [
      'Each mark: the health its die shows, and its type (A archers, C conscripts, LI/HI infantry, LC/HC cavalry).',
      ...battleOverNotes(events, sideNameOf(state.rules.sides)),
    ],
  };
}
