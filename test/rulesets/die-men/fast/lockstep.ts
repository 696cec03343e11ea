/**
 * The lockstep of issue 23's fast path: a reference battle (the rules and the computer general)
 * and a fast one (src/rulesets/die-men/fast) stepped together. At every request both generals
 * answer; the answers must be the same decision, and after applying each side's own answer the
 * two positions must project to the same record (fast/project.ts). The first divergence is
 * returned with the step, the request, both decisions and the first differing field.
 */
import { dieMen, type BattleSetup, type BattleState } from '../../../../src/rulesets/die-men';
import { computerGeneral } from '../../../../src/rulesets/die-men/ai';
import { applyDecision, decide, type FastDecision } from '../../../../src/rulesets/die-men/fast/general';
import { Req, strategyName, type Fast } from '../../../../src/rulesets/die-men/fast/position';
import { firstDifference, projectFast, projectRef } from '../../../../src/rulesets/die-men/fast/project';
import { advance } from '../../../../src/rulesets/die-men/fast/rules';
import { totalUnits } from '../../../../src/rulesets/die-men/units';
import { fastOpening, playFastTrial } from '../../../../src/rulesets/die-men/fast/trial';
import type { Decision, Request, UnitCounts } from '../../../../src/rulesets/die-men/types';

/** Units by type as the reference writes them: only the types present. */
function unitsOf(n: number, cav: number): UnitCounts {
  const out: { infantry?: number; cavalry?: number } = {};
  if (n - cav > 0) out.infantry = n - cav;
  if (cav > 0) out.cavalry = cav;
  return out;
}

/** The fast decision as the reference general would write it, on the reference state. */
export function asReference(f: Fast, d: FastDecision, request: Request, s: BattleState): Decision {
  const side = request.side;
  const key = (i: number): string => f.m.keys[i]!;
  switch (d.kind) {
    case Req.Declare: {
      const strategy = strategyName(d.strat) as 'seize';
      return d.goal >= 0
        ? { kind: 'declare', side, declaration: { strategy, goal: { kind: 'cell', at: key(d.goal) } } }
        : { kind: 'declare', side, declaration: { strategy } };
    }
    case Req.Roll:
      return { kind: 'roll', side };
    case Req.Split: {
      const own = f.sets[f.reqSide]!;
      const ref = s.sets[side]!;
      return {
        kind: 'split',
        side,
        splits: d.splits.map((x) => ({ set: ref[own.indexOf(x.set)]!.id, into: x.into })),
      };
    }
    case Req.Assign: {
      const o = d.order;
      const set = (request as Extract<Request, { kind: 'assign' }>).set.id;
      const tactic =
        o.type === 0
          ? { type: 'pass' as const }
          : o.type === 2
            ? { type: 'defend' as const, at: key(o.from) }
            : o.type === 1
              ? { type: 'attack' as const, from: key(o.from), to: key(o.to) }
              : o.units >= 0
                ? { type: 'move' as const, from: key(o.from), to: key(o.to), units: unitsOf(o.units, o.cav) }
                : { type: 'move' as const, from: key(o.from), to: key(o.to) };
      return { kind: 'assign', side, set, tactic };
    }
    case Req.Gobble:
      return { kind: 'gobble', side, dice: d.dice };
    case Req.Casualties: {
      const at = (request as Extract<Request, { kind: 'casualties' }>).at;
      return { kind: 'casualties', side, at, losses: unitsOf(d.n, d.cav) };
    }
    case Req.Knock:
      return { kind: 'knock', side, set: d.set === null ? null : s.queue[f.queue.indexOf(d.set)]!.id };
    case Req.Free:
      return {
        kind: 'free',
        side,
        moves: d.moves.map((m) => ({ from: key(m.from), to: key(m.to), units: unitsOf(m.n, m.cav) })),
      };
  }
}

/** Objects with their keys sorted, for comparing decisions whatever order they were written in. */
const canonical = (x: unknown): string =>
  JSON.stringify(x, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : v,
  );

export interface Lockstep {
  readonly steps: number;
  readonly divergence: string | null;
  readonly final: BattleState;
}

/** Plays the battle of `setup` (its seed the trial's) both ways; a general seeded `seed`. */
export function lockstep(setup: BattleSetup, seed: string): Lockstep {
  const general = computerGeneral({ seed });
  const init = dieMen.init(setup);
  if (!init.ok) throw new Error(`set-up refused: ${JSON.stringify(init.error)}`);
  let s = init.value.state;
  const f = fastOpening(setup, seed)!;
  advance(f);
  const sides = s.rules.sides.map((x) => x.id);
  for (let step = 0; ; step++) {
    const at = (what: string): Lockstep => ({ steps: step, divergence: `step ${step}: ${what}`, final: s });
    const diff = firstDifference(projectRef(s), projectFast(f, sides));
    if (diff) return at(`position differs after the last decision: ${diff}`);
    const request = s.awaiting;
    if (request === null) return { steps: step, divergence: null, final: s };
    const mine = decide(f);
    const theirs = general.decide(request, s);
    const ours = asReference(f, mine, request, s);
    if (canonical(ours) !== canonical(theirs)) {
      return at(
        `${request.kind} for ${request.side} in round ${s.round}: reference ${canonical(theirs)}, fast ${canonical(ours)}`,
      );
    }
    const r = dieMen.apply(s, theirs);
    if (!r.ok) return at(`the reference refused its own decision: ${JSON.stringify(r.error)}`);
    s = r.value.state;
    applyDecision(f, mine);
    advance(f);
  }
}

/** The fast trial's result against the reference battle's end, as the simulator tallies both. */
export function sameResult(setup: BattleSetup, seed: string, final: BattleState): string | null {
  const fast = playFastTrial(setup, seed)!;
  const sides = final.rules.sides.map((x) => x.id);
  const left = sides.map((id) => {
    let n = 0;
    for (const k in final.occupants)
      if (final.occupants[k]!.side === id) n += totalUnits(final.occupants[k]!.units);
    return n;
  });
  const winner = final.outcome?.winner == null ? -1 : sides.indexOf(final.outcome.winner);
  const ref = { winner, rounds: final.round, left, byRoundLimit: left.filter((n) => n > 0).length > 1 };
  return canonical(ref) === canonical(fast) ? null : `reference ${canonical(ref)}, fast ${canonical(fast)}`;
}
