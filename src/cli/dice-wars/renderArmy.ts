/** Text and JSON for `diemen dw army`: one table of stat cards, then the total against the pool. */
import type { Army, ArmyTotals, Card, CostedCard } from '../../rulesets/dice-wars/army';
import { plural } from '../../core/plural';
import { isSquad } from '../../rulesets/dice-wars/army';
import { fitTable, tableWidth } from '../layout/fitTable';
import { fit, visibleWidth } from '../layout/wrap';
import type { Style } from '../style';

/** Whole numbers as they are, shares to one decimal: a squad of 5 costing 7 is 1.4 a member. */
export const perMemberText = (n: number): string => (Number.isInteger(n) ? String(n) : n.toFixed(1));

const KINDS = ['melee', 'ranged', 'indirect'] as const;

/**
 * A card's equipment, `melee 3; ranged 2, 3` ('' for none), or a line a kind when `stacked`. One
 * column, not three: the table then fits 80 columns whole (three split it in two, the name
 * repeated).
 */
export const weaponsText = (card: Card, stacked = false): string =>
  KINDS.filter((k) => card.equipment[k].length > 0)
    .map((k) => `${k} ${card.equipment[k].join(', ')}`)
    .join(stacked ? '\n' : '; ');

/** Whether a table's columns at their widest fit `width`. */
function fitsWhole(head: readonly string[], rows: readonly (readonly string[])[], width: number): boolean {
  const widest = head.map((h, i) => Math.max(visibleWidth(h), ...rows.map((r) => visibleWidth(r[i]!))));
  return tableWidth(widest) <= width;
}

function row(c: CostedCard, style: Style, stacked: boolean): string[] {
  const { card } = c;
  const blank = (s: string) => (s === '' ? style.dim('-') : s);
  return [
    style.bold(card.name),
    String(card.members),
    String(card.core),
    blank(card.passive ? `${card.passive.kind} ${card.passive.dice}` : ''),
    blank(weaponsText(card, stacked)),
    perMemberText(c.perMember),
    String(c.cost),
  ];
}

const article = (word: string): string => (/^[AEIOU]/i.test(word) ? 'an' : 'a');

/** "60 of the agreed 60 dice (a Battle, 60-80): 0 left", "118 dice: 2 short of an Epic (120-200)". */
export function totalLine(totals: ArmyTotals, style: Style): string {
  const { total, pool, left, short } = totals;
  const dice = plural(total, 'die', 'dice');
  if (!pool || left === null) return dice;
  const r = pool.range;
  const size = r ? `${article(r.title)} ${r.title}` : '';
  const range = r ? `${r.min}-${r.max}` : '';
  if (pool.agreed)
    return `${total} of the agreed ${pool.max} dice${r ? ` (${size}, ${range})` : ''}: ${style.good(`${left} left`)}`;
  if (short > 0) return `${dice}: ${style.warn(`${short} short of ${size} (${range})`)}`;
  return `${total} of at most ${pool.max} dice (${size}, ${range}): ${style.good(`${left} left`)}`;
}

export function renderArmy(army: Army, totals: ArmyTotals, style: Style): string {
  // `each`: the cost per member, as Die Fighting's army table says a unit's cost.
  const head = ['name', 'members', 'core', 'passive', 'weapons', 'each', 'cost'];
  const total = [style.bold('total'), '', '', '', '', '', style.bold(String(totals.total))];
  const rowsOf = (stacked: boolean) => [...totals.cards.map((c) => row(c, style, stacked)), total];
  // A card's weapons on one line while the table fits so; else a line a kind.
  const wide = rowsOf(false);
  const rows = fitsWhole(head, wide, style.width) ? wide : rowsOf(true);
  const table = fitTable(
    {
      head: head.map((h) => style.bold(h)),
      rows,
      align: ['left', 'right', 'right', 'left', 'left', 'right', 'right'],
      // Names may wrap ("Knight Captain"), the weapons too when a long name leaves them no room.
      wrap: [0, 3, 4],
    },
    style.width,
  );
  return [style.bold(army.name), table, fit(totalLine(totals, style), style.width)].join('\n');
}

/** `diemen dw army` with no army: the ready-made ones, a line each, to fight or copy from. */
export function renderArmyList(
  armies: readonly { name: string; army: Army; totals: ArmyTotals }[],
  style: Style,
): string {
  const rows = armies.map(({ name, army, totals }) => [
    style.bold(name),
    army.name,
    army.size.preset ?? '-',
    String(army.units.length),
    totals.pool ? `${totals.total} of ${totals.pool.max}` : String(totals.total),
  ]);
  return fitTable(
    {
      head: ['army', 'called', 'size', 'cards', 'dice'].map((h) => style.bold(h)),
      rows,
      align: ['left', 'left', 'left', 'right', 'right'],
      wrap: [1],
    },
    style.width,
  );
}

const cardJson = (c: CostedCard) => {
  const card: Card = c.card;
  return {
    name: card.name,
    members: card.members,
    squad: isSquad(card),
    core: card.core,
    passive: card.passive,
    equipment: card.equipment,
    perMember: c.perMember,
    cost: c.cost,
  };
};

export function armyJson(file: string, army: Army, totals: ArmyTotals) {
  return {
    file,
    ok: true,
    name: army.name,
    size: {
      preset: army.size.preset ?? null,
      points: army.size.points ?? null,
      range: totals.pool?.range ? { min: totals.pool.range.min, max: totals.pool.range.max } : null,
    },
    cards: totals.cards.map(cardJson),
    total: totals.total,
    pool: totals.pool?.max ?? null,
    left: totals.left,
    short: totals.short,
  };
}
