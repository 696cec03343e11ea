/**
 * How a battle of units placed on a map opens (Dice Wars, Die Fighting): with units still to
 * place, or when the set-up asks for it, round 0 is played first (the roll-off, then placing in
 * turn, placingTurn.ts); else round 1 starts at once. The state's common opening fields, in the
 * order the games' states keep them.
 */
import { seedRng, type RngState } from '../core/rng';

export interface Opening<Phase, Unit, Reserve> {
  readonly round: number;
  readonly phase: Phase;
  readonly rng: RngState;
  readonly units: Unit[];
  readonly reserve: readonly Reserve[];
  readonly rolls: Record<string, never>;
  readonly order: string[];
  readonly turn: number;
  readonly activated: never[];
}

export function openingDraft<Phase, Unit, Reserve>(
  setup: {
    readonly seed: string;
    readonly sides: readonly { readonly id: string }[];
    readonly setupRoll: boolean;
  },
  units: Unit[],
  reserve: readonly Reserve[],
  /** The phase that opens round 0, and the one that opens round 1. */
  phases: readonly [Phase, Phase],
): Opening<Phase, Unit, Reserve> {
  const preGame = setup.setupRoll || reserve.length > 0;
  return {
    round: preGame ? 0 : 1,
    phase: preGame ? phases[0] : phases[1],
    rng: seedRng(setup.seed),
    units,
    reserve,
    rolls: {},
    order: setup.sides.map((s) => s.id),
    turn: 0,
    activated: [],
  };
}
