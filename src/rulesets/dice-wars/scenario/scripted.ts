/**
 * Scripted rounds as a decision source. A roll-off takes the next face its side's entry lists; an
 * activation request takes the first unused entry of its round and side whose unit is still to
 * activate (or "the rest"); that unit's action requests then take its actions in order, and its
 * activation ends after the last; a save or a loss takes the damage entry naming the unit. What
 * the script doesn't give goes to the fallback. The shared ledger (scriptLedger.ts) notes what it
 * used and skipped so leftovers.ts can judge every entry left unused, and re-points a refused
 * decision at its line.
 */
import type { DecisionSource } from '../../../engine/decisionSource';
import { allKinds } from '../../../engine/kinds';
import { scriptLedger, type ScriptLedger } from '../../../scenario/scriptLedger';
import { ledgerSource, type LedgerSource } from '../../../scenario/scriptedKit';
import { unitById } from '../board';
import { unactivated } from '../legal';
import type { BattleState } from '../state';
import type { Decision, DiceWarsKinds, Request } from '../types';
import type { ActivationScript, DiceWarsScript, ScriptRound } from './script';
import { actionOf, removeOf } from './toDecision';

/** Parts of an entry the ledger counts apart: a damage entry's saves and losses, an activation's actions. */
export const SAVES = 'saves';
export const LOSSES = 'losses';
export const ACTIONS = 'actions';

export type Ledger = ScriptLedger<BattleState>;

export type DiceWarsScripted = LedgerSource<BattleState, DiceWarsKinds> & { readonly ledger: Ledger };

type Asked<K extends Request['kind']> = Extract<Request, { kind: K }>;

/** What the answers share: the ledger, the script's rounds, and the scripted activation under way. */
interface Answering {
  readonly ledger: Ledger;
  /** The round's entries; the roll-off for edges and deployment (round 0 to the rules) are written in round 1. */
  readonly entries: (r: Request) => ScriptRound | undefined;
  /** The scripted activation under way, whose actions answer its unit's requests. */
  current: ActivationScript | null;
}

/** The side's next deployment entry of the kind asked for (an edge, or a unit), in the file's order. */
function deploy({ ledger, entries }: Answering, r: Asked<'deploy'>): Decision | undefined {
  const e = entries(r)?.deploys.find(
    (x) =>
      x.entry.side === r.side && !ledger.isUsed(x) && (x.entry.edge !== undefined) === (r.choose === 'edge'),
  );
  if (!e) return undefined;
  ledger.use(e);
  const { edge, unit, at } = e.entry;
  const what = edge !== undefined ? 'choice of edge' : `deployment of ${unit}`;
  const decision: Decision =
    edge !== undefined
      ? { kind: 'deploy', side: r.side, edge }
      : {
          kind: 'deploy',
          side: r.side,
          unit: unit!,
          at: at === undefined ? [] : typeof at === 'string' ? [at] : [...at],
        };
  return ledger.from<Decision>(decision, { round: 1, side: r.side, what, where: e.fieldWhere });
}

function roll({ ledger, entries }: Answering, r: Asked<'roll'>): Decision | undefined {
  const e = entries(r)?.rolls.find((x) => x.purpose === r.purpose && x.side === r.side);
  const n = e ? ledger.given(e) : 0;
  if (!e || n >= e.faces.length) return undefined;
  ledger.give(e);
  const what = `roll-off for ${r.purpose === 'edges' ? 'edges' : 'first activation'}`;
  const o = { round: e.round, side: e.side, what, where: e.where };
  return ledger.from<Decision>({ kind: 'roll', side: r.side, faces: [e.faces[n]!] }, o);
}

function activate(a: Answering, r: Asked<'activate'>, s: BattleState): Decision | undefined {
  a.current = null;
  const waiting = new Set(unactivated(s, r.side).map((u) => u.id));
  for (const e of a.entries(r)?.activations ?? []) {
    if (e.side !== r.side || a.ledger.isUsed(e)) continue;
    if (e.unit !== null && !waiting.has(e.unit)) {
      a.ledger.skip(e);
      continue;
    }
    a.ledger.use(e);
    if (e.unit !== null) a.current = e;
    const what = e.unit === null ? 'activation (the rest)' : `activation of ${e.unit}`;
    const o = { round: e.round, side: e.side, what, where: e.where };
    return a.ledger.from<Decision>({ kind: 'activate', side: r.side, unit: e.unit }, o);
  }
  return undefined;
}

/** The next action of the scripted activation under way; after its last, the activation ends. */
function act(a: Answering, r: Asked<'act'>, s: BattleState): Decision | undefined {
  const e = a.current;
  if (!e || e.unit !== r.unit || e.round !== r.round) return undefined;
  const k = a.ledger.given(e, ACTIONS);
  const next = e.actions[k];
  if (!next) {
    a.current = null;
    return { kind: 'act', side: r.side, action: { type: 'end' } };
  }
  a.ledger.give(e, ACTIONS);
  const action = actionOf(next.action, unitById(s, r.unit)!, s.activation);
  const o = { round: e.round, side: e.side, what: `action ${k + 1} of ${e.unit}`, where: next.where };
  return a.ledger.from<Decision>({ kind: 'act', side: r.side, action }, o);
}

function save({ ledger, entries }: Answering, r: Asked<'save'>): Decision | undefined {
  const e = entries(r)?.damage.find(
    (x) => x.entry.unit === r.unit && x.entry.saves && !ledger.isUsed(x, SAVES),
  );
  if (!e) return undefined;
  ledger.use(e, SAVES);
  const o = { round: e.round, side: r.side, what: `saves of ${r.unit}`, where: e.savesWhere };
  return ledger.from<Decision>({ kind: 'save', side: r.side, faces: e.entry.saves! }, o);
}

function loss({ ledger, entries }: Answering, r: Asked<'damage'>, s: BattleState): Decision | undefined {
  const e = entries(r)?.damage.find(
    (x) => x.entry.unit === r.unit && (x.entry.remove ?? x.entry.members) && !ledger.isUsed(x, LOSSES),
  );
  if (!e) return undefined;
  ledger.use(e, LOSSES);
  const decision: Decision = e.entry.members
    ? { kind: 'damage', side: r.side, members: e.entry.members }
    : { kind: 'damage', side: r.side, remove: removeOf(e.entry, unitById(s, r.unit)!) };
  const o = { round: e.round, side: r.side, what: `losses of ${r.unit}`, where: e.lossWhere };
  return ledger.from<Decision>(decision, o);
}

function answer(a: Answering, r: Request, s: BattleState): Decision | undefined {
  a.ledger.asked(r.round, s);
  switch (r.kind) {
    case 'roll':
      return roll(a, r);
    case 'deploy':
      return deploy(a, r);
    case 'activate':
      return activate(a, r, s);
    case 'act':
      return act(a, r, s);
    case 'save':
      return save(a, r);
    case 'damage':
      return loss(a, r, s);
    default:
      return allKinds(r);
  }
}

export function scriptedSource(
  script: DiceWarsScript,
  fallback: DecisionSource<BattleState, Request, Decision>,
): DiceWarsScripted {
  const ledger: Ledger = scriptLedger(script.file);
  const a: Answering = {
    ledger,
    entries: (r) => script.rounds[Math.max(1, r.round) - 1],
    current: null,
  };
  return ledgerSource<BattleState, DiceWarsKinds, Ledger>(
    ledger,
    (request, state) => answer(a, request, state) ?? fallback.decide(request, state),
  );
}
