/**
 * `diemen roll` and `diemen odds` for roll groups (`{2d6, 2d6}kh1`): rolled from the seed, shown
 * as rpg-dice-roller shows them (`{[3, 4], ([2, 1])d} = 7`), or their exact odds. Options other
 * than --seed and --json (and odds' --json) don't apply to a group yet, and are refused by name.
 */
import { fail, ok, problem, type Result } from '../../core/problem';
import { diceStream, RNG_ID, seedRng } from '../../core/rng';
import {
  formatDice,
  formatGroup,
  groupDistribution,
  parseGroup,
  rollGroup,
  type Distribution,
} from '../../dice';
import { EXIT_OK, type Io } from '../io';
import { reportProblems } from '../report';
import { newSeed } from '../seed';
import { styleFor } from '../style';
import { rolledText } from '../render/renderDiceRoll';

const NOT_FOR_GROUPS = [
  ['target', '--target'],
  ['mod', '--mod'],
  ['times', '--times'],
  ['vs', '--vs'],
  ['vsDice', '--vs-dice'],
  ['dice', '--dice'],
  ['save', '--save'],
  ['autoSaves', '--auto-saves'],
  ['depth', '--depth'],
] as const;

/** A group and no option it doesn't take. */
export function readGroup(text: string, o: Record<string, unknown>) {
  for (const [key, flag] of NOT_FOR_GROUPS) {
    if (o[key] !== undefined) {
      return fail(
        problem('dice.group-option', `${flag} is not read with a roll group (${text.trim()}) yet`, {
          facts: { option: flag },
        }),
      );
    }
  }
  return parseGroup(text);
}

export function groupRoll(
  text: string,
  o: Record<string, unknown> & { seed?: string; json?: boolean },
  io: Io,
): number {
  const g = readGroup(text, o);
  if (!g.ok) return reportProblems(io, [g.error]);
  const seed = o.seed ?? newSeed();
  const r = rollGroup(g.value, diceStream(seedRng(seed)));
  const expression = formatGroup(g.value);
  if (o.json) {
    const parts = r.parts.map((p, i) => ({
      expression: formatDice(g.value.parts[i]!),
      total: p.total,
      kept: r.kept[i],
      dice: p.terms.flatMap((t) => t.dice),
    }));
    io.out(JSON.stringify({ notation: text.trim(), expression, total: r.total, parts, seed, rng: RNG_ID }));
    return EXIT_OK;
  }
  const style = styleFor(io);
  const parts = r.parts.map((p, i) =>
    r.kept[i] ? rolledText(p, style) : style.dim(`(${rolledText(p, style)})d`),
  );
  const add = g.value.add === 0 ? '' : g.value.add > 0 ? `+${g.value.add}` : String(g.value.add);
  io.out(`${text.trim()}: {${parts.join(', ')}}${add} = ${style.bold(String(r.total))}`);
  io.out(style.dim(`seed: ${seed}`));
  return EXIT_OK;
}

/** The distribution of a group's total, for odds. */
export function groupOddsOf(
  text: string,
  o: Record<string, unknown>,
): Result<{ d: Distribution; expression: string }> {
  const g = readGroup(text, o);
  if (!g.ok) return g;
  const d = groupDistribution(g.value);
  return d.ok ? ok({ d: d.value, expression: formatGroup(g.value) }) : d;
}
