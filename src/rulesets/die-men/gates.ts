/**
 * Gates (die-men.txt, "Palisade, Drawbridge or Portcullis"; ruling 24): a drawbridge or portcullis
 * is shut (impassable) until its owner opens it or an attack breaks it. At the start of each round,
 * before Declare, the owner says which of its gates stand open: a gate with units in its gateway
 * can't be shut. Palisades can't be opened; broken gates are open ground for good.
 */
import { problem, type Problem } from '../../core/problem';
import type { CellKey } from '../../grid/types';
import type { Event } from './events';
import type { BattleState, Draft } from './state';
import { TERRAIN_RULES } from './terrain';
import type { GateInfo, Request } from './types';
import { totalUnits } from './units';
import { withEntry } from './records';

/** `side`'s gates it can open or shut, in map order of their cells. */
export function ownGates(state: BattleState, side: string): GateInfo[] {
  const out: GateInfo[] = [];
  for (const at of Object.keys(state.gates).sort()) {
    const g = state.gates[at]!;
    if (g.owner !== side || g.status === 'broken' || !TERRAIN_RULES[g.kind].openable) continue;
    const open = g.status === 'open';
    out.push({ at, kind: g.kind, open, canClose: !open || totalUnits(state.occupants[at]?.units) === 0 });
  }
  return out;
}

/** The next owner to ask about its gates this round, or null. */
export function nextGatesRequest(state: BattleState, sides: readonly string[]): Request | null {
  for (const side of sides) {
    if (state.gatesAsked.includes(side)) continue;
    const gates = ownGates(state, side);
    if (gates.length > 0) return { kind: 'gates', side, round: state.round, gates };
  }
  return null;
}

export function applyGates(d: Draft, ev: Event[], side: string, open: readonly CellKey[]): Problem | null {
  const mine = ownGates(d, side);
  if (!Array.isArray(open))
    return problem('gates.bad-list', 'list the gates to stand open', { path: ['open'] });
  for (let i = 0; i < open.length; i++) {
    if (!mine.some((g) => g.at === open[i])) {
      return problem('gates.not-yours', `${String(open[i])} is not a gate ${side} can open`, {
        path: ['open', i],
        facts: { gate: open[i], gates: mine.map((g) => g.at) },
      });
    }
  }
  for (const g of mine) {
    const want = open.includes(g.at);
    if (want === g.open) continue;
    if (!want && !g.canClose) {
      return problem('gates.occupied', `the ${g.kind} at ${g.at} can't be shut with units in the gateway`, {
        path: ['open'],
        facts: { gate: g.at },
      });
    }
  }
  for (const g of mine) {
    const want = open.includes(g.at);
    if (want === g.open) continue;
    d.gates = withEntry(d.gates, g.at, { ...d.gates[g.at]!, status: want ? 'open' : 'shut' });
    ev.push({ type: 'gate', round: d.round, at: g.at, gate: g.kind, change: want ? 'opened' : 'shut', side });
  }
  d.gatesAsked = [...d.gatesAsked, side];
  return null;
}
