/**
 * One Die, Men! event as text: one line per resolved action, with its arithmetic, so a table can
 * check every result by hand. Events that other renderers show (queue, map) return null here.
 */
import { plural } from '../../../core/plural';
import type { Event } from '../../../rulesets/die-men/events';
import type { Style } from '../../style';
import { declarationLabel, setLabel, setOf, unitsLabel, type SideNames } from './names';
import { rollLine } from './rollLine';
import { attackerLabel, bonusTerms, complicationLine, defenceNote } from './renderComplications';

const SKIP_REASONS: Record<string, string> = {
  'no-units': 'its hex has none of its units left',
  'target-empty': 'the target hex is empty now',
  'enemy-in-target': 'enemy units hold the target now',
  'no-own-units-in-target': 'the target no longer holds its own units',
  'path-blocked': 'enemies now block every way there',
  'toward-enemy': 'enemies have moved: it would now retreat toward them',
  'not-surrounded': 'it is no longer surrounded, and a retreating army defends only then',
  'no-escort': 'its siege engines have lost their escort and stay put',
  'no-attackers': 'the units that were to make the attack are gone',
};

function attackLine(e: Extract<Event, { type: 'attacked' }>, names: SideNames, style: Style): string {
  const head = `${setOf(e.set, names)} from ${e.from} → ${e.to}${attackerLabel(e)}`;
  const gobbled = e.gobbled.length
    ? `, ${e.gobbled.length} gobbled (${e.gobbled.join(' ')}): width ${e.width} → ${e.widthAfter}`
    : '';
  if (e.spoiled) return `${head}${gobbled}: ${style.warn('spoiled')}, no damage`;
  const terms = e.by === 'archers' ? ['1 unit'] : [`width ${e.widthAfter}`];
  if (e.encirclement > 0) terms.push(`encirclement ${e.encirclement}`);
  terms.push(...bonusTerms(e.bonuses));
  const killed = style.bad(`${e.kills} killed`);
  // `width 2 + encirclement 2 = 4 killed`; a cap says what held the rest back.
  const arithmetic = terms.length > 1 ? `${terms.join(' + ')} = ` : `${terms[0]} → `;
  if (e.kills < e.damage) {
    return `${head}${gobbled}: ${arithmetic}${e.damage}, capped (${capReason(e)}): ${killed}`;
  }
  return `${head}${gobbled}: ${arithmetic}${killed}`;
}

/**
 * "Deployment: d10 roll-off red 7, blue 3: first to place: red" (a tie rolls again, on the same
 * line). A side's name leads its lines with a colon, never a verb: a name may be plural (Clan
 * Ironfoot's Shieldbrothers) or singular (The Border Levy), and "X places" read wrong for one.
 */
function deployRollLine(e: Extract<Event, { type: 'deployRolled' }>, names: SideNames, style: Style): string {
  const rounds = e.rolls.map((r) => r.map((t) => `${names.styled(t.side)} ${t.face}`).join(', '));
  return `${style.bold('Deployment')} (a hex a turn): d10 roll-off ${rounds.join('; tied, again: ')}: first to place: ${names.styled(e.first)}`;
}

function capReason(e: Extract<Event, { type: 'attacked' }>): string {
  if (e.kills === e.targetUnits && e.targetUnits <= e.cap) return `only ${e.targetUnits} in ${e.to}`;
  return `${e.from} can kill ${e.cap} more this round`;
}

// eslint-disable-next-line max-lines-per-function -- one case per event kind, each a line; splitting would scatter one table
export function renderEvent(e: Event, names: SideNames, style: Style): string | null {
  switch (e.type) {
    case 'battleStarted':
      return style.bold(
        `${e.name}: ${e.sides.map((s) => `${names.styled(s)} (${plural(e.units[s] ?? 0, 'unit')})`).join(' vs ')}`,
      );
    case 'roundStarted':
      return style.bold(`\n── Round ${e.round} ──`);
    case 'deployRolled':
      return deployRollLine(e, names, style);
    case 'deployed':
      return `${names.styled(e.side)}: deploys ${unitsLabel(e.units)} in ${e.at}${e.left > 0 ? style.dim(` (${plural(e.left, 'unit')} left to place)`) : ''}`;
    case 'notDeployed':
      return style.warn(
        // The units last, never a verb's subject: `1 archer stay` read wrong as `2 infantry stays` would.
        `${names.name(e.side)}: no hex left in the zone, out of the battle: ${unitsLabel(e.units)}`,
      );
    case 'declared':
      return Object.entries(e.declarations)
        .map(([side, d]) => `${names.styled(side)}: declares ${style.bold(declarationLabel(d))}`)
        .join('\n');
    case 'rolled':
      return rollLine(e, names, style);
    case 'split':
      return `${names.styled(e.side)}: splits ${setLabel(e.set)} into ${e.into.map(setLabel).join(' + ')}`;
    case 'queue':
      return null;
    case 'passed':
      return style.dim(`${setOf(e.set, names)} not spent`);
    case 'skipped':
      return style.dim(
        `${setOf(e.set, names)} ${e.tactic.type} skipped: ${SKIP_REASONS[e.reason] ?? e.reason}`,
      );
    case 'defended':
      return `${setOf(e.set, names)} defends ${e.at}: gobble dice ${e.dice.join(' ')}${defenceNote(e)} (ready: ${e.pool.join(' ') || 'none'})`;
    case 'attacked':
      return attackLine(e, names, style);
    case 'casualties':
      return `  ${names.styled(e.side)}: loses ${unitsLabel(e.losses)} in ${e.at} (${unitsLabel(e.left)} left)`;
    case 'knocked':
      return e.set
        ? `  ${names.styled(e.side)}: loses a die from a set: now ${setLabel(e.set)}`
        : `  ${names.styled(e.side)}: no unresolved set to lose a die from`;
    case 'spoiled':
      return `  ${setOf(e.set, names)} is spoiled (one die left)`;
    case 'moved':
      return `${setOf(e.set, names)} moves ${unitsLabel(e.units)} ${e.from} → ${e.to}`;
    case 'freeMoved':
      return `${names.styled(e.side)} free move: ${unitsLabel(e.units)} ${e.from} → ${e.to}`;
    case 'roundEnded':
      return style.dim(
        `end of round ${e.round}: ${Object.entries(e.units)
          .map(([s, n]) => `${names.name(s)} ${n}`)
          .join(', ')}`,
      );
    case 'declaredAhead':
    case 'gate':
    case 'interference':
    case 'commandTaken':
    case 'freeGobble':
    case 'threatFailed':
      return complicationLine(e, names, style);
    case 'battleEnded':
      return style.bold(
        e.outcome.winner
          ? `Victory for ${names.styled(e.outcome.winner)} after ${plural(e.round, 'round')}: ${e.outcome.reason}`
          : `Draw after ${plural(e.round, 'round')}: ${e.outcome.reason}`,
      );
  }
}
