/**
 * The Damage Phase, one unit at a time ("Damage Phase", "Armor Dice in the Damage Phase"): armour
 * saves against its markers, then each unsaved marker takes one die of the owner's choosing; a
 * squad loses only Core dice, that is members (a 2-Core squad one member per two, the odd one
 * carried over); a unit with no Core dice left is destroyed.
 */
import { plural } from '../../core/plural';
import { problem, type Problem } from '../../core/problem';
import type { CellKey } from '../../grid/types';
import { armorOf, diceLeft, refOf, unitById } from './board';
import { removeUnit, roll, update, view, type Draft } from './draft';
import type { Event } from './events';
import type { Unit } from './state';
import type { Decision, DieRef, Request } from './types';
import { saveOf } from './weapons';

/** What the unsaved markers do to `u`: its losses, and whether the owner chooses them. */
export type Loss =
  | { readonly tag: 'none'; readonly carried: number }
  | { readonly tag: 'destroyed' }
  | { readonly tag: 'core'; readonly count: number }
  | { readonly tag: 'choose'; readonly count: number; readonly carried: number };

export function lossOf(u: Unit, unsaved: number): Loss {
  if (u.squad) {
    const total = unsaved + u.carried;
    const lost = Math.floor(total / u.core);
    const carried = total % u.core;
    if (lost >= u.models.length) return { tag: 'destroyed' };
    return lost === 0 ? { tag: 'none', carried } : { tag: 'choose', count: lost, carried };
  }
  if (unsaved === 0) return { tag: 'none', carried: 0 };
  if (unsaved >= diceLeft(u)) return { tag: 'destroyed' };
  const others = diceLeft(u) - u.core;
  return others === 0 ? { tag: 'core', count: unsaved } : { tag: 'choose', count: unsaved, carried: 0 };
}

function done(d: Draft): void {
  d.pending = d.pending.slice(1);
  d.unsaved = null;
}

function destroy(d: Draft, ev: Event[], u: Unit): void {
  ev.push({ type: 'destroyed', round: d.round, unit: refOf(u) });
  removeUnit(d, u.id);
}

/** The next step of the Damage Phase for the first unit pending; false when it waits for a decision. */
// eslint-disable-next-line max-lines-per-function -- the text's order of removing casualties, one rule after another
export function nextLoss(d: Draft, ev: Event[]): boolean {
  const u = unitById(view(d), d.pending[0]!);
  if (!u) {
    done(d);
    return true;
  }
  if (d.unsaved === null) {
    const save = saveOf(armorOf(u));
    if (!save) {
      d.unsaved = u.damage;
      return true;
    }
    const automatic = Math.min(save.automatic, u.damage);
    const dice = u.damage - automatic;
    if (dice > 0) {
      d.awaiting = { kind: 'save', side: u.side, round: d.round, unit: u.id, dice, need: save.need };
      return false;
    }
    ev.push({
      type: 'saved',
      round: d.round,
      unit: refOf(u),
      markers: u.damage,
      automatic,
      need: save.need,
      faces: [],
      unsaved: 0,
    });
    d.unsaved = 0;
    return true;
  }
  const loss = lossOf(u, d.unsaved);
  switch (loss.tag) {
    case 'choose':
      d.awaiting = {
        kind: 'damage',
        side: u.side,
        round: d.round,
        unit: u.id,
        count: loss.count,
        squad: u.squad,
      };
      return false;
    case 'destroyed':
      destroy(d, ev, u);
      break;
    case 'core':
      loseDice(d, ev, u, Array<DieRef>(loss.count).fill('core'));
      break;
    case 'none':
      if (loss.carried !== u.carried) {
        update(d, u.id, (x) => ({ ...x, carried: loss.carried }));
        ev.push({
          type: 'diceLost',
          round: d.round,
          unit: refOf(u),
          dice: [],
          members: [],
          carried: loss.carried,
        });
      }
      break;
  }
  done(d);
  return true;
}

/** The save roll: one die per marker not passed automatically. */
export function applySave(
  d: Draft,
  ev: Event[],
  dec: Extract<Decision, { kind: 'save' }>,
  req: Extract<Request, { kind: 'save' }>,
): Problem | null {
  const u = unitById(view(d), req.unit)!;
  const faces = roll(d, req.dice, `armour saves of ${u.name}`, dec.faces);
  if (!faces.ok) return { ...faces.error, path: ['faces'] };
  const saved = faces.value.filter((f) => f >= req.need).length;
  const automatic = u.damage - req.dice;
  d.unsaved = req.dice - saved;
  ev.push({
    type: 'saved',
    round: d.round,
    unit: refOf(u),
    markers: u.damage,
    automatic,
    need: req.need,
    faces: faces.value,
    unsaved: d.unsaved,
  });
  return null;
}

function loseDice(d: Draft, ev: Event[], u: Unit, dice: readonly DieRef[]): void {
  let core = u.core;
  let passive = u.passive?.dice ?? 0;
  const pieces = u.equipment.map((p) => p.dice);
  for (const r of dice) {
    if (r === 'core') core -= 1;
    else if (r === 'passive') passive -= 1;
    else pieces[r] = pieces[r]! - 1;
  }
  const changed = update(d, u.id, (x) => ({
    ...x,
    core,
    passive: x.passive && passive > 0 ? { ...x.passive, dice: passive } : null,
    equipment: x.equipment.map((p, i) => ({ ...p, dice: pieces[i]! })),
  }));
  ev.push({ type: 'diceLost', round: d.round, unit: refOf(u), dice, members: [], carried: 0 });
  if (changed.core <= 0) destroy(d, ev, changed);
}

const bad = (
  code: string,
  message: string,
  path: (string | number)[],
  facts: Record<string, unknown> = {},
): Problem => problem(code, message, { path, facts });

/** A unit's choice: exactly `count` dice, none it doesn't have. */
function checkDice(u: Unit, count: number, remove: readonly DieRef[] | undefined): Problem | null {
  if (!remove || remove.length !== count)
    return bad('damage.count', `${u.name} loses ${count} dice: name ${count} in remove`, ['remove'], {
      count,
      given: remove?.length ?? 0,
    });
  const have: Record<string, number> = { core: u.core, passive: u.passive?.dice ?? 0 };
  u.equipment.forEach((p, i) => (have[String(i)] = p.dice));
  for (const [k, r] of remove.entries()) {
    const key = String(r);
    if (!(key in have))
      return bad('damage.no-such-die', `${u.name} has no die called ${key}`, ['remove', k], { die: r });
    have[key] = have[key]! - 1;
    if (have[key]! < 0)
      return bad('damage.too-many', `${u.name} has no more ${key} dice to lose`, ['remove', k], { die: r });
  }
  return null;
}

/** A squad's choice: exactly `count` different members, by their squares. */
function checkMembers(u: Unit, count: number, members: readonly CellKey[] | undefined): Problem | null {
  if (!members || members.length !== count)
    return bad(
      'damage.count',
      `${u.name} loses ${plural(count, 'member')}: name their squares in members`,
      ['members'],
      { count, given: members?.length ?? 0 },
    );
  for (const [k, m] of members.entries()) {
    if (!u.models.includes(m) || members.indexOf(m) !== k)
      return bad('damage.no-such-member', `${u.name} has no member at ${m} to remove`, ['members', k], {
        square: m,
      });
  }
  return null;
}

/** The owner's choice of losses. */
export function applyDamage(
  d: Draft,
  ev: Event[],
  dec: Extract<Decision, { kind: 'damage' }>,
  req: Extract<Request, { kind: 'damage' }>,
): Problem | null {
  const u = unitById(view(d), req.unit)!;
  if (!u.squad) {
    const refused = checkDice(u, req.count, dec.remove);
    if (refused) return refused;
    loseDice(d, ev, u, dec.remove!);
    done(d);
    return null;
  }
  const refused = checkMembers(u, req.count, dec.members);
  if (refused) return refused;
  const loss = lossOf(u, d.unsaved ?? 0);
  const carried = loss.tag === 'choose' ? loss.carried : 0;
  update(d, u.id, (x) => ({ ...x, models: x.models.filter((m) => !dec.members!.includes(m)), carried }));
  ev.push({ type: 'diceLost', round: d.round, unit: refOf(u), dice: [], members: dec.members!, carried });
  done(d);
  return null;
}
