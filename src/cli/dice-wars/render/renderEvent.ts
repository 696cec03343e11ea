/**
 * One Dice Wars event as text, one line each with its arithmetic: the roll-off dice, the hit dice
 * against the number they needed (and why: the -1 for a target's 2 Speed dice), the damage dice,
 * what cover took, the saves against their number, and the dice each loss took, so the table can
 * check every result by hand. A unit's name is followed by a colon, never straight by a verb: a
 * card may be named in the plural (`Scavenger Raiders`) or the singular (`Warbuggy`).
 */
import type { Event, Weapon } from '../../../rulesets/dice-wars/events';
import type { BattleState } from '../../../rulesets/dice-wars/state';
import { BASIC_MELEE, profileOf } from '../../../rulesets/dice-wars/weapons';
import type { SideNames } from '../../render/sideNames';
import type { Style } from '../../style';
import { plural } from '../../../core/plural';
import { cells, dice, dieName, unitLabel, weaponName } from './labels';
import { inches, moveCost } from './moveCost';

type Of<T extends Event['type']> = Extract<Event, { type: T }>;

/** `Red 5, Blue 2`. */
const rollOff = (rolls: Readonly<Record<string, number>>, names: SideNames): string =>
  Object.entries(rolls)
    .map(([side, f]) => `${names.styled(side)} ${f}`)
    .join(', ');

/** The weapon's own need: the event's need less the Speed penalty, if any. */
const baseNeed = (w: Weapon): number =>
  w.type === 'melee' ? BASIC_MELEE.need : (profileOf(w.kind, w.dice)?.need ?? BASIC_MELEE.need);

/** D3 or D6: a D6 hit does its face, a D3 half (so a D3's total is smaller unless every face is 1). */
function damageDie(e: Of<'attacked'>): 'D3' | 'D6' {
  const sum = e.damageFaces.reduce((n, f) => n + f, 0);
  return sum === e.damage && e.damageFaces.some((f) => f > 1) ? 'D6' : 'D3';
}

function damageText(e: Of<'attacked'>): string {
  if (e.hits === 0) return 'no damage';
  if (e.damageFaces.length === 0) return `${e.damage} damage (1 a hit)`;
  const die = damageDie(e);
  const each = die === 'D6' ? e.damageFaces : e.damageFaces.map((f) => Math.ceil(f / 2));
  const shown = die === 'D6' ? '' : ` → ${each.join('+')}`;
  return `damage ${die} ${e.damageFaces.join(' ')}${shown} = ${e.damage}`;
}

function coverText(e: Of<'attacked'>, style: Style): string {
  if (e.cover === 'used') return `; cover takes the first → ${plural(e.markers, 'marker')}`;
  if (e.cover === 'ignored') return `; ${style.warn('ignores cover')} → ${plural(e.markers, 'marker')}`;
  return e.damage > 0 ? ` → ${plural(e.markers, 'marker')}` : '';
}

function attackLine(e: Of<'attacked'>, names: SideNames, style: Style): string {
  const base = baseNeed(e.weapon);
  const need = e.need > base ? `${e.need}+ (${base}+, -1 to hit 2 Speed dice)` : `${e.need}+`;
  const faces = e.hitFaces.length ? e.hitFaces.join(' ') : '-';
  const hits = e.hits > 0 ? style.good(plural(e.hits, 'hit')) : style.warn('no hits');
  const head = `${unitLabel(e.unit, names)}: attacks ${unitLabel(e.target, names)} with ${weaponName(e.weapon)}`;
  return `${head}: ${plural(e.attackers, 'model')} roll ${faces} vs ${need} → ${hits}; ${damageText(e)}${coverText(e, style)}`;
}

function savedLine(e: Of<'saved'>, names: SideNames, style: Style): string {
  const auto = e.automatic > 0 ? `, ${e.automatic} saved automatically` : '';
  const rolled =
    e.faces.length > 0
      ? `; saves ${e.faces.join(' ')} vs ${e.need}+ → ${plural(e.faces.filter((f) => f >= e.need).length, 'save')}`
      : '';
  const left = e.unsaved > 0 ? style.bad(`${e.unsaved} unsaved`) : style.good('all saved');
  return `  ${unitLabel(e.unit, names)}: ${plural(e.markers, 'marker')}${auto}${rolled} → ${left}`;
}

function lostLine(e: Of<'diceLost'>, names: SideNames, style: Style, state?: BattleState): string {
  const u = state?.units.find((x) => x.id === e.unit.id);
  const carried =
    e.carried > 0 ? style.dim(` (${plural(e.carried, 'damage', 'damage')} carried to next round)`) : '';
  if (e.members.length > 0)
    return `  ${unitLabel(e.unit, names)}: loses ${plural(e.members.length, 'member')} at ${cells(e.members)}${carried}`;
  if (e.dice.length > 0)
    return `  ${unitLabel(e.unit, names)}: loses ${dice(e.dice.length)}: ${e.dice.map((r) => dieName(u, r)).join(', ')}${carried}`;
  return `  ${unitLabel(e.unit, names)}: loses nothing yet${carried}`;
}

const standings = (dice: Readonly<Record<string, number>>, names: SideNames): string =>
  Object.entries(dice)
    .map(([s, n]) => `${names.name(s)} ${n}`)
    .join(', ');

function moveLine(e: Of<'moved'>, names: SideNames, state?: BattleState): string {
  const what = e.free ? 'free move' : 'Move action';
  const stays = e.to.every((c, i) => c === e.from[i]);
  if (stays) return `${unitLabel(e.unit, names)}: stays (${what})`;
  const cost = state ? moveCost(state, e.unit.id, e.from, e.to) : null;
  const notes = [cost === null ? '' : inches(cost), e.leftCover ? 'out of cover' : ''].filter(Boolean);
  const where = e.from.length === 1 ? `${e.from[0]} → ${e.to[0]}` : `${cells(e.from)} → ${cells(e.to)}`;
  return `${unitLabel(e.unit, names)} ${what}: ${where}${notes.length ? ` (${notes.join('; ')})` : ''}`;
}

/** The line for `e`; `state` (the battle after the event's step) names the dice a unit lost. */
export function renderEvent(e: Event, names: SideNames, style: Style, state?: BattleState): string {
  switch (e.type) {
    case 'battleStarted':
      return style.bold(
        e.sides
          .map((s) => `${names.styled(s.id)} (${plural(s.units, 'unit')}, ${dice(s.dice)})`)
          .join(' vs '),
      );
    case 'edgesRolled':
      return `Deployment roll-off: ${rollOff(e.rolls, names)} → ${e.winner ? `the choice of edge to ${names.styled(e.winner)}` : 'tied: roll again'}`;
    case 'edgeChosen':
      return `The ${e.edge} edge to ${names.styled(e.side)}, the ${e.other} to the other side`;
    case 'deployed':
      return `${unitLabel(e.unit, names)}: deploys at ${cells(e.at)}`;
    case 'roundStarted':
      return style.bold(`\n── Round ${e.round} ──`);
    case 'firstRolled':
      return `First activation: ${rollOff(e.rolls, names)} → ${e.first ? `${names.styled(e.first)} first` : 'tied: roll again'}`;
    case 'activated':
      return style.bold(`${unitLabel(e.unit, names)}: activates (${plural(e.actions, 'Core action')})`);
    case 'moved':
      return moveLine(e, names, state);
    case 'attacked':
      return attackLine(e, names, style);
    case 'activationEnded':
      return style.dim(
        `${unitLabel(e.unit, names)}: activation ends${e.unused > 0 ? ` (${plural(e.unused, 'action')} unused)` : ''}`,
      );
    case 'restIdle':
      return style.dim(`${names.styled(e.side)}: the rest do nothing (${plural(e.units, 'unit')})`);
    case 'damagePhase':
      return style.bold('· Damage Phase');
    case 'saved':
      return savedLine(e, names, style);
    case 'diceLost':
      return lostLine(e, names, style, state);
    case 'destroyed':
      return `  ${unitLabel(e.unit, names)}: ${style.bad('destroyed')}`;
    case 'roundEnded':
      return style.dim(
        `end of round ${e.round}: dice left ${standings(e.dice, names)}; units left ${standings(e.units, names)}`,
      );
    case 'battleEnded': {
      const head = e.outcome.winner ? `Victory for ${names.styled(e.outcome.winner)}` : 'Draw';
      return style.bold(`${head}: ${e.outcome.reason} (dice left: ${standings(e.dice, names)})`);
    }
  }
}
