/**
 * Text and JSON for `diemen dm army`: one table of the army's units by type with what each does,
 * the total, the player characters' pools, and the complications a battle must switch on for them.
 */
import type { Army } from '../../rulesets/die-men/army/load';
import { UNIT_TYPE_NOTES } from '../../rulesets/die-men/scenario/schemaParts';
import { UNIT_TYPES, type UnitType } from '../../rulesets/die-men/types';
import { UNIT_RULES } from '../../rulesets/die-men/unitRules';
import { fitTable } from '../layout/fitTable';
import { fit } from '../layout/wrap';
import { unitCount } from './render/names';
import type { Style } from '../style';

const typesOf = (army: Army): UnitType[] => UNIT_TYPES.filter((t) => (army.units[t] ?? 0) > 0);
const total = (army: Army): number => typesOf(army).reduce((n, t) => n + army.units[t]!, 0);

/** The `options.complications` the army's types switch on in its battles, in words; [] for infantry only. */
export function needs(army: Army): string[] {
  const types = typesOf(army);
  const unitTypes = types.filter((t) => UNIT_RULES[t].complication === 'unitTypes');
  const castle = types.some((t) => UNIT_RULES[t].complication === 'castle');
  return [
    ...(unitTypes.length > 0 ? [`unitTypes: [${unitTypes.join(', ')}]`] : []),
    ...(castle ? ['terrain: [castle]'] : []),
  ];
}

/** "Infantry: no special rules" → "no special rules". */
const does = (t: UnitType): string => UNIT_TYPE_NOTES[t].replace(/^[^:]*: /, '');

export function renderArmy(army: Army, style: Style): string {
  const rows = [
    ...typesOf(army).map((t) => [style.bold(t), String(army.units[t]), does(t)]),
    [style.bold('total'), style.bold(String(total(army))), ''],
  ];
  const table = fitTable(
    {
      head: ['unit', 'count', 'what it does'].map((h) => style.bold(h)),
      rows,
      align: ['left', 'right', 'left'],
      wrap: [2],
    },
    style.width,
  );
  const pcs = army.pcSkills;
  const lines = [
    style.bold(army.name),
    ...(army.description ? [fit(army.description, style.width)] : []),
    table,
    ...(pcs
      ? [
          fit(
            `Player characters' pools: tactics ${pcs.tactics}, strategy ${pcs.strategy}, inspire ${pcs.inspire}`,
            style.width,
          ),
        ]
      : []),
    fit(
      needs(army).length > 0
        ? `Its unit types' rules come on in its battles (options.complications ${needs(army).join(', ')})`
        : 'Infantry only: the basic game',
      style.width,
    ),
  ];
  return lines.join('\n');
}

export function armyJson(file: string, army: Army) {
  return {
    file,
    ok: true,
    name: army.name,
    units: army.units,
    count: total(army),
    pcSkills: army.pcSkills,
    needs: needs(army),
  };
}

/** One line per ready-made army: its name to type, what it is called, its units. */
export function renderArmyList(armies: readonly { name: string; army: Army }[], style: Style): string {
  const rows = armies.map(({ name, army }) => [
    style.bold(name),
    army.name,
    String(total(army)),
    typesOf(army)
      .map((t) => unitCount(army.units[t] ?? 0, t))
      .join(', '),
  ]);
  return fitTable(
    {
      head: ['army', 'called', 'units', 'by type'].map((h) => style.bold(h)),
      rows,
      align: ['left', 'left', 'right', 'left'],
      wrap: [1, 3],
    },
    style.width,
  );
}
