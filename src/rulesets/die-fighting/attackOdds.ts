/**
 * Exact odds of one attack ("Attack Roll", "Defense Roll", "Damage Roll") and of a Break Away,
 * for the table's quick resolver and the prompts: every attack total of 2d6, every subset of the
 * targets it beats, every face of the damage die, counted as whole numbers of equally likely rolls
 * (the shared exact dice), so chances come out as reduced fractions. The damage is divided among
 * the units hit as the rules divide it (`shares`, ruling DF6) and never exceeds a unit's health.
 */
import { distributionOf, parseDice, primeFactors, ratio, reduceWith, type Chance } from '../../dice';
import type { Fraction } from '../../dice/fraction';
import { shares } from './attack';
import { cardFor, UNIT_TYPES } from './cards';
import type { Card, CommanderRank, UnitType } from './types';

/** A unit as the odds see it: what it is and the health it has left. */
export interface Fighter {
  readonly type: UnitType;
  readonly commander: CommanderRank | null;
  readonly health: number;
  /** A ranged attack can't see it past blocking terrain: at most 1 damage reaches it (ruling DF7). */
  readonly blocked?: boolean;
}

export interface Expected {
  readonly value: number;
  readonly fraction: Fraction;
}

/** One target's odds: hit, the damage it takes on average, the chance it is destroyed. */
export interface TargetOdds {
  readonly hit: Chance;
  readonly damage: Expected;
  readonly destroyed: Chance;
}

type Cards = Readonly<Record<UnitType, Card>>;

const isRanged = (f: Fighter): boolean => UNIT_TYPES[f.type].kind === 'ranged';
const cardOf = (cards: Cards, f: Fighter): Card => cardFor(cards, f.type, f.commander);

/** Ways to roll each total of 2d6 (index 0 is a total of 2), out of 36, from the shared dice. */
function twoD6(): readonly bigint[] {
  const e = parseDice('2d6');
  const d = e.ok ? distributionOf(e.value, 'exact') : e;
  if (!d.ok || !d.value.exact) throw new Error('2d6 has an exact distribution');
  return d.value.exact.counts;
}
const TWO_D6 = twoD6();
const SIX_SQUARED = 36n;

/** Ways a defence roll (2d6 + `defence`) comes out below `attack`. */
function beaten(attack: number, defence: number): bigint {
  let n = 0n;
  TWO_D6.forEach((w, i) => {
    if (i + 2 + defence < attack) n += w;
  });
  return n;
}

/** The attack totals with their weights; a ranged attacker makes no roll (one certain case). */
function attackCases(attacker: Fighter, bonus: number): [number, bigint][] {
  if (isRanged(attacker)) return [[Infinity, SIX_SQUARED]];
  return TWO_D6.map((w, i): [number, bigint] => [i + 2 + bonus, w]);
}

const chance = (num: bigint, den: bigint, primes: readonly bigint[]): Chance => ({
  probability: ratio(num, den),
  fraction: reduceWith(num, den, primes),
});

/** The odds of `attacker` attacking `defenders` at once (the rules' checks are the caller's). */
export function attackOdds(cards: Cards, attacker: Fighter, defenders: readonly Fighter[]): TargetOdds[] {
  const card = cardOf(cards, attacker);
  const die = UNIT_TYPES[attacker.type].die;
  const n = defenders.length;
  const hit = defenders.map(() => 0n);
  const dealt = defenders.map(() => 0n);
  const kills = defenders.map(() => 0n);
  for (const [attack, wa] of attackCases(attacker, card.attack)) {
    // A ranged attacker hits, and ranged units are hit, without rolls: all 36 defence rolls "lose".
    const wins = defenders.map((d) =>
      attack === Infinity || isRanged(d) ? SIX_SQUARED : beaten(attack, cardOf(cards, d).defence),
    );
    for (let mask = 1; mask < 1 << n; mask++) {
      const hitIdx = defenders.map((_, i) => i).filter((i) => mask & (1 << i));
      let w = wa;
      for (let i = 0; i < n; i++) w *= mask & (1 << i) ? wins[i]! : SIX_SQUARED - wins[i]!;
      if (w === 0n) continue;
      for (const i of hitIdx) hit[i]! += w;
      for (let face = 1; face <= die; face++) {
        const parts = shares(face + card.damage, hitIdx.length);
        hitIdx.forEach((i, j) => {
          const d = defenders[i]!;
          const got = Math.min(parts[j]!, d.blocked ? 1 : Infinity, d.health);
          dealt[i]! += w * BigInt(got);
          if (got >= d.health) kills[i]! += w;
        });
      }
    }
  }
  const rolls = SIX_SQUARED ** BigInt(n + 1);
  const primes = [2n, 3n, ...primeFactors(die)];
  const withDamage = rolls * BigInt(die);
  return defenders.map((_, i) => {
    const damage = reduceWith(dealt[i]!, withDamage, primes);
    return {
      hit: chance(hit[i]!, rolls, primes),
      damage: { value: ratio(damage.num, damage.den), fraction: damage },
      destroyed: chance(kills[i]!, withDamage, primes),
    };
  });
}

/**
 * The chance a Break Away succeeds: one attack roll (2d6 + attack + break away) must beat every
 * holder's defence roll.
 */
export function breakAwayOdds(cards: Cards, unit: Fighter, holders: readonly Fighter[]): Chance {
  const card = cardOf(cards, unit);
  let ways = 0n;
  TWO_D6.forEach((wa, i) => {
    const attack = i + 2 + card.attack + card.breakAway;
    ways += holders.reduce((w, h) => w * beaten(attack, cardOf(cards, h).defence), wa);
  });
  return chance(ways, SIX_SQUARED ** BigInt(holders.length + 1), [2n, 3n]);
}
