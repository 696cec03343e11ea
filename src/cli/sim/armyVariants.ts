/**
 * `diemen sim --army SIDE=A[,B...]`: the armies to play, and when a side is given several, one
 * plan per army so the report compares them ("which of my lists does better against theirs?").
 * Several sides with several armies each give every combination.
 */
import { basename, extname } from 'node:path';
import { fail, ok, problem, type Problem, type Result } from '../../core/problem';
import { rateDifference } from '../../sim';
import { parseArmyChoice, type ArmyChoice } from '../battle/withArmies';
import type { SimVariantReport } from '../render/renderSim';

export interface ArmyVariant {
  /** "legion=list-b"; empty when no side has a choice of armies. */
  readonly label: string;
  readonly choices: readonly ArmyChoice[];
  /** For the JSON report: the army of each side given one. */
  readonly armies: Readonly<Record<string, string>>;
}

/** What a report calls an army: its file name without folders or extension, or its bundled name. */
const armyName = (army: string): string => basename(army, extname(army));

export function armyVariants(values: readonly string[]): Result<ArmyVariant[], Problem[]> {
  const sides: { side: string; armies: string[] }[] = [];
  const problems: Problem[] = [];
  for (const v of values) {
    const c = parseArmyChoice(v);
    if (!c.ok) problems.push(c.error);
    else if (sides.some((s) => s.side === c.value.side))
      problems.push(
        problem('cli.army', `--army ${c.value.side}: one --army per side (list its armies with commas)`),
      );
    else {
      const armies = c.value.army
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean);
      // `red=,` names no army: refused here, not left for the battle set-up to meet as nothing.
      if (armies.length === 0)
        problems.push(problem('cli.army', `--army ${c.value.side}: names no army, got "${v}"`));
      else sides.push({ side: c.value.side, armies });
    }
  }
  if (problems.length > 0) return fail(problems);
  let variants: ArmyChoice[][] = [[]];
  for (const s of sides)
    variants = variants.flatMap((v) => s.armies.map((army) => [...v, { side: s.side, army }]));
  const compared = sides.filter((s) => s.armies.length > 1).map((s) => s.side);
  return ok(
    variants.map((choices) => ({
      label: choices
        .filter((c) => compared.includes(c.side))
        .map((c) => `${c.side}=${armyName(c.army)}`)
        .join(', '),
      choices,
      armies: Object.fromEntries(choices.map((c) => [c.side, armyName(c.army)])),
    })),
  );
}

/** The side whose armies are compared, when exactly one side has several. */
export function comparedSide(values: readonly string[]): string | null {
  const several = values.map((v) => parseArmyChoice(v)).filter((c) => c.ok && c.value.army.includes(','));
  return several.length === 1 && several[0]!.ok ? several[0]!.value.side : null;
}

export interface ArmyDifference {
  readonly side: string;
  /** The plan compared with the first. */
  readonly plan: string;
  readonly against: string;
  /** Its win rate less the first plan's, and the 95% interval of that (Newcombe). */
  readonly difference: number;
  readonly ci95: readonly [number, number];
}

/** Each plan's win rate for `side` against the first plan's. */
export function armyDifferences(side: string, variants: readonly SimVariantReport[]): ArmyDifference[] {
  const first = variants[0];
  const i = first?.sides.findIndex((s) => s.id === side) ?? -1;
  if (!first || i < 0) return [];
  return variants.slice(1).map((v) => ({
    side,
    plan: v.label,
    against: first.label,
    ...rateDifference(v.sides[i]!.wins, first.sides[i]!.wins),
  }));
}
