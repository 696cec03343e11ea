/**
 * A file's scripted rounds as entries the scripted source matches requests to: each with its
 * round, side, place in its phase's list, the file path and line it was written on, and the
 * decision it stands for (the unit filled in when it is matched).
 */
import type { PathSegment } from '../../../core/problem';
import type { ScriptWhere } from '../../../scenario/scriptLedger';
import type { CellKey, Edge } from '../../../grid/types';
import type { Action, CombatDice } from '../types';
import type { CombatEntry, DieFightingScenario, ScenarioDice } from './schema';

export type Where = ScriptWhere;

export type Phase = 'setup' | 'deploy' | 'initiative' | 'movement' | 'combat';

export interface ScriptEntry {
  readonly round: number;
  readonly phase: Phase;
  readonly side: string;
  /** Place in its phase's list (rolls: the side's only entry, 0). */
  readonly index: number;
  /** The square of the unit it activates; null for "the rest". Absent for rolls. */
  readonly unit?: string | null;
  readonly faces?: readonly number[];
  readonly to?: string;
  readonly action?: Action;
  readonly dice?: CombatDice;
  /** A deployment entry: the edge chosen, or the unit placed (by its name) and its square. */
  readonly deploy?: { readonly edge?: Edge; readonly unit?: string; readonly at?: CellKey };
  readonly where: Where;
  /**
   * Where the entry wrote the parts of its decision, by the decision's field (`action.passTo`,
   * `action.to`, `dice`, a deployment's `at`, `unit`, `edge`...): a refusal of one part is
   * pointed at its field's line.
   */
  readonly fields?: Readonly<Record<string, Where>>;
}

/** The decision field each combat entry field becomes. */
const COMBAT_FIELDS = {
  attack: 'action.targets',
  passTo: 'action.passTo',
  charge: 'action.target',
  chargeTo: 'action.to',
  breakAway: 'action.to',
  regroup: 'action.with',
  dice: 'dice',
} as const;

export interface DieFightingScript {
  readonly file: string;
  /** Entries by round (index 0 is round 1), in file order. */
  readonly rounds: readonly (readonly ScriptEntry[])[];
}

function actionOf(e: CombatEntry): Action | undefined {
  if (e.attack !== undefined) {
    const targets = typeof e.attack === 'string' ? [e.attack] : e.attack;
    const passTo = typeof e.passTo === 'string' ? { [targets[0]!]: e.passTo } : e.passTo;
    return { type: 'attack', targets, ...(passTo ? { passTo } : {}) };
  }
  if (e.charge !== undefined)
    return { type: 'charge', target: e.charge, ...(e.chargeTo !== undefined ? { to: e.chargeTo } : {}) };
  if (e.breakAway !== undefined) return { type: 'breakAway', to: e.breakAway };
  if (e.regroup !== undefined) return { type: 'regroup', with: e.regroup };
  if (e.hold !== undefined) return { type: 'hold' };
  return undefined;
}

/** `defence: [2, 2]` is one target's roll; `damage: 5` is `[5]`. */
export function diceOf(d: ScenarioDice | undefined): CombatDice | undefined {
  if (!d) return undefined;
  const defence =
    d.defence === undefined
      ? undefined
      : typeof d.defence[0] === 'number'
        ? [d.defence as number[]]
        : (d.defence as number[][]);
  return {
    ...(d.attack ? { attack: d.attack } : {}),
    ...(defence ? { defence } : {}),
    ...(d.damage !== undefined ? { damage: typeof d.damage === 'number' ? [d.damage] : d.damage } : {}),
  };
}

// eslint-disable-next-line max-lines-per-function -- one conversion per scripted section, in the file's order
export function toScript(
  doc: DieFightingScenario,
  file: string,
  lineOf: (path: readonly PathSegment[]) => number,
): DieFightingScript {
  const where = (path: PathSegment[]): Where => ({ path, line: lineOf(path) });
  const rounds = doc.rounds.map((r, i) => {
    const round = i + 1;
    const out: ScriptEntry[] = [];
    for (const phase of ['setup', 'initiative'] as const) {
      for (const [side, faces] of Object.entries(r[phase] ?? {})) {
        out.push({ round, phase, side, index: 0, faces, where: where(['rounds', i, phase, side]) });
      }
    }
    (r.deploy ?? []).forEach((e, j) => {
      const path = ['rounds', i, 'deploy', j];
      const fields = Object.fromEntries(
        (['side', 'edge', 'unit', 'at'] as const)
          .filter((k) => e[k] !== undefined)
          .map((k) => [k, where([...path, k])]),
      );
      const deploy = {
        ...(e.edge !== undefined ? { edge: e.edge } : {}),
        ...(e.unit !== undefined ? { unit: e.unit } : {}),
        ...(e.at !== undefined ? { at: e.at } : {}),
      };
      out.push({ round, phase: 'deploy', side: e.side, index: j, deploy, where: where(path), fields });
    });
    (r.movement ?? []).forEach((e, j) =>
      out.push({
        round,
        phase: 'movement',
        side: e.side,
        index: j,
        unit: e.unit ?? null,
        ...(e.to !== undefined && e.to !== e.unit ? { to: e.to } : {}),
        where: where(['rounds', i, 'movement', j]),
      }),
    );
    (r.combat ?? []).forEach((e, j) => {
      const action = actionOf(e);
      const dice = diceOf(e.dice);
      const fields: Record<string, Where> = {};
      for (const [key, field] of Object.entries(COMBAT_FIELDS)) {
        if (e[key as keyof typeof COMBAT_FIELDS] !== undefined)
          fields[field] = where(['rounds', i, 'combat', j, key]);
      }
      out.push({
        round,
        phase: 'combat',
        side: e.side,
        index: j,
        unit: e.unit ?? null,
        ...(action ? { action } : {}),
        ...(dice ? { dice } : {}),
        where: where(['rounds', i, 'combat', j]),
        fields,
      });
    });
    return out;
  });
  return { file, rounds };
}
