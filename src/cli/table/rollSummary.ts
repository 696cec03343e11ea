/**
 * A roll in one line for the history: ordinary dice as `roll` prints them (`2d6+3: [3, 2]+3 = 8`),
 * a One Roll Engine pool as its dice and the sets read (`6d: 5 3 4 6 7 6 → 2×6`).
 */
import { stripCodes } from '../layout/wrap';

export const SHOWN_MAX = 200;

interface OreSide {
  readonly pool: string;
  /** The dice rolled, without the Expert or Master Die. */
  readonly rolled: readonly number[];
  readonly expertDie?: number | null;
  readonly masterDie?: number | null;
  readonly sets: readonly { readonly width: number; readonly height: number }[];
}

const sets = (s: OreSide): string =>
  s.sets.length > 0 ? s.sets.map((x) => `${x.width}×${x.height}`).join(', ') : 'no set';

function oreSide(s: OreSide): string {
  const special = [
    s.expertDie != null ? `ED ${s.expertDie}` : '',
    s.masterDie != null ? `MD ${s.masterDie}` : '',
  ].filter(Boolean);
  return `${s.pool}: ${[...s.rolled, ...special].join(' ')}`;
}

function oreLine(r: OreSide & { readonly vs?: OreSide & { readonly outcome: string } }): string {
  const head = `${oreSide(r)} → ${sets(r)}`;
  return r.vs ? `${head}; vs ${oreSide(r.vs)} (${r.vs.outcome})` : head;
}

const isOre = (x: unknown): x is OreSide =>
  typeof x === 'object' && x !== null && 'pool' in x && Array.isArray((x as OreSide).rolled);

/** The one line; `printed` is what `roll` showed (its seed and reading lines are left out). */
export function rollSummary(result: unknown, printed: string): string {
  const line = isOre(result)
    ? oreLine(result)
    : stripCodes(printed)
        .split('\n')
        .filter((l) => l.trim() !== '' && !/^(seed: |reading )/.test(l))
        .join(' · ');
  return line.length > SHOWN_MAX ? `${line.slice(0, SHOWN_MAX - 1)}…` : line;
}
