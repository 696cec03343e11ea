/** `diemen df attack`: an attack rolled, line by line with its arithmetic, or its exact odds. */
import { formatFraction, type Chance } from '../../../dice';
import type { Fighter, TargetOdds } from '../../../rulesets/die-fighting/attackOdds';
import { cardFor, DEFAULT_CARDS, UNIT_TYPES } from '../../../rulesets/die-fighting/cards';
import type { Event } from '../../../rulesets/die-fighting/events';
import { DEFENDER_CELLS } from '../../../rulesets/die-fighting/quickAttack';
import { pct } from '../../render/renderOdds';
import { fitTable } from '../../layout/fitTable';
import { fit } from '../../layout/wrap';
import type { Style } from '../../style';
import { rollText, unitKind } from './labels';

/** `light infantry 5/8`. */
export const fighterText = (f: Fighter): string => `${unitKind(f)} ${f.health}/${UNIT_TYPES[f.type].die}`;

const signed = (n: number): string => (n >= 0 ? `+${n}` : String(n));

/** `heavy cavalry +captain (attack +2, damage d20+0)`. */
function attackerText(a: Fighter): string {
  const card = cardFor(DEFAULT_CARDS, a.type, a.commander);
  const die = `d${UNIT_TYPES[a.type].die}${card.damage ? signed(card.damage) : ''}`;
  const ranged = UNIT_TYPES[a.type].kind === 'ranged';
  return `${unitKind(a)} (${ranged ? 'no attack roll' : `attack ${signed(card.attack)}`}, damage ${die})`;
}

function defenderText(d: Fighter): string {
  const ranged = UNIT_TYPES[d.type].kind === 'ranged';
  const card = cardFor(DEFAULT_CARDS, d.type, d.commander);
  return `${fighterText(d)} (${ranged ? 'no defence roll' : `defence ${signed(card.defence)}`})`;
}

export function renderQuickRoll(
  attacker: Fighter,
  defenders: readonly Fighter[],
  events: readonly Event[],
  style: Style,
): string {
  const lines = [
    style.bold(`${attackerText(attacker)} attacks ${defenders.map(defenderText).join(' and ')}`),
  ];
  const health = defenders.map((d) => d.health);
  for (const e of events) {
    if (e.type === 'attacked') {
      if (e.attack) lines.push(`attack   2d6 ${rollText(e.attack)}`);
      e.targets.forEach((t, i) => {
        const roll = t.defence ? `defence 2d6 ${rollText(t.defence)}` : 'no roll';
        const result = t.hit ? style.good('hit') : style.warn('miss');
        lines.push(`${i === 0 ? 'vs' : '  '}       ${unitKind(t.unit)}: ${roll} → ${result}`);
      });
    }
    if (e.type === 'damage') {
      const hurt = e.hurt.map((h) => {
        const i = DEFENDER_CELLS.indexOf(h.unit.at);
        health[i] = h.health;
        return `${unitKind(h.unit)} ${h.health + h.damage} → ${h.health <= 0 ? style.bad('0') : h.health}`;
      });
      lines.push(`damage   d${UNIT_TYPES[e.unit.type].die} ${rollText(e.roll)} → ${hurt.join(', ')}`);
    }
    if (e.type === 'destroyed')
      lines.push(`         ${unitKind(e.unit)} ${style.bad('destroyed')} (${e.points} points)`);
    if (e.type === 'unusedDice') lines.push(style.dim(`(the ${e.dice} faces given were not needed: a miss)`));
  }
  const left = defenders.map((d, i) => `${unitKind(d)} ${health[i]}/${UNIT_TYPES[d.type].die}`);
  lines.push(`left     ${left.join(', ')}`);
  return fit(lines.join('\n'), style.width);
}

const chanceText = (c: Chance): string =>
  `${c.fraction ? `${formatFraction(c.fraction)}  ` : ''}${pct(c.probability)}`;

export function renderQuickOdds(
  attacker: Fighter,
  defenders: readonly Fighter[],
  odds: readonly TargetOdds[],
  style: Style,
): string {
  const rows = odds.map((o, i) => {
    const dmg = `${formatFraction(o.damage.fraction)}${o.damage.fraction.den === 1n ? '' : ` = ${o.damage.value.toFixed(3)}`}`;
    return [defenderText(defenders[i]!), chanceText(o.hit), dmg, chanceText(o.destroyed)];
  });
  const table = fitTable(
    { head: ['defender', 'hit', 'expected damage', 'destroyed'].map((h) => style.bold(h)), rows, wrap: [0] },
    style.width,
  );
  const split = defenders.length > 1 ? style.dim('\none damage roll is divided among the units hit') : '';
  return fit(`${style.bold(`${attackerText(attacker)} attacks`)}\n${table}${split}`, style.width);
}
