/**
 * A combat action as a choice, with its odds worked out exactly (attackOdds.ts): an attack's or a
 * charge's chance to hit each target, the damage it does on average and the chance it destroys
 * it; a Break Away's chance; what a Regroup heals. A label that would wrap a list line at 80
 * columns drops `on average`, then the target's side, then words, then the target's commander, then
 * the percentages' decimals, as needed (played: `damage 4.5 on aver` / `age` broke mid-word; on df-stream a charge on a heavy
 * infantry +captain still broke `kil` / `l 5.98%` when terse).
 */
import { sees } from '../../../rulesets/die-fighting/attack';
import { attackOdds, breakAwayOdds, type TargetOdds } from '../../../rulesets/die-fighting/attackOdds';
import { holders, kindOf, maxHealth, unitAt } from '../../../rulesets/die-fighting/board';
import type { BattleState } from '../../../rulesets/die-fighting/state';
import { defaultChargeSquare } from '../../../rulesets/die-fighting/charge';
import type { Action, Unit } from '../../../rulesets/die-fighting/types';
import { firstFitting } from '../../layout/wrap';
import { pct } from '../../render/renderOdds';
import type { SideNames } from '../../render/sideNames';
import { unitKind } from '../render/labels';

/**
 * How much a label is cut to fit: 0 whole, 1 without `on average`, 2 without the side, 3 terse,
 * 4 without the target's commander (its type and health stay; the map shows it too), 5 with whole
 * percentages.
 */
type Cut = 0 | 1 | 2 | 3 | 4 | 5;

/** `34%`; never 0% or 100% for what may or may not happen. */
const wholePct = (p: number): string =>
  p > 0 && p < 0.005 ? '<1%' : p < 1 && p > 0.995 ? '>99%' : `${Math.round(p * 100)}%`;

const oddsText = (o: TargetOdds, cut: Cut): string => {
  const per = cut >= 5 ? wholePct : pct;
  return cut >= 3
    ? `hit ${per(o.hit.probability)}, dmg ${o.damage.value.toFixed(1)}, kill ${per(o.destroyed.probability)}`
    : `hit ${pct(o.hit.probability)}, damage ${o.damage.value.toFixed(1)}${cut === 0 ? ' on average' : ''}, destroys ${pct(o.destroyed.probability)}`;
};

/** `Blue light infantry 5/8 at 4,1` (without the side once cut to 2, the commander at 4). */
const target = (t: Unit, names: SideNames, cut: Cut): string =>
  `${cut >= 2 ? '' : `${names.name(t.side)} `}${cut >= 4 ? unitKind({ ...t, commander: null }) : unitKind(t)} ${t.health}/${maxHealth(t)} at ${t.at}`;

function attackLabel(s: BattleState, u: Unit, cells: readonly string[], names: SideNames, cut: Cut): string {
  const ts = cells.map((c) => unitAt(s, c)!);
  const ranged = kindOf(u) === 'ranged';
  const odds = attackOdds(
    s.rules.cards,
    u,
    ts.map((t) => ({ ...t, blocked: ranged && !sees(s, u.at, t.at) })),
  );
  const parts = ts.map((t, i) => {
    const blocked = ranged && !sees(s, u.at, t.at) ? ' (behind blocking terrain: at most 1)' : '';
    return `${target(t, names, cut)}${blocked}: ${oddsText(odds[i]!, cut)}`;
  });
  return `${ranged ? 'shoot' : 'attack'} ${parts.join('; ')}`;
}

/** The label, cut as little as needed to fit `width` columns (a list line less inquirer's `❯ `). */
export function actionLabel(s: BattleState, u: Unit, a: Action, names: SideNames, width = 78): string {
  const cuts: Cut[] = [0, 1, 2, 3, 4, 5];
  const labels = cuts.map((cut) => labelOf(s, u, a, names, cut));
  return firstFitting(labels, width);
}

function labelOf(s: BattleState, u: Unit, a: Action, names: SideNames, cut: Cut): string {
  switch (a.type) {
    case 'hold':
      return 'hold';
    case 'attack':
      return attackLabel(s, u, a.targets, names, cut);
    case 'charge': {
      const t = unitAt(s, a.target)!;
      const from = a.to ?? defaultChargeSquare(s, u, a.target);
      const [odds] = attackOdds(s.rules.cards, u, [t]);
      return `charge ${target(t, names, cut)} from ${from}: ${oddsText(odds!, cut)}`;
    }
    case 'breakAway': {
      const held = holders(s, u);
      const chance = breakAwayOdds(s.rules.cards, u, held);
      // Beside enemies that don't hold it (a mounted unit is held only by mounted ones, board.ts
      // holds), it goes for sure: 'beat all 0 holders' read as nonsense.
      const beat =
        held.length === 0
          ? 'no enemy beside it holds it'
          : held.length === 1
            ? 'beat the holder'
            : `beat all ${held.length} holders`;
      return `break away to ${a.to}: ${pct(chance.probability)} (${beat})`;
    }
    case 'regroup': {
      const p = unitAt(s, a.with)!;
      const heal = (x: Unit) => `${x.health} → ${Math.min(maxHealth(x), x.health + 1)}/${maxHealth(x)}`;
      return `regroup with ${a.with}: +1 health each (${heal(u)} and ${heal(p)})`;
    }
  }
}
