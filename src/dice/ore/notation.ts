/**
 * Pool notation: `12d` (twelve dice), `6d+ED7` (six dice and an Expert Die set to 7 before the
 * roll), `4d+MD` (four dice and a Master Die set after the roll). The rulebook writes pools with
 * special dice as `5+ED` and `4+MD` (reign-ore-basics.txt, "Game Terms: Expert Dice, Master Dice");
 * both spellings parse, as does `12d10`.
 */
import { plural } from '../../core/plural';
import { fail, ok, problem, type Result } from '../../core/problem';
import { MAX_FACE, MIN_FACE } from './types';

export interface Pool {
  /** Ordinary dice, rolled. */
  readonly dice: number;
  /** The Expert Die's face, chosen before the roll, or null for none. */
  readonly expert: number | null;
  /** Whether the pool has a Master Die (its face is chosen after the roll). */
  readonly master: boolean;
}

/** No table rolls more; it also keeps `1000000d` a quick, clear error. */
export const MAX_POOL = 1000;

export function formatPool(pool: Pool): string {
  const extra = pool.expert !== null ? `+ED${pool.expert}` : pool.master ? '+MD' : '';
  return `${pool.dice}d${extra}`;
}

const EXAMPLES = 'write pools like 12d, 6d+ED7 or 4d+MD';

// eslint-disable-next-line max-lines-per-function -- a hand-written scanner for the pool notation, one branch per token
export function parsePool(text: string): Result<Pool> {
  const src = text.trim();
  const bad = (why: string) =>
    fail(problem('pool.bad-notation', `can't read pool "${text}": ${why}; ${EXAMPLES}`, { facts: { text } }));
  const tokens = src.split('+').map((t) => t.trim());
  const head = /^(\d+)\s*(?:d(\d+)?)?$/i.exec(tokens[0] ?? '');
  // `3x6` is how a set is written (three dice showing 6), which a newcomer also types for 3d6.
  const set = /^(\d+)\s*[x×]\s*(\d+)$/i.exec(src);
  if (!head && set) {
    const [, w, h] = set as unknown as [string, string, string];
    const how = h === '10' ? `${w}d` : `${w}d${h} for d${h}s, or ${w}d for ORE's d10s`;
    const what = `${plural(Number(w), 'die', 'dice')} showing ${h}`;
    return fail(
      problem('pool.a-set', `"${text}" is a set (${what}), not dice to roll: write ${how}`, {
        facts: { text },
      }),
    );
  }
  if (!head) return bad('it should start with a number of dice');
  if (head[2] !== undefined && head[2] !== '10') {
    return fail(
      problem('pool.not-d10', `the One Roll Engine uses ten-sided dice, not d${head[2]} ("${text}")`, {
        facts: { text, sides: Number(head[2]) },
      }),
    );
  }
  // Compare digits before converting, so absurd counts never become huge numbers.
  const digits = head[1]!.replace(/^0+(?=\d)/, '');
  const dice = digits.length > 6 ? Infinity : Number(digits);
  let expert: number | null = null;
  let master = false;
  for (const tok of tokens.slice(1)) {
    const m = /^(ED|MD)\s*(\d+)?$/i.exec(tok);
    if (!m) return bad(`"${tok}" is neither ED<face> nor MD`);
    const kind = m[1]!.toUpperCase();
    if (kind === 'ED') {
      if (expert !== null)
        return fail(problem('pool.two-expert', `a pool has at most one Expert Die ("${text}")`));
      if (m[2] === undefined) {
        return fail(
          problem(
            'pool.expert-face',
            `the Expert Die is set before the roll: give its face, e.g. ${dice}d+ED7`,
            {
              facts: { text },
            },
          ),
        );
      }
      const face = Number(m[2]);
      if (face < MIN_FACE || face > MAX_FACE) {
        return fail(
          problem('pool.expert-face', `the Expert Die's face must be 1-10, not ${m[2]} ("${text}")`, {
            facts: { text, face },
          }),
        );
      }
      expert = face;
    } else {
      if (master) return fail(problem('pool.two-master', `a pool has at most one Master Die ("${text}")`));
      if (m[2] !== undefined) {
        return fail(
          problem(
            'pool.master-face',
            `the Master Die is set after the roll: write +MD and use --md ${m[2]}`,
            {
              facts: { text },
            },
          ),
        );
      }
      master = true;
    }
  }
  if (expert !== null && master) {
    return fail(
      problem('pool.expert-and-master', `a pool can't have both an Expert Die and a Master Die ("${text}")`, {
        facts: { text },
      }),
    );
  }
  const pool: Pool = { dice, expert, master };
  const size = dice + (expert === null ? 0 : 1) + (master ? 1 : 0);
  if (size > MAX_POOL) {
    return fail(
      problem(
        'pool.too-large',
        `a pool of ${digits.length > 6 ? digits : size} dice is too large (at most ${MAX_POOL})`,
        {
          facts: { text, max: MAX_POOL },
        },
      ),
    );
  }
  if (size < 1)
    return fail(problem('pool.empty', `a pool needs at least one die ("${text}")`, { facts: { text } }));
  return ok(pool);
}
