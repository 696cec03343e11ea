/**
 * One attack from stat lines, without a battle (`diemen dw attack`): the attacker's models and
 * weapon against a target's Speed, Armor, cover and whether it is a squad. Rolled as the battle
 * rolls it (attack.ts: hit dice, damage dice, cover's first damage) and then saved as the Damage
 * Phase saves (losses.ts) against this attack's markers alone; or worked out exactly.
 */
import { fail, ok, problem, type Problem, type Result } from '../../core/problem';
import { seedRng, type RngState } from '../../core/rng';
import { answerRoll } from '../../dice/rollRequest';
import { fromCounts, type Distribution } from '../../dice/distribution';
import type { EquipmentKind } from './army';
import { LIMITS } from './army/limits';
import {
  BASIC_MELEE,
  hitDamage,
  needAgainst,
  profileOf,
  saveOf,
  type HitDamage,
  type Profile,
} from './weapons';

export interface QuickWeapon {
  /** basic: Basic Melee (no dice); else a piece of equipment with `dice` dice. */
  readonly kind: 'basic' | EquipmentKind;
  readonly dice: number;
}

export interface QuickTarget {
  readonly speed: number;
  readonly armor: number;
  /** In cover it hasn't used yet this round. */
  readonly cover: boolean;
  readonly squad: boolean;
}

export interface QuickAttack {
  /** Attacking models in range and sight: 1 for a unit, up to 5 for a squad. */
  readonly models: number;
  readonly weapon: QuickWeapon;
  readonly target: QuickTarget;
}

/** Faces typed from real dice; absent ones are rolled. */
export interface QuickDice {
  readonly hit?: readonly number[];
  readonly damage?: readonly number[];
  readonly save?: readonly number[];
}

export interface QuickRoll {
  readonly need: number;
  readonly hitFaces: readonly number[];
  readonly hits: number;
  readonly per: HitDamage;
  readonly damageFaces: readonly number[];
  readonly damage: number;
  readonly cover: 'ignored' | 'used' | 'none';
  readonly markers: number;
  /** The Armor's saves against the markers; null without Armor dice. */
  readonly save: {
    readonly need: number;
    readonly automatic: number;
    readonly faces: readonly number[];
    readonly unsaved: number;
  } | null;
  readonly unsaved: number;
}

const bad = (field: string, message: string, facts: Record<string, unknown>): Problem =>
  problem('attack.bad-input', message, { path: [field], facts });

/** The weapon's profile (the rules' own tables). */
export const quickProfile = (w: QuickWeapon): Profile =>
  w.kind === 'basic' ? BASIC_MELEE : profileOf(w.kind, w.dice)!;

/** Why the stat lines can't make an attack, or null. */
export function checkQuick(q: QuickAttack): Problem | null {
  const whole = (n: number, lo: number, hi: number) => Number.isInteger(n) && n >= lo && n <= hi;
  if (!whole(q.models, 1, 5))
    return bad('members', `an attacker has 1 to 5 models (a squad at most 5), not ${q.models}`, {
      models: q.models,
    });
  if (q.weapon.kind !== 'basic' && !whole(q.weapon.dice, 1, 4))
    return bad('weapon', `a ${q.weapon.kind} weapon has 1 to 4 dice, not ${q.weapon.dice}`, {
      dice: q.weapon.dice,
    });
  if (!whole(q.target.speed, 0, 4))
    return bad('target-speed', `Speed dice are 0 to 4, not ${q.target.speed}`, { speed: q.target.speed });
  if (!whole(q.target.armor, 0, 4))
    return bad('target-armor', `Armor dice are 0 to 4, not ${q.target.armor}`, { armor: q.target.armor });
  if (q.target.speed > 0 && q.target.armor > 0)
    return bad('target-armor', 'a card has one Passive: Speed or Armor, not both', {});
  // "Squads": a squad buys its Passive dice once, and at most 2 of them.
  const passive = Math.max(q.target.speed, q.target.armor);
  if (q.target.squad && passive > LIMITS.squadMaxPassive)
    return bad(
      q.target.speed > 0 ? 'target-speed' : 'target-armor',
      `a squad has at most ${LIMITS.squadMaxPassive} Passive dice, not ${passive}`,
      { passive, max: LIMITS.squadMaxPassive },
    );
  return null;
}

const needOf = (q: QuickAttack): number => needAgainst(quickProfile(q.weapon), q.target.speed);
const perOf = (q: QuickAttack): HitDamage => {
  const p = quickProfile(q.weapon);
  return q.target.squad ? p.vsSquad : p.vsUnit;
};

/** The markers cover leaves of `damage` (cover takes the first, unless the weapon ignores it). */
function covered(q: QuickAttack, damage: number): { cover: QuickRoll['cover']; markers: number } {
  if (!q.target.cover) return { cover: 'none', markers: damage };
  if (quickProfile(q.weapon).ignoresCover) return { cover: 'ignored', markers: damage };
  return damage > 0 ? { cover: 'used', markers: damage - 1 } : { cover: 'none', markers: 0 };
}

function rollOf(rng: { v: RngState }, count: number, purpose: string, typed?: readonly number[]) {
  const r = answerRoll({ count, sides: 6, purpose }, rng.v, typed ?? null);
  if (!r.ok) return r;
  rng.v = r.value.rng;
  return ok(r.value.faces);
}

/** Rolls the attack with `seed` (or the typed faces) and its saves. */
export function rollQuick(q: QuickAttack, seed: string, dice: QuickDice = {}): Result<QuickRoll> {
  const rng = { v: seedRng(seed) };
  const need = needOf(q);
  const per = perOf(q);
  const hitFaces = rollOf(rng, q.models, 'hit dice', dice.hit);
  if (!hitFaces.ok) return hitFaces;
  const hits = hitFaces.value.filter((f) => f >= need).length;
  if (per === 1 && dice.damage && dice.damage.length > 0)
    return fail(bad('dice', 'these hits do 1 damage each: no damage dice are rolled', {}));
  const damageFaces = per === 1 ? ok([] as number[]) : rollOf(rng, hits, 'damage dice', dice.damage);
  if (!damageFaces.ok) return damageFaces;
  const damage = per === 1 ? hits : damageFaces.value.reduce((n, f) => n + hitDamage(per, f), 0);
  const { cover, markers } = covered(q, damage);
  const s = saveOf(q.target.armor);
  let save: QuickRoll['save'] = null;
  if (s) {
    const automatic = Math.min(s.automatic, markers);
    const faces = rollOf(rng, markers - automatic, 'save dice', dice.save);
    if (!faces.ok) return faces;
    const unsaved = faces.value.filter((f) => f < s.need).length;
    save = { need: s.need, automatic, faces: faces.value, unsaved };
  } else if (dice.save && dice.save.length > 0)
    return fail(bad('dice', 'the target has no Armor dice: no saves are rolled', {}));
  const unsaved = save ? save.unsaved : markers;
  return ok({
    need,
    hitFaces: hitFaces.value,
    hits,
    per,
    damageFaces: damageFaces.value,
    damage,
    cover,
    markers,
    save,
    unsaved,
  });
}

const big = BigInt;
function choose(n: number, k: number): bigint {
  let r = 1n;
  for (let i = 0; i < k; i++) r = (r * big(n - i)) / big(i + 1);
  return r;
}

/** Ways, out of 6^h, that h hits do each total damage (index = damage). */
function damageWays(per: HitDamage, h: number): bigint[] {
  if (per === 1) return [...Array<bigint>(h).fill(0n), 1n];
  const one = [0n, 0n, 0n, 0n, 0n, 0n, 0n];
  for (let f = 1; f <= 6; f++) one[hitDamage(per, f)]! += 1n;
  let acc = [1n];
  for (let i = 0; i < h; i++) {
    const next = Array<bigint>(acc.length + 6).fill(0n);
    acc.forEach((a, x) => one.forEach((b, y) => (next[x + y]! += a * b)));
    acc = next;
  }
  return acc;
}

export interface QuickOdds {
  readonly need: number;
  readonly per: HitDamage;
  /** Expected hits, exactly: models x (7 - need) / 6. */
  readonly expectedHits: number;
  /** Markers the attack puts on the target (after cover), and damage left after the saves. */
  readonly markers: Distribution;
  readonly unsaved: Distribution;
}

/** The exact distributions of the markers and of the damage left after saves. */
export function quickOdds(q: QuickAttack): QuickOdds {
  const n = q.models;
  const need = needOf(q);
  const per = perOf(q);
  const maxHit = per === 1 ? 1 : per === 'd3' ? 3 : 6;
  const maxM = n * maxHit;
  const s = saveOf(q.target.armor);
  const damageDice = per === 1 ? 0 : n;
  const saveDice = s ? maxM : 0;
  const markers = Array<bigint>(maxM + 1).fill(0n);
  const win = big(Math.max(0, 7 - need));
  const lose = big(Math.min(6, need - 1));
  for (let h = 0; h <= n; h++) {
    const hitWays = choose(n, h) * win ** big(h) * lose ** big(n - h);
    // Hits beyond h leave their damage dice unrolled: count them as any face.
    const spare = per === 1 ? 1n : big(6) ** big(n - h);
    damageWays(per, h).forEach((w, dmg) => {
      if (w > 0n) markers[covered(q, dmg).markers]! += hitWays * w * spare;
    });
  }
  const hitOutcomes = big(6) ** big(n + damageDice);
  const unsaved = Array<bigint>(maxM + 1).fill(0n);
  markers.forEach((w, m) => {
    if (w === 0n) return;
    if (!s) return void (unsaved[m]! += w * big(6) ** big(saveDice));
    const rolled = m - Math.min(s.automatic, m);
    const pass = big(7 - s.need);
    const failSave = big(s.need - 1);
    for (let u = 0; u <= rolled; u++)
      unsaved[u]! +=
        w *
        choose(rolled, u) *
        failSave ** big(u) *
        pass ** big(rolled - u) *
        big(6) ** big(saveDice - rolled);
  });
  return {
    need,
    per,
    expectedHits: (n * Math.max(0, 7 - need)) / 6,
    markers: fromCounts(0, markers, hitOutcomes, [6]),
    unsaved: fromCounts(0, unsaved, hitOutcomes * big(6) ** big(saveDice), [6]),
  };
}
