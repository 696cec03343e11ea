/**
 * The scripted rounds of a Die, Men! scenario as decisions per round and side, each remembering the
 * line it was written on (from the parsed file) so an order never used is reported there.
 */
import type { PathSegment } from '../../../core/problem';
import { parseGoal, parseSetName, setName, toUnitCounts } from './names';
import type { DieMenScenario } from './schema';
import type {
  DieMenScript,
  ScriptedCasualty,
  ScriptedGobble,
  ScriptedOrder,
  ScriptedSetRef,
  ScriptedSplit,
  ScriptSource,
  SideScript,
} from './script';
import { toTactic } from './convert';

type RoundEntry = DieMenScenario['rounds'][number];
type At = (path: PathSegment[]) => ScriptSource;
type SetRefOf = (name: string, index: number, path: PathSegment[]) => ScriptedSetRef;
type Sections = 'declare' | 'roll' | 'split' | 'free' | 'gates' | 'interfere';

/** Every side a round's sections name. */
function sidesNamed(r: RoundEntry): Set<string> {
  const ids = new Set<string>();
  const all = [
    r.declare,
    r.dice,
    r.split,
    r.orders,
    r.knock,
    r.gobble,
    r.free,
    r.casualties,
    r.gates,
    r.interfere,
  ];
  for (const section of all) for (const id of Object.keys(section ?? {})) ids.add(id);
  return ids;
}

/** Where each whole-side entry of the round was written. */
function writtenAt(
  r: RoundEntry,
  side: string,
  base: PathSegment[],
  at: At,
): Partial<Record<Sections, ScriptSource>> {
  const written: Partial<Record<Sections, ScriptSource>> = {};
  const entries: [Sections, string, unknown][] = [
    ['gates', 'gates', r.gates?.[side]],
    ['interfere', 'interfere', r.interfere?.[side]],
    ['declare', 'declare', r.declare?.[side]],
    ['roll', 'dice', r.dice?.[side]],
    ['split', 'split', r.split?.[side]],
    ['free', 'free', r.free?.[side]],
  ];
  for (const [kind, section, value] of entries)
    if (value !== undefined) written[kind] = at([...base, section, side]);
  return written;
}

function declareOf(
  side: string,
  declared: NonNullable<RoundEntry['declare']>[string],
): SideScript['declare'] {
  const declaration =
    typeof declared === 'string'
      ? { strategy: declared }
      : {
          strategy: declared.strategy,
          ...(declared.goal !== undefined ? { goal: parseGoal(declared.goal) } : {}),
        };
  return { kind: 'declare', side, declaration };
}

function interfereOf(
  side: string,
  attempts: NonNullable<RoundEntry['interfere']>[string],
): SideScript['interfere'] {
  return {
    kind: 'interfere',
    side,
    attempts: attempts.map((a) => ({
      at: a.at,
      skill: a.skill === 'tactics' ? ('Tactics' as const) : ('Strategy' as const),
      ...(a.dice !== undefined ? { faces: [...a.dice] } : {}),
      ...(a.inspire !== undefined ? { inspire: a.inspire } : {}),
      ...(a.inspireDice !== undefined ? { inspireFaces: [...a.inspireDice] } : {}),
    })),
  };
}

function freeOf(side: string, moves: NonNullable<RoundEntry['free']>[string]): SideScript['free'] {
  return {
    kind: 'free',
    side,
    moves: moves.map((m) =>
      m.units === undefined
        ? { from: m.from, to: m.to }
        : { from: m.from, to: m.to, units: toUnitCounts(m.units) },
    ),
  };
}

/** The lists of a side's round: splits, orders, knocks, gobbles, casualties, each entry placed. */
function listsOf(r: RoundEntry, side: string, base: PathSegment[], at: At, setRef: SetRefOf) {
  const splits = r.split?.[side];
  const casualties = r.casualties?.[side];
  return {
    ...(splits !== undefined
      ? {
          splits: splits.map((s, j): ScriptedSplit => ({
            ...setRef(s.set, j, [...base, 'split', side, j]),
            into: [...s.into],
          })),
        }
      : {}),
    orders: (r.orders?.[side] ?? []).map((o, j): ScriptedOrder => ({
      ...setRef(o.set, j, [...base, 'orders', side, j]),
      tactic: toTactic(o),
    })),
    knocks: (r.knock?.[side] ?? []).map((name, j) => setRef(name, j, [...base, 'knock', side, j])),
    gobbles: (r.gobble?.[side] ?? []).map((dice, j): ScriptedGobble => ({
      dice,
      index: j,
      ...at([...base, 'gobble', side, j]),
    })),
    ...(casualties !== undefined
      ? {
          casualties: casualties.map((c, j): ScriptedCasualty => ({
            ...(c.at !== undefined ? { at: c.at } : {}),
            losses: toUnitCounts(c.losses),
            index: j,
            ...at([...base, 'casualties', side, j]),
          })),
        }
      : {}),
  };
}

function sideScript(r: RoundEntry, side: string, base: PathSegment[], at: At, setRef: SetRefOf): SideScript {
  const declared = r.declare?.[side];
  const faces = r.dice?.[side];
  const gates = r.gates?.[side];
  const interfere = r.interfere?.[side];
  const free = r.free?.[side];
  return {
    where: writtenAt(r, side, base, at),
    ...(declared !== undefined ? { declare: declareOf(side, declared) } : {}),
    ...(faces !== undefined ? { roll: { kind: 'roll', side, faces: [...faces] } } : {}),
    ...listsOf(r, side, base, at, setRef),
    ...(gates !== undefined ? { gates: { kind: 'gates', side, open: [...gates] } } : {}),
    ...(interfere !== undefined ? { interfere: interfereOf(side, interfere) } : {}),
    ...(free !== undefined ? { free: freeOf(side, free) } : {}),
  };
}

/**
 * The scripted rounds as Decisions per round and side. `lineOf` (from the parsed file) lets
 * unused orders be reported against the line they were written on.
 */
export function toScript(
  scenario: DieMenScenario,
  where: { readonly file?: string; readonly lineOf?: (path: readonly PathSegment[]) => number } = {},
): DieMenScript {
  const at: At = (path) => ({ path, ...(where.lineOf ? { line: where.lineOf(path) } : {}) });
  const setRef: SetRefOf = (name, index, path) => {
    const parsed = parseSetName(name) ?? { width: 0, height: 0 };
    return { set: setName(parsed.width, parsed.height), ...parsed, index, ...at(path) };
  };
  const rounds = scenario.rounds.map((r, i) => {
    const base: PathSegment[] = ['rounds', i];
    const sides: Record<string, SideScript> = {};
    for (const side of sidesNamed(r)) sides[side] = sideScript(r, side, base, at, setRef);
    return { round: i + 1, sides };
  });
  return { ...(where.file !== undefined ? { file: where.file } : {}), rounds };
}
