/**
 * `diemen roll` for ordinary dice (`2d6+1`, `4d6kh3`, `5d6>=4`, `--target 4+ --mod -1`, `--vs`):
 * rolls with the seeded RNG, or reads the faces typed with `--dice`/`--vs-dice`, through the same
 * roll requests the games use. Returns a report; the command prints it.
 */
import { fail, ok, problem, type Result } from '../../core/problem';
import { diceStream, RNG_ID, seedRng, type RngState } from '../../core/rng';
import {
  answerRolls,
  formatDice,
  parseTypedFaces,
  readDice,
  rollFrom,
  rollRequests,
  rollsExtra,
  typedProblem,
  TypedFaces,
  type Compare,
  type DiceExpression,
  type RolledExpression,
} from '../../dice';
import { newSeed } from '../seed';
import { readExpression, wholeNumber, type TargetOpts } from './options';

export interface OrdinaryRollOpts extends TargetOpts {
  readonly dice?: string;
  readonly times?: string;
  readonly vs?: string;
  readonly vsDice?: string;
  readonly seed?: string;
}

export type Outcome = 'first-higher' | 'tie' | 'second-higher';

export interface OrdinaryRoll {
  readonly roll: RolledExpression;
  readonly vs?: RolledExpression;
  readonly outcome?: Outcome;
}

export interface OrdinaryRollReport {
  /** As typed, and as rolled after `--target`/`--mod`. */
  readonly notation: string;
  readonly expression: string;
  readonly target: Compare | null;
  readonly mod: number;
  readonly vs: { readonly notation: string; readonly expression: string } | null;
  readonly rolls: readonly OrdinaryRoll[];
  readonly seed?: string;
  readonly rng?: string;
}

export const MAX_TIMES = 1000;

/** Typed faces for `times` rolls of `e` (all of them, roll after roll), or null to roll. */
function typedFaces(text: string | undefined, what: string): Result<number[] | null> {
  return text === undefined ? ok(null) : parseTypedFaces(text, what);
}

/** Rolls `e` `times` times from `rng` or the typed faces; `what` names the option for messages. */
function rollMany(
  e: DiceExpression,
  times: number,
  rng: RngState,
  typed: number[] | null,
  what: string,
): Result<{ rolls: RolledExpression[]; rng: RngState }> {
  if (rollsExtra(e)) return rollManyExtra(e, times, rng, typed, what);
  const one = rollRequests(e);
  const requests = Array.from({ length: times }, () => one).flat();
  const count = requests.reduce((sum, r) => sum + r.count, 0);
  if (typed && typed.length !== count) {
    const rolls = `${formatDice(e)}${times > 1 ? ` ${times} times` : ''}`;
    return fail(
      problem(
        'dice.count-mismatch',
        `${what}: ${rolls} rolls ${count} ${count === 1 ? 'die' : 'dice'}, but ${typed.length} ${typed.length === 1 ? 'was' : 'were'} given`,
        {
          facts: { expected: count, given: typed.length },
        },
      ),
    );
  }
  const answered = answerRolls(requests, rng, typed);
  if (!answered.ok) {
    const f = answered.error.facts ?? {};
    const message =
      answered.error.code === 'dice.face-range'
        ? `${what}: face ${f.face} is out of range 1-${f.sides} (${f.purpose})`
        : `${what}: ${answered.error.message}`;
    return fail({ ...answered.error, message });
  }
  const rolls: RolledExpression[] = [];
  for (let i = 0; i < times; i++) {
    rolls.push(readDice(e, answered.value.faces.slice(i * one.length, (i + 1) * one.length)));
  }
  return ok({ rolls, rng: answered.value.rng });
}

/** Rolls whose dice can't be counted in advance (explosions, rerolls): drawn one at a time. */
function rollManyExtra(
  e: DiceExpression,
  times: number,
  rng: RngState,
  typed: number[] | null,
  what: string,
): Result<{ rolls: RolledExpression[]; rng: RngState }> {
  const src = typed ? new TypedFaces(typed) : diceStream(rng);
  const rolls = Array.from({ length: times }, () => rollFrom(e, src));
  if (src instanceof TypedFaces) {
    const checked = typedProblem(e, src, what);
    return checked.ok ? ok({ rolls, rng }) : checked;
  }
  return ok({ rolls, rng: src.state() });
}

const outcomeOf = (a: number, b: number): Outcome =>
  a > b ? 'first-higher' : a < b ? 'second-higher' : 'tie';

export function ordinaryRoll(text: string, o: OrdinaryRollOpts): Result<OrdinaryRollReport> {
  const first = readExpression(text, o);
  if (!first.ok) return first;
  const times = wholeNumber(o.times, '--times');
  if (!times.ok) return times;
  const n = times.value ?? 1;
  if (n < 1 || n > MAX_TIMES) {
    return fail(
      problem('option.times-range', `--times: roll 1 to ${MAX_TIMES} times, not ${n}`, {
        facts: { times: n },
      }),
    );
  }
  if (o.vsDice !== undefined && o.vs === undefined) {
    return fail(problem('roll.vs-missing', '--vs-dice needs --vs <dice> (what the other side rolls)'));
  }
  const second = o.vs === undefined ? null : readExpression(o.vs, o);
  if (second && !second.ok) return second;
  const given = typedFaces(o.dice, '--dice');
  if (!given.ok) return given;
  const vsGiven = typedFaces(o.vsDice, '--vs-dice');
  if (!vsGiven.ok) return vsGiven;

  // One seed drives every random die: all the first rolls, then the other side's.
  const random = given.value === null || (second !== null && vsGiven.value === null);
  const seed = random ? (o.seed ?? newSeed()) : undefined;
  // Without a seed every face is typed, and the generator is never asked.
  const rng = seedRng(seed ?? '');
  const a = rollMany(first.value.expression, n, rng, given.value, '--dice');
  if (!a.ok) return a;
  const b = second ? rollMany(second.value.expression, n, a.value.rng, vsGiven.value, '--vs-dice') : null;
  if (b && !b.ok) return b;
  const rolls = a.value.rolls.map((roll, i): OrdinaryRoll => {
    const vs = b?.ok ? b.value.rolls[i] : undefined;
    return vs ? { roll, vs, outcome: outcomeOf(roll.total, vs.total) } : { roll };
  });
  return ok({
    notation: first.value.text,
    expression: formatDice(first.value.expression),
    target: first.value.target,
    mod: first.value.mod,
    vs: second?.ok ? { notation: second.value.text, expression: formatDice(second.value.expression) } : null,
    rolls,
    ...(seed !== undefined ? { seed, rng: RNG_ID } : {}),
  });
}

/** The JSON form: every die of every term, the total (and successes), the seed. */
export function ordinaryRollJson(r: OrdinaryRollReport): unknown {
  const roll = (x: RolledExpression) => ({
    total: x.total,
    successes: x.successes,
    dice: x.terms.flatMap((t) => t.dice),
    terms: x.terms.map((t) => ({
      term: formatDice({ terms: [{ ...t.term, sign: 1 }] }),
      sign: t.term.sign,
      value: t.value,
      dice: t.dice,
    })),
  });
  return {
    notation: r.notation,
    expression: r.expression,
    target: r.target,
    mod: r.mod,
    ...(r.vs ? { vs: r.vs } : {}),
    rolls: r.rolls.map((x) => ({
      ...roll(x.roll),
      ...(x.vs ? { vs: roll(x.vs), outcome: x.outcome } : {}),
    })),
    ...(r.seed !== undefined ? { seed: r.seed, rng: r.rng } : {}),
  };
}
