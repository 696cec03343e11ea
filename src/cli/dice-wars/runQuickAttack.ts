/** The body of `diemen dw attack`: read the stat lines, roll the attack (or work out its odds), print. */
import { expected, exactly, formatFraction } from '../../dice';
import { checkQuick, quickOdds, rollQuick } from '../../rulesets/dice-wars/quickAttack';
import { EXIT_OK, type Io } from '../io';
import { reportProblems } from '../report';
import { newSeed } from '../seed';
import { styleFor } from '../style';
import { readAttack, readQuickDice, type AttackFlags } from './quickInput';
import { renderQuickOdds, renderQuickRoll } from './render/renderQuickAttack';

export interface QuickOptions extends AttackFlags {
  readonly seed?: string;
  readonly dice?: string;
  readonly odds?: boolean;
  readonly json?: boolean;
}

export function runQuickAttack(io: Io, args: readonly string[], o: QuickOptions): number {
  const q = readAttack(args, o);
  if (!q.ok) return reportProblems(io, [q.error]);
  const refused = checkQuick(q.value);
  if (refused) return reportProblems(io, [refused]);
  const style = styleFor(io);
  if (o.odds) {
    const odds = quickOdds(q.value);
    if (o.json) {
      const e = expected(odds.unsaved);
      const m = expected(odds.markers);
      io.out(
        JSON.stringify({
          attack: q.value,
          need: odds.need,
          damagePerHit: odds.per,
          expectedHits: odds.expectedHits,
          expectedMarkers: m.value,
          expectedDamage: { value: e.value, fraction: e.fraction ? formatFraction(e.fraction) : null },
          damage: exactly(odds.unsaved).map((c, i) => ({
            damage: odds.unsaved.min + i,
            probability: c.probability,
            fraction: c.fraction ? formatFraction(c.fraction) : null,
          })),
        }),
      );
    } else io.out(renderQuickOdds(q.value, odds, style));
    return EXIT_OK;
  }
  const dice = o.dice === undefined ? undefined : readQuickDice(o.dice);
  if (dice && !dice.ok) return reportProblems(io, [dice.error]);
  const seed = o.seed ?? newSeed();
  const r = rollQuick(q.value, seed, dice?.value);
  if (!r.ok) return reportProblems(io, [r.error]);
  if (o.json) io.out(JSON.stringify({ attack: q.value, ...r.value, seed }));
  else {
    const seedLine = o.dice === undefined ? `\n${style.dim(`seed: ${seed}`)}` : '';
    io.out(`${renderQuickRoll(q.value, r.value, style)}${seedLine}`);
  }
  return EXIT_OK;
}
