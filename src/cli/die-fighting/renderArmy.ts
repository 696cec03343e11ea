/** Text and JSON for `diemen df army`: one table of the army's units, then the total against its points. */
import type { Army, ArmyTotals, CostedEntry } from '../../rulesets/die-fighting/army';
import { MODES, TYPE_TITLES, UNIT_TYPES } from '../../rulesets/die-fighting/cards';
import { plural } from '../../core/plural';
import { fitTable } from '../layout/fitTable';
import { fit } from '../layout/wrap';
import type { Style } from '../style';

function row(c: CostedEntry, style: Style): string[] {
  const { entry } = c;
  const rule = UNIT_TYPES[entry.type];
  return [
    style.bold(TYPE_TITLES[entry.type]),
    rule.kind,
    `d${rule.die}`,
    entry.commander ?? style.dim('-'),
    String(entry.count),
    String(c.each),
    String(c.cost),
  ];
}

const title = (s: string): string => s[0]!.toUpperCase() + s.slice(1);

/** "48 of a Skirmish's 50 points: 2 left", "140 of the agreed 150 points: 10 left". */
export function totalLine(army: Army, totals: ArmyTotals, style: Style): string {
  const { total, limit, left } = totals;
  if (limit === null || left === null) return `${total} points`;
  const of = army.points !== null ? `the agreed ${limit}` : `a ${title(army.mode!)}'s ${limit}`;
  return `${total} of ${of} points, ${plural(totals.units, 'unit')}: ${style.good(`${left} left`)}`;
}

export function renderArmy(army: Army, totals: ArmyTotals, style: Style): string {
  const head = ['unit', 'kind', 'die', 'commander', 'count', 'each', 'cost'];
  const rows = [
    ...totals.entries.map((c) => row(c, style)),
    [style.bold('total'), '', '', '', String(totals.units), '', style.bold(String(totals.total))],
  ];
  const table = fitTable(
    {
      head: head.map((h) => style.bold(h)),
      rows,
      align: ['left', 'left', 'right', 'left', 'right', 'right', 'right'],
      wrap: [0],
    },
    style.width,
  );
  return [style.bold(army.name), table, fit(totalLine(army, totals, style), style.width)].join('\n');
}

export function armyJson(file: string, army: Army, totals: ArmyTotals) {
  return {
    file,
    ok: true,
    name: army.name,
    mode: army.mode,
    points: totals.limit,
    agreed: army.points !== null,
    units: totals.entries.map((c) => ({
      type: c.entry.type,
      kind: UNIT_TYPES[c.entry.type].kind,
      die: UNIT_TYPES[c.entry.type].die,
      commander: c.entry.commander,
      count: c.entry.count,
      each: c.each,
      cost: c.cost,
    })),
    count: totals.units,
    total: totals.total,
    left: totals.left,
  };
}

/** One line per ready-made army: its name to type, what it is called, its mode and cost. */
export function renderArmyList(
  armies: readonly { name: string; army: Army; totals: ArmyTotals }[],
  style: Style,
): string {
  const rows = armies.map(({ name, army, totals }) => [
    style.bold(name),
    army.name,
    army.mode ? `${army.mode} (${MODES[army.mode].points})` : `${totals.limit} agreed`,
    String(totals.units),
    String(totals.total),
  ]);
  return fitTable(
    {
      head: ['army', 'called', 'mode', 'units', 'points'].map((h) => style.bold(h)),
      rows,
      align: ['left', 'left', 'left', 'right', 'right'],
      wrap: [1],
    },
    style.width,
  );
}
