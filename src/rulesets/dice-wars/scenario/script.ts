/**
 * A file's scripted rounds as entries the scripted source matches requests to: roll-offs (a face
 * list each, used one per roll), activations (a unit and its actions, or "the rest"), and Damage
 * Phase choices (saves, losses), each with its round, the file path and the line it was written on.
 */
import type { PathSegment } from '../../../core/problem';
import type { ScriptWhere } from '../../../scenario/scriptLedger';
import type { ActionEntry, DamageEntry, DeployEntry, DiceWarsScenario } from './schema';

export type Where = ScriptWhere;

export interface RollEntry {
  readonly round: number;
  readonly purpose: 'edges' | 'first';
  readonly side: string;
  readonly faces: readonly number[];
  readonly where: Where;
}

export interface ScriptAction {
  readonly action: ActionEntry;
  readonly where: Where;
}

export interface ActivationScript {
  readonly round: number;
  readonly index: number;
  readonly side: string;
  /** null: the rest of the side's units do nothing. */
  readonly unit: string | null;
  readonly actions: readonly ScriptAction[];
  readonly where: Where;
}

export interface DamageScript {
  readonly round: number;
  readonly index: number;
  readonly entry: DamageEntry;
  readonly where: Where;
  readonly savesWhere: Where;
  readonly lossWhere: Where;
}

/** A deployment choice: the roll-off winner's edge, or a unit and its squares (round 1's `deploy`). */
export interface DeployScript {
  readonly index: number;
  readonly entry: DeployEntry;
  readonly where: Where;
  /** Its edge or its squares: where a refusal points. */
  readonly fieldWhere: Where;
}

export interface ScriptRound {
  readonly deploys: readonly DeployScript[];
  readonly rolls: readonly RollEntry[];
  readonly activations: readonly ActivationScript[];
  readonly damage: readonly DamageScript[];
}

export interface DiceWarsScript {
  readonly file: string;
  /** Index 0 is round 1 (the roll-off for edges, round 0 to the rules, is written there). */
  readonly rounds: readonly ScriptRound[];
}

export function toScript(
  doc: DiceWarsScenario,
  file: string,
  lineOf: (path: readonly PathSegment[]) => number,
): DiceWarsScript {
  const where = (path: PathSegment[]): Where => ({ path, line: lineOf(path) });
  const rounds = doc.rounds.map((r, i): ScriptRound => {
    const round = i + 1;
    const at = ['rounds', i];
    const rolls = (['edges', 'first'] as const).flatMap((purpose) =>
      Object.entries(r[purpose] ?? {}).map(([side, f]) => ({
        round,
        purpose,
        side,
        faces: typeof f === 'number' ? [f] : f,
        where: where([...at, purpose, side]),
      })),
    );
    const activations = (r.activations ?? []).map((e, j) => ({
      round,
      index: j,
      side: e.side,
      unit: e.unit ?? null,
      actions: e.actions.map((action, k) => ({
        action,
        where: where([...at, 'activations', j, 'actions', k]),
      })),
      where: where([...at, 'activations', j]),
    }));
    const damage = (r.damage ?? []).map((entry, j) => {
      const path = [...at, 'damage', j];
      const loss = entry.remove !== undefined ? 'remove' : 'members';
      return {
        round,
        index: j,
        entry,
        where: where(path),
        savesWhere: where(entry.saves ? [...path, 'saves'] : path),
        lossWhere: where((entry.remove ?? entry.members) ? [...path, loss] : path),
      };
    });
    const deploys = (r.deploy ?? []).map((entry, j) => ({
      index: j,
      entry,
      where: where([...at, 'deploy', j]),
      fieldWhere: where([
        ...at,
        'deploy',
        j,
        entry.edge !== undefined ? 'edge' : entry.at !== undefined ? 'at' : 'unit',
      ]),
    }));
    return { deploys, rolls, activations, damage };
  });
  return { file, rounds };
}
