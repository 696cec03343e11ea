/** `diemen cards`: the unit types' default cards (ruling DF1) and the commanders, as tables. */
import { COMMANDERS, DEFAULT_CARDS, UNIT_TYPES, UNIT_TYPE_NAMES } from '../../../rulesets/die-fighting/cards';
import type { Card, UnitKind, UnitType } from '../../../rulesets/die-fighting/types';
import { fitTable } from '../../layout/fitTable';
import { fit } from '../../layout/wrap';
import type { Style } from '../../style';
import { typeName } from './labels';

/** The card fields in the order the table shows them, with their headings. */
const FIELDS: readonly [keyof Card, string][] = [
  ['speed', 'speed'],
  ['range', 'range'],
  ['targets', 'targets'],
  ['attack', 'attack'],
  ['defence', 'defence'],
  ['damage', 'damage'],
  ['breakAway', 'break away'],
  ['uses', 'uses'],
];

const KINDS: readonly UnitKind[] = ['foot', 'mounted', 'ranged'];

/** `breakAway` → `+1 break away`. */
const boost = (field: string): string => `+1 ${field.replace(/([A-Z])/g, ' $1').toLowerCase()}`;

const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));

/** The cards as a table: the defaults, or a scenario's (its changes marked with *). */
export function renderCards(
  style: Style,
  cards: Readonly<Record<UnitType, Card>> = DEFAULT_CARDS,
  from?: string,
): string {
  const unitRows = UNIT_TYPE_NAMES.map((t) => {
    const card = cards[t];
    const rule = UNIT_TYPES[t];
    return [
      typeName(t),
      rule.cost,
      `d${rule.die}`,
      rule.kind,
      ...FIELDS.map(([f]) => {
        const v = card[f];
        const changed = v !== DEFAULT_CARDS[t][f] ? '*' : '';
        if (v === null) return `no limit${changed}`;
        const shown =
          f === 'attack' || f === 'defence' || f === 'damage' || f === 'breakAway' ? signed(v) : String(v);
        return `${shown}${changed}`;
      }),
    ];
  });
  // Too wide for the terminal, the cards split in two, each part naming the unit.
  const units = fitTable(
    {
      head: ['unit', 'cost', 'die', 'kind', ...FIELDS.map(([, h]) => h)].map((h) => style.bold(h)),
      rows: unitRows,
    },
    style.width,
  );
  const commanders = fitTable(
    {
      head: ['commander', 'cost', ...KINDS.map((k) => `${k} unit`)].map((h) => style.bold(h)),
      rows: Object.entries(COMMANDERS).map(([rank, c]) => [
        rank,
        `+${c.cost}`,
        ...KINDS.map((k) => boost(c.bonus[k])),
      ]),
    },
    style.width,
  );
  return [
    style.bold(
      from
        ? `Unit cards of ${from} (* changed from the defaults)`
        : 'Unit cards (the defaults: a scenario may change any value)',
    ),
    units,
    fit(
      style.dim("attack, defence: added to 2d6; damage: added to the unit's own die; health is the die"),
      style.width,
    ),
    '',
    style.bold("Commanders (one per unit; the cost is added to the unit's)"),
    commanders,
  ].join('\n');
}

export function cardsJson(cards: Readonly<Record<UnitType, Card>> = DEFAULT_CARDS): unknown {
  return {
    units: Object.fromEntries(UNIT_TYPE_NAMES.map((t) => [t, { ...UNIT_TYPES[t], ...cards[t] }])),
    commanders: COMMANDERS,
  };
}
