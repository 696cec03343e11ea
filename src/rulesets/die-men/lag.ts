/**
 * Command Lag (die-men.txt, "Command Lag"; ruling 26): with a lag of L, each side declares its
 * strategy L rounds ahead. In round 1 it declares for rounds 1 to 1 + L; in each later round r for
 * round r + L, while the strategy it declared L rounds ago applies. No strategy is asked for a
 * round after the battle's last. Each round's new declarations are revealed together.
 */
import { problem, type Problem } from '../../core/problem';
import { checkDeclaration } from './declare';
import type { Event } from './events';
import type { BattleState, Draft } from './state';
import type { Declaration, Request } from './types';
import { withEntry } from './records';

export const lagOf = (state: BattleState): number => state.rules.complications.commandLag;

/** The rounds whose strategies are declared in this round's Declare step. */
export function roundsToDeclare(state: BattleState): number[] {
  const lag = lagOf(state);
  const last = state.round + lag;
  const out: number[] = [];
  for (let f = state.round === 1 ? 1 : last; f <= last; f++) {
    if (f === state.round || f <= state.rules.options.maxRounds) out.push(f);
  }
  return out;
}

/** The next lagged declaration to ask for, or null when this round's are all made. */
export function nextLaggedDeclare(state: BattleState, sides: readonly string[]): Request | null {
  for (const f of roundsToDeclare(state)) {
    const made = state.ahead[String(f)] ?? {};
    const side = sides.find((s) => !made[s]);
    if (side) return { kind: 'declare', side, round: state.round, forRound: f };
  }
  return null;
}

export function applyLaggedDeclare(
  d: Draft,
  side: string,
  decl: Declaration,
  forRound: number,
): Problem | null {
  if (!roundsToDeclare(d).includes(forRound)) {
    return problem(
      'declare.bad-round',
      `round ${d.round} declares for rounds ${roundsToDeclare(d).join(', ')}`,
      {
        path: ['forRound'],
        facts: { forRound },
      },
    );
  }
  const checked = checkDeclaration(d, decl);
  if (!checked.ok) return checked.error;
  const key = String(forRound);
  d.ahead = withEntry(d.ahead, key, withEntry(d.ahead[key] ?? {}, side, checked.value));
  return null;
}

/** Reveals the declarations made ahead this round, and puts this round's strategies in force. */
export function revealLagged(d: Draft, ev: Event[], sides: readonly string[]): void {
  for (const f of roundsToDeclare(d)) {
    if (f === d.round) continue;
    ev.push({ type: 'declaredAhead', round: d.round, forRound: f, declarations: d.ahead[String(f)] ?? {} });
  }
  const now = d.ahead[String(d.round)] ?? {};
  const declarations: Record<string, Declaration> = {};
  for (const s of sides) declarations[s] = now[s] ?? { strategy: 'hold' };
  d.declarations = declarations;
  const ahead = { ...d.ahead };
  delete ahead[String(d.round)];
  d.ahead = ahead;
}
