/** The body of `diemen df attack`: read the units and dice, roll (or work out the odds), print. */
import { attackOdds } from '../../rulesets/die-fighting/attackOdds';
import { DEFAULT_CARDS } from '../../rulesets/die-fighting/cards';
import { checkQuick, quickAttack, quickResult } from '../../rulesets/die-fighting/quickAttack';
import type { Fighter } from '../../rulesets/die-fighting/attackOdds';
import type { Chance } from '../../dice';
import { formatFraction } from '../../dice';
import { EXIT_OK, type Io } from '../io';
import { reportProblems } from '../report';
import { newSeed } from '../seed';
import { styleFor } from '../style';
import { readDice, readUnits } from './quickInput';
import { renderQuickOdds, renderQuickRoll } from './render/renderQuickAttack';

export interface QuickOptions {
  readonly seed?: string;
  readonly dice?: string;
  readonly odds?: boolean;
  readonly json?: boolean;
}

const chanceJson = (c: Chance) => ({
  probability: c.probability,
  fraction: c.fraction ? formatFraction(c.fraction) : null,
});

const fighterJson = (f: Fighter) => ({ type: f.type, commander: f.commander, health: f.health });

export function runQuickAttack(io: Io, args: readonly string[], o: QuickOptions): number {
  const input = readUnits(args);
  if (!input.ok) return reportProblems(io, [input.error]);
  const { attacker, defenders } = input.value;
  const refused = checkQuick(DEFAULT_CARDS, attacker, defenders);
  if (refused) return reportProblems(io, [refused]);
  const style = styleFor(io);
  if (o.odds) {
    const odds = attackOdds(DEFAULT_CARDS, attacker, defenders);
    if (o.json) {
      const targets = odds.map((x, i) => ({
        ...fighterJson(defenders[i]!),
        hit: chanceJson(x.hit),
        expectedDamage: { value: x.damage.value, fraction: formatFraction(x.damage.fraction) },
        destroyed: chanceJson(x.destroyed),
      }));
      io.out(JSON.stringify({ attacker: fighterJson(attacker), defenders: targets }));
    } else io.out(renderQuickOdds(attacker, defenders, odds, style));
    return EXIT_OK;
  }
  const dice = o.dice === undefined ? undefined : readDice(o.dice, input.value, DEFAULT_CARDS);
  if (dice && !dice.ok) return reportProblems(io, [dice.error]);
  const seed = o.seed ?? newSeed();
  const events = quickAttack(DEFAULT_CARDS, attacker, defenders, seed, dice?.value);
  if (!events.ok) return reportProblems(io, [events.error]);
  if (o.json) {
    io.out(
      JSON.stringify({
        attacker: fighterJson(attacker),
        defenders: defenders.map(fighterJson),
        ...quickResult(defenders, events.value),
        seed,
      }),
    );
  } else {
    const seedLine = o.dice === undefined ? `\n${style.dim(`seed: ${seed}`)}` : '';
    io.out(`${renderQuickRoll(attacker, defenders, events.value, style)}${seedLine}`);
  }
  return EXIT_OK;
}
