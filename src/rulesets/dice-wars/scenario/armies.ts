/**
 * Armies in Dice Wars battles: a side may name an army file (`army: my-army.yaml`, or a ready-made
 * army by name) instead of listing its units. The commands read the file; here its cards become
 * the side's units, with ids made from their names and no squares, so they are deployed in play
 * (deployment.ts). The army is checked as `diemen dw army` checks it, at its own lines; against
 * the battle's pool it is checked with the rest of the scenario.
 */
import { fail, ok, type Problem, type Result } from '../../../core/problem';
import { armyRefs, assignArmy, sidesOf } from '../../../scenario/armySides';
import type { ArmyKit, ArmyText } from '../../../engine/game';
import { loadArmyText } from '../army/load';

type Doc = Record<string, unknown>;
type Side = Record<string, unknown>;

const isRecord = (v: unknown): v is Doc => typeof v === 'object' && v !== null && !Array.isArray(v);

/** `Knight Captain` → `knight-captain`; an id starts with a letter and has at most 32 characters. */
export function idFromName(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 28)
    .replace(/-+$/, '');
  return /^[a-z]/.test(slug) ? slug : `u-${slug || 'unit'}`.slice(0, 28);
}

function expand(data: unknown, armies: readonly ArmyText[]): Result<unknown, Problem[]> {
  const problems: Problem[] = [];
  const sides = [...sidesOf(data)];
  const taken = new Set<string>(
    sides.flatMap((s) =>
      isRecord(s) && Array.isArray(s.units) ? s.units.map((u) => (isRecord(u) ? String(u.id) : '')) : [],
    ),
  );
  const unique = (name: string): string => {
    const base = idFromName(name);
    let id = base;
    for (let k = 2; taken.has(id); k++) id = `${base}-${k}`;
    taken.add(id);
    return id;
  };
  for (const a of armies) {
    const loaded = loadArmyText(a.text, a.file);
    if (!loaded.ok) {
      problems.push(...loaded.error);
      continue;
    }
    const { army: _army, ...side } = sides[a.ref.side] as Side;
    sides[a.ref.side] = {
      ...side,
      name: side.name ?? loaded.value.army.name,
      units: loaded.value.units.map((u) => ({ id: unique(u.name), ...u })),
    };
  }
  return problems.length > 0 ? fail(problems) : ok({ ...(data as Doc), sides });
}

export const diceWarsArmies: ArmyKit = { refs: armyRefs, assign: assignArmy, expand };
