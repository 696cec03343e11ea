/** `diemen dw attack`: one attack rolled, line by line with its arithmetic, or its exact odds. */
import { plural } from '../../../core/plural';
import { atLeast, exactly, expected, formatFraction, type Chance } from '../../../dice';
import {
  quickProfile,
  type QuickAttack,
  type QuickOdds,
  type QuickRoll,
} from '../../../rulesets/dice-wars/quickAttack';
import { saveOf } from '../../../rulesets/dice-wars/weapons';
import { pct } from '../../render/renderOdds';
import { fitTable } from '../../layout/fitTable';
import { fit } from '../../layout/wrap';
import type { Style } from '../../style';

/** `5 models with ranged (2 dice) vs a squad: 2 Speed dice, in cover`. */
export function attackText(q: QuickAttack): string {
  const w =
    q.weapon.kind === 'basic' ? 'Basic Melee' : `${q.weapon.kind} (${plural(q.weapon.dice, 'die', 'dice')})`;
  const t = q.target;
  const traits = [
    t.speed > 0 ? plural(t.speed, 'Speed die', 'Speed dice') : '',
    t.armor > 0 ? plural(t.armor, 'Armor die', 'Armor dice') : '',
    t.cover ? 'in cover' : '',
  ].filter(Boolean);
  return `${plural(q.models, 'model')} with ${w} vs a ${t.squad ? 'squad' : 'unit'}${traits.length ? `: ${traits.join(', ')}` : ''}`;
}

const needText = (q: QuickAttack, need: number): string => {
  const base = quickProfile(q.weapon).need;
  return need > base ? `${need}+ (${base}+, -1 to hit 2 Speed dice)` : `${need}+`;
};

function damageLine(r: QuickRoll): string {
  if (r.hits === 0) return 'none';
  if (r.per === 1) return `1 a hit → ${r.damage}`;
  const each = r.damageFaces.map((f) => (r.per === 'd3' ? Math.ceil(f / 2) : f));
  const halves = r.per === 'd3' ? ` → ${each.join('+')}` : '';
  return `${r.per.toUpperCase()} ${r.damageFaces.join(' ')}${halves} = ${r.damage}`;
}

function coverLine(r: QuickRoll, q: QuickAttack): string | null {
  if (!q.target.cover) return null;
  if (r.cover === 'ignored') return `ignored by the weapon → ${plural(r.markers, 'marker')}`;
  if (r.cover === 'used') return `takes the first damage → ${plural(r.markers, 'marker')}`;
  return 'nothing to take (no damage); still unused';
}

export function renderQuickRoll(q: QuickAttack, r: QuickRoll, style: Style): string {
  const hits = r.hits > 0 ? style.good(plural(r.hits, 'hit')) : style.warn('no hits');
  const lines = [
    style.bold(attackText(q)),
    `hit      ${q.models}d6 ${r.hitFaces.join(' ')} vs ${needText(q, r.need)} → ${hits}`,
    `damage   ${damageLine(r)}`,
  ];
  const cover = coverLine(r, q);
  if (cover) lines.push(`cover    ${cover}`);
  if (r.save && r.markers === 0) lines.push('saves    none to roll (no markers)');
  else if (r.save) {
    const auto = r.save.automatic > 0 ? `, ${r.save.automatic} saved automatically` : '';
    const rolled = r.save.faces.length
      ? `; ${r.save.faces.join(' ')} vs ${r.save.need}+ → ${plural(r.save.faces.length - r.save.unsaved, 'save')}`
      : '';
    lines.push(`saves    ${plural(r.markers, 'marker')}${auto}${rolled}`);
  }
  const dmg = r.unsaved > 0 ? style.bad(`${r.unsaved} damage`) : style.good('no damage');
  lines.push(`result   ${dmg} to take in the Damage Phase`);
  return fit(lines.join('\n'), style.width);
}

const chanceText = (c: Chance): string =>
  `${c.fraction ? `${formatFraction(c.fraction)}  ` : ''}${pct(c.probability)}`;

export function renderQuickOdds(q: QuickAttack, o: QuickOdds, style: Style): string {
  const save = saveOf(q.target.armor);
  const p = quickProfile(q.weapon);
  const per = o.per === 1 ? '1 damage a hit' : `a ${o.per.toUpperCase()} of damage a hit`;
  const cover = !q.target.cover ? '' : p.ignoresCover ? '; cover ignored' : '; cover takes the first damage';
  const saves = save ? `; saves ${save.need}+${save.automatic ? ', the first automatic' : ''}` : '';
  const ex = exactly(o.unsaved);
  const al = atLeast(o.unsaved);
  const rows = ex.flatMap((c, i) =>
    c.probability > 0 ? [[String(o.unsaved.min + i), chanceText(c), chanceText(al[i]!)]] : [],
  );
  const table = fitTable(
    { head: ['damage', 'exactly', 'at least'].map((h) => style.bold(h)), rows },
    style.width,
  );
  const e = expected(o.unsaved);
  const m = expected(o.markers);
  const frac = (x: typeof e) =>
    x.fraction && x.fraction.den !== 1n ? `${formatFraction(x.fraction)} = ` : '';
  return fit(
    [
      style.bold(attackText(q)),
      `hit ${needText(q, o.need)} each, ${o.expectedHits.toFixed(3)} hits on average; ${per}${cover}${saves}`,
      table,
      `expected markers ${frac(m)}${m.value.toFixed(3)}; expected damage after saves ${frac(e)}${e.value.toFixed(3)}`,
    ].join('\n'),
    style.width,
  );
}
