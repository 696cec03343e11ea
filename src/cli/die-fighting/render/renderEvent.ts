/**
 * One Die Fighting event as text: one line per event with its arithmetic (rolls, bonuses, totals,
 * damage and health before and after), so the table can check every result by hand. A unit is
 * followed by a colon, never straight by a verb: `archers` and `conscripts` are plural, `light
 * cavalry` reads either way.
 */
import { UNIT_TYPES } from '../../../rulesets/die-fighting/cards';
import type { Event, Hurt, Roll, TargetResult } from '../../../rulesets/die-fighting/events';
import type { BattleState } from '../../../rulesets/die-fighting/state';
import type { SideNames } from '../../render/sideNames';
import type { Style } from '../../style';
import { plural } from '../../../core/plural';
import { rollText, typeName, unitLabel } from './labels';

type Of<T extends Event['type']> = Extract<Event, { type: T }>;

/** `Red 2d6 3+4 = 7, Blue 2d6 5+1 = 6`. */
const rollOff = (rolls: Readonly<Record<string, Roll>>, names: SideNames): string =>
  Object.entries(rolls)
    .map(([side, r]) => `${names.styled(side)} 2d6 ${rollText(r)}`)
    .join(', ');

/**
 * Who won a roll-off and why. Said without a verb after the side's name (`the choice of map to X`,
 * `X first`): a side's name may be singular or plural (`Blue Host`, `The Free Companies`).
 */
function rollOffResult(
  e: {
    winner: string | null;
    reason: 'higher' | 'more units' | 'tied';
    rolls: Readonly<Record<string, Roll>>;
  },
  names: SideNames,
  won: (side: string) => string,
): string {
  if (e.winner === null) return 'tied, and on units too: roll again';
  const why = e.reason === 'higher' ? 'higher' : `tied at ${Object.values(e.rolls)[0]?.total}: more units`;
  return `${won(names.styled(e.winner))} (${why})`;
}

/** `vs Blue light infantry at 4,1 defence 2+2 = 4 → hit`. */
function versus(t: TargetResult, names: SideNames, style: Style, what: string, hit: string, miss: string) {
  const roll = t.defence ? `${what} ${rollText(t.defence)}` : `(no ${what} roll)`;
  return `${unitLabel(t.unit, names)} ${roll} → ${t.hit ? style.good(hit) : style.warn(miss)}`;
}

function attackLine(e: Of<'attacked'>, names: SideNames, style: Style): string {
  const who = unitLabel(e.unit, names);
  const left = e.usesLeft === undefined ? '' : ` (${plural(e.usesLeft, 'shot')} left)`;
  if (e.attack === null) {
    // No roll: a ranged attacker, or targets that are all ranged (DF11).
    const targets = e.targets.map((t) => unitLabel(t.unit, names)).join(' and ');
    const hit = style.good(e.targets.length > 1 ? 'all hit' : 'hit');
    if (e.usesLeft !== undefined) return `${who}: shoots ${targets}; no rolls, ${hit}${left}`;
    return `${who}: attacks ${targets}; archers make no defence roll, ${hit}`;
  }
  const vs = e.targets.map((t) => versus(t, names, style, 'defence', 'hit', 'miss'));
  return `${who}: attacks, 2d6 ${rollText(e.attack)} vs ${vs.join('; vs ')}${left}`;
}

function hurtText(h: Hurt, names: SideNames, style: Style): string {
  const before = h.health + h.damage;
  const after = h.health <= 0 ? style.bad('0') : String(h.health);
  const notes = [
    h.blocked ? 'behind blocking terrain: at most 1' : '',
    h.passedFrom ? `passed on from ${h.passedFrom}` : '',
  ].filter(Boolean);
  return `${unitLabel(h.unit, names)}: ${before} → ${after}${notes.length ? ` (${notes.join('; ')})` : ''}`;
}

function damageLine(e: Of<'damage'>, names: SideNames, style: Style): string {
  const dealt = e.hurt.reduce((n, h) => n + h.damage, 0);
  const wasted =
    e.roll.total > dealt ? style.dim(` (${e.roll.total - dealt} beyond what was left to hurt)`) : '';
  const hurt = e.hurt.length ? e.hurt.map((h) => hurtText(h, names, style)).join('; ') : 'no one';
  return `  damage d${UNIT_TYPES[e.unit.type].die} ${rollText(e.roll)} → ${hurt}${wasted}`;
}

function breakAwayLine(e: Of<'brokeAway'>, names: SideNames, style: Style): string {
  const who = unitLabel(e.unit, names);
  const result = e.success ? style.good(`breaks away to ${e.to}`) : style.warn(`stays at ${e.unit.at}`);
  if (e.attack === null) return `${who}: ${result} (no roll needed)`;
  const vs = e.holders.map((h) => versus(h, names, style, 'defence', 'beaten', 'holds'));
  return `${who}: tries to break away, 2d6 ${rollText(e.attack)} vs ${vs.join('; vs ')}: ${result}`;
}

/** `Red 4 units, 27 health`. */
function standings(e: Of<'roundEnded'>, names: SideNames, state?: BattleState): string {
  const sides = Object.keys(e.units).map(
    (s) => `${names.styled(s)} ${plural(e.units[s] ?? 0, 'unit')}, ${e.health[s] ?? 0} health`,
  );
  const points = state
    ? `; points destroyed ${Object.entries(state.destroyed)
        .map(([s, n]) => `${names.name(s)} ${n}`)
        .join(', ')}`
    : '';
  return `end of round ${e.round}: ${sides.join('; ')}${points}`;
}

/** The side that is not `side` (Die Fighting has two). */
const otherSide = (side: string, names: SideNames): string =>
  [...names.index.keys()].find((s) => s !== side) ?? side;

/** The line for `e`; `state` (the battle after the event's step) adds the points destroyed. */
// eslint-disable-next-line max-lines-per-function -- one case per event kind, each a line; splitting would scatter one table
export function renderEvent(e: Event, names: SideNames, style: Style, state?: BattleState): string {
  switch (e.type) {
    case 'battleStarted':
      return style.bold(
        e.sides
          .map((s) => `${names.styled(s.id)} (${plural(s.units, 'unit')}, ${s.points} points)`)
          .join(' vs '),
      );
    case 'setupRolled':
      return `Set-up roll: ${rollOff(e.rolls, names)} → ${rollOffResult(e, names, (w) => `the choice of map to ${w}`)}`;
    case 'edgeChosen':
      return `The ${e.edge} edge to ${names.styled(e.side)}, the ${e.other} to ${names.styled(otherSide(e.side, names))}`;
    case 'deployed':
      return `${unitLabel(e.unit, names)} deployed`;
    case 'roundStarted':
      return style.bold(`\n── Round ${e.round} ──`);
    case 'initiative':
      return `Initiative: ${rollOff(e.rolls, names)} → ${rollOffResult({ ...e, winner: e.first }, names, (w) => `${w} first`)}`;
    case 'phase':
      return style.bold(e.phase === 'movement' ? '· Movement phase' : '· Combat phase');
    case 'moved':
      return `${unitLabel(e.unit, names)}: moves to ${e.to} (cost ${e.cost})`;
    case 'stayed':
      return style.dim(`${unitLabel(e.unit, names)}: stays`);
    case 'restStayed':
      return style.dim(`${names.styled(e.side)}: the rest stay (${plural(e.units, 'unit')})`);
    case 'attacked':
      return attackLine(e, names, style);
    case 'damage':
      return damageLine(e, names, style);
    case 'destroyed':
      return `  ${unitLabel(e.unit, names)}: ${style.bad('destroyed')}, ${e.points} points to ${names.styled(e.by)}`;
    case 'charged':
      return `${unitLabel(e.unit, names)}: charges ${e.target}${e.to === e.unit.at ? ' without moving' : `, moving to ${e.to}`}`;
    case 'brokeAway':
      return breakAwayLine(e, names, style);
    case 'regrouped':
      return `${e.units.map((u) => unitLabel(u.unit, names)).join(' and ')} regroup: health ${e.units.map((u) => u.health).join(' and ')}`;
    case 'held':
      return style.dim(`${unitLabel(e.unit, names)}: holds`);
    case 'unusedDice':
      return style.dim(
        `  (the ${e.dice} faces given for ${names.name(e.unit.side)} ${typeName(e.unit.type)} at ${e.unit.at} were not needed)`,
      );
    case 'unusedChoice':
      return style.dim(
        `  (damage to pass on was named for ${e.cell}, but ${e.why === 'gone' ? 'that unit had fallen: it went where it did most' : 'none was left to pass on'})`,
      );
    case 'restHeld':
      return style.dim(`${names.styled(e.side)}: the rest hold (${plural(e.units, 'unit')})`);
    case 'roundEnded':
      return style.dim(standings(e, names, state));
    case 'battleEnded': {
      const points = Object.entries(e.destroyed)
        .map(([s, n]) => `${names.name(s)} ${n}`)
        .join(', ');
      const head = e.outcome.winner ? `Victory for ${names.styled(e.outcome.winner)}` : 'Draw';
      return style.bold(`${head}: ${e.outcome.reason} (points destroyed: ${points})`);
    }
  }
}
