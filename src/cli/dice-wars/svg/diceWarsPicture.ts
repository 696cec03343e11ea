/**
 * A Dice Wars battle as a map picture: terrain pieces shaded by height band (each band its own
 * pattern, readable in greyscale; pieces sight passes through, DW-G8, a lattice whatever their
 * height), a mark per model (the unit's first model with its dice left and its letter and name;
 * the other members of a squad joined to it by a line, so the name is written once), what fell this
 * round as wrecks, and the round's moves and attacks as arrows, each attack labelled with the
 * markers it put on its target, or "miss".
 * Pure: the shared renderer (src/cli/svg) turns it into SVG.
 */
import { diceLeft } from '../../../rulesets/dice-wars/board';
import type { Event } from '../../../rulesets/dice-wars/events';
import type { BattleState } from '../../../rulesets/dice-wars/state';
import type { CellKey } from '../../../grid/types';
import type { MapArrow, MapPicture, PictureInfo, TerrainLook, UnitMark } from '../../svg/picture';
import { battleOverNote, groundLook, legendSides, pictureSubtitle, sideNameOf } from '../../svg/pictureParts';
import { sideNames } from '../../render/sideNames';
import { plainStyle } from '../../style';
import { unitLetters } from '../render/renderMap';

const LOOKS: Readonly<Record<string, TerrainLook>> = {
  open: groundLook('open ground', 'open', 'plain'),
  low: { label: 'terrain under 1"', fill: '#EFE8D2', pattern: 'dots', ink: '#8A7440' },
  mid: { label: 'terrain 1"-3"', fill: '#E3D9BC', pattern: 'contours', ink: '#6E5A2E' },
  high: { label: 'terrain 3"-6"', fill: '#CFC6B0', pattern: 'bricks', ink: '#4A4234' },
  tall: { label: 'terrain 6" and over', fill: '#B9B4A8', pattern: 'checks', ink: '#33302A' },
  clear: { label: 'terrain sight passes through', fill: '#E6EEDC', pattern: 'lattice', ink: '#5C7048' },
};

/** The height band of a piece, by the picture's terrain names. */
export const bandOf = (h: number): string => (h < 1 ? 'low' : h < 3 ? 'mid' : h < 6 ? 'high' : 'tall');

function terrainOf(state: BattleState): Record<CellKey, string> {
  const out: Record<CellKey, string> = {};
  for (const p of state.rules.table.pieces)
    for (const c of p.cells) out[c] = p.blocksSight === false ? 'clear' : bandOf(p.height);
  return out;
}

/**
 * Where each unit's first model stood when each event happened: a unit that moved started from its
 * first move's squares; one that didn't stands where the state has it, or, destroyed this round,
 * where it stood as the round began (`before`; without it, such a unit's arrows are left out).
 */
export function roundArrows(events: readonly Event[], state: BattleState, before?: BattleState): MapArrow[] {
  const at = new Map<string, CellKey>();
  for (const u of before?.units ?? []) if (u.models[0]) at.set(u.id, u.models[0]);
  for (const u of state.units) at.set(u.id, u.models[0]!);
  for (const e of [...events].reverse()) if (e.type === 'moved') at.set(e.unit.id, e.from[0]!);
  const out: MapArrow[] = [];
  for (const e of events) {
    if (e.type === 'moved' && e.to[0] !== e.from[0]) {
      out.push({ kind: 'move', side: e.unit.side, from: e.from[0]!, to: e.to[0]! });
      at.set(e.unit.id, e.to[0]!);
    } else if (e.type === 'attacked') {
      const from = at.get(e.unit.id);
      const to = at.get(e.target.id);
      if (!from || !to) continue;
      const label = e.hits === 0 ? 'miss' : `−${e.markers}`;
      out.push({ kind: 'attack', side: e.unit.side, from, to, label });
    }
  }
  return out;
}

/**
 * What fell this round, as wrecks where it fell: a destroyed unit's models (where its last move
 * left them, or where they stood as the round began) and a squad's members removed.
 */
export function wrecks(
  events: readonly Event[],
  before: BattleState | undefined,
  letter: (id: string) => string | undefined,
): UnitMark[] {
  const out: UnitMark[] = [];
  const where = new Map<string, readonly CellKey[]>();
  for (const u of before?.units ?? []) where.set(u.id, u.models);
  for (const e of events) {
    if (e.type === 'moved') where.set(e.unit.id, e.to);
    if (e.type === 'diceLost')
      for (const at of e.members)
        out.push({ at, side: e.unit.side, count: 0, wreck: true, group: e.unit.id });
    if (e.type !== 'destroyed') continue;
    const models = where.get(e.unit.id) ?? [];
    const name = [letter(e.unit.id), e.unit.name].filter((x) => x !== undefined).join(' ');
    models.forEach((at, i) =>
      out.push({
        at,
        side: e.unit.side,
        count: 0,
        wreck: true,
        group: e.unit.id,
        ...(i === 0 ? { detail: name } : {}),
      }),
    );
  }
  return out;
}

function notes(events: readonly Event[], name: (id: string) => string): string[] {
  const out: string[] = [];
  for (const e of events) {
    if (e.type === 'destroyed') out.push(`${name(e.unit.side)} ${e.unit.name} destroyed.`);
    if (e.type === 'battleEnded') out.push(battleOverNote(e.outcome, name));
  }
  return out;
}

export function diceWarsPicture(state: BattleState, events: readonly Event[], info: PictureInfo): MapPicture {
  const before = info.before as BattleState | undefined;
  const names = sideNames(state.rules.sides, plainStyle);
  // Letters as the round began, so a unit destroyed this round doesn't move the others' on.
  const letters = unitLetters(state, names, before ? unitLetters(before, names) : undefined);
  const dice = new Map<string, number>();
  const marks: UnitMark[] = state.units.flatMap((u) => {
    dice.set(u.side, (dice.get(u.side) ?? 0) + diceLeft(u));
    const letter = letters.get(u.id)!;
    return u.models.map((at, i) =>
      i === 0
        ? { at, side: u.side, count: diceLeft(u), detail: `${letter} ${u.name}`, group: u.id }
        : { at, side: u.side, count: u.core, group: u.id },
    );
  });
  const { cols, rows } = state.rules.table;
  return {
    grid: { kind: 'square', cols, rows },
    title: info.name,
    subtitle: pictureSubtitle(info, state.rules.maxRounds, `${cols}"x${rows}" table`),
    terrain: terrainOf(state),
    looks: LOOKS,
    sides: legendSides(state.rules.sides, dice, (n) => `${n} dice left`),
    marks: [...marks, ...wrecks(events, before, (id) => letters.get(id))],
    arrows: roundArrows(events, state, before),
    attackLabel: 'damage markers, or miss',
    notes: [
      "Each unit's first model: its dice left, its letter and name; a squad's other members, joined to it by a line: their Core dice.",
      ...notes(events, sideNameOf(state.rules.sides)),
    ],
  };
}
