/**
 * What `diemen df attack` reads: `ATTACKER vs DEFENDER...` and `--dice` faces, roll by roll in
 * the order the attack makes them (attack, each defence, damage), `/` between rolls.
 */
import { fail, ok, problem, type Result } from '../../core/problem';
import type { Fighter } from '../../rulesets/die-fighting/attackOdds';
import { hitsWith, parseFighter, rollPlan } from '../../rulesets/die-fighting/quickAttack';
import type { Card, CombatDice, UnitType } from '../../rulesets/die-fighting/types';

export interface QuickInput {
  readonly attacker: Fighter;
  readonly defenders: readonly Fighter[];
}

export function readUnits(args: readonly string[]): Result<QuickInput> {
  const at = args.findIndex((a) => a.toLowerCase() === 'vs');
  if (at !== 1 || args.length < 3) {
    return fail(
      problem(
        'quick.usage',
        'write the attack as ATTACKER vs DEFENDER [DEFENDER...], e.g. heavy-infantry vs conscripts@4',
      ),
    );
  }
  const attacker = parseFighter(args[0]!, 'attacker');
  if (!attacker.ok) return attacker;
  const defenders: Fighter[] = [];
  for (const text of args.slice(2)) {
    const d = parseFighter(text, 'defender');
    if (!d.ok) return d;
    defenders.push(d.value);
  }
  return ok({ attacker: attacker.value, defenders });
}

/** The rolls to type, named, in order. */
function rollNames(input: QuickInput): string[] {
  const plan = rollPlan(
    input.attacker.type,
    input.defenders.map((d) => d.type),
  );
  return [
    ...(plan.attack ? ['the attack (2d6)'] : []),
    ...input.defenders.flatMap((d, i) => (plan.defence[i] ? [`defender ${i + 1}'s defence (2d6)`] : [])),
    `the damage (d${plan.damage}, only if it hits)`,
  ];
}

const bad = (message: string) => fail(problem('quick.bad-dice', `--dice: ${message}`));

/** Why `faces` aren't `count` faces of a d`sides`, or null. */
function face(faces: readonly number[], count: number, sides: number, what: string): string | null {
  if (faces.length !== count)
    return `${what} is ${count === 1 ? 'one die' : `${count} dice`}, not ${faces.length}`;
  const off = faces.find((f) => f < 1 || f > sides);
  return off === undefined ? null : `${what}: ${off} is not a face of a d${sides}`;
}

/** `--dice` as the rules' CombatDice; the damage die is required when the typed faces hit. */
export function readDice(
  text: string,
  input: QuickInput,
  cards: Readonly<Record<UnitType, Card>>,
): Result<CombatDice> {
  const names = rollNames(input);
  const groups: number[][] = [];
  for (const g of text.split('/')) {
    const parts = g
      .trim()
      .split(/[\s,]+/)
      .filter(Boolean);
    if (parts.length === 0 || parts.some((p) => !/^\d+$/.test(p))) {
      return bad(
        `"${g.trim()}" is not a roll; write faces like 5,4 with / between rolls: ${names.join(' / ')}`,
      );
    }
    groups.push(parts.map(Number));
  }
  if (groups.length < names.length - 1 || groups.length > names.length) {
    return bad(`${groups.length} rolls given; this attack makes ${names.join(' / ')}`);
  }
  const plan = rollPlan(
    input.attacker.type,
    input.defenders.map((d) => d.type),
  );
  let next = 0;
  const attack = plan.attack ? groups[next++] : undefined;
  const defence: number[][] = [];
  plan.defence.forEach((rolls, i) => {
    if (rolls) defence[i] = groups[next++]!;
  });
  const damage = groups[next];
  const wrong = [
    ...(attack ? [face(attack, 2, 6, 'the attack')] : []),
    ...defence.map((g, i) => face(g, 2, 6, `defender ${i + 1}'s defence`)),
    ...(damage ? [face(damage, 1, plan.damage, 'the damage')] : []),
  ].find((w) => w !== null);
  if (wrong) return bad(wrong);
  const dice: CombatDice = { ...(attack ? { attack } : {}), ...(defence.length ? { defence } : {}) };
  if (!damage && hitsWith(cards, input.attacker, input.defenders, dice).some(Boolean)) {
    return bad(`the attack hits: roll the d${plan.damage} too and add its face after a last /`);
  }
  return ok(damage ? { ...dice, damage } : dice);
}
