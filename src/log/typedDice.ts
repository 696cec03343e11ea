/**
 * Who may bring dice faces to a decision instead of leaving the roll to the battle's RNG. Faces
 * typed in are lawful only from a side whose player rolls real dice (`play --dice`, recorded in
 * the header's `dice`) or from the scenario's own script; any others in a log (a computer's roll
 * carrying faces, say) were put there by hand, and a replay refuses them (issue #22). A format 1
 * log doesn't say who rolls real dice: its faces are taken from any side, as they always were.
 */
import { stableStringify } from '../core/stableHash';
import type { BaseDecision } from '../engine/ruleset';
import type { LogHeader } from './logFormat';

export interface DiceRights {
  /** Per side: its player rolls real dice and types the faces in. */
  readonly dice: Readonly<Record<string, boolean>>;
  /** Who played each side (`human`, `ai`), to say why a side may not. */
  readonly players?: Readonly<Record<string, string>>;
}

/** What the header says about who may type faces; null for a log that doesn't say (format 1). */
export function diceRights(header: LogHeader): DiceRights | null {
  if (header.dice === undefined) return null;
  return { dice: header.dice, ...(header.players ? { players: header.players } : {}) };
}

const hasOwn = (o: object, k: string): boolean => Object.prototype.hasOwnProperty.call(o, k);

/** Plain JSON, as a log line holds it (no undefined fields). */
const plain = (x: unknown): string => stableStringify(JSON.parse(JSON.stringify(x)) as unknown);

/**
 * Why the recorded `decision`, which carries faces of its own, may not; null when it may: its
 * side rolls real dice, or the scenario's script gives exactly it (`scripted`: the script's answer
 * to the same request, null when the script leaves the request to the player).
 */
export function typedDiceRefusal(
  rights: DiceRights,
  decision: BaseDecision,
  scripted: BaseDecision | null,
): string | null {
  const side = decision.side;
  if (hasOwn(rights.dice, side) && rights.dice[side] === true) return null;
  if (scripted !== null && plain(scripted) === plain(decision)) return null;
  const player = rights.players && hasOwn(rights.players, side) ? rights.players[side] : undefined;
  const who =
    player === 'ai'
      ? `${side} is played by the computer, which rolls with the battle's dice`
      : player === 'human'
        ? `${side} was played without --dice, so the battle rolled for it`
        : `the log does not record ${side} as rolling real dice`;
  return `it carries dice faces, but ${who}; faces are taken only from a side rolling real dice (play --dice) or from the scenario's script`;
}
