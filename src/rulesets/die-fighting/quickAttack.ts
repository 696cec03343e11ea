/**
 * One attack away from any battle, for the table (`diemen df attack`): units written as
 * `heavy-cavalry+captain` or `light-infantry@5`, the attack resolved by the rules' own attack
 * (checks, rolls, shares of damage, destruction) on a small board, its dice rolled from a seed or
 * typed from physical dice. Also which rolls an attack makes and, from typed faces, which targets
 * it hits: what `--dice` prompts ask for.
 */
import { fail, ok, problem, type Problem, type Result } from '../../core/problem';
import { seedRng } from '../../core/rng';
import type { CellKey } from '../../grid/types';
import { checkAttack, resolveAttack } from './attack';
import { COMMANDER_NAMES, cardFor, isCommander, isUnitType, UNIT_TYPE_NAMES, UNIT_TYPES } from './cards';
import { draftOf } from './draft';
import type { Event, Roll } from './events';
import type { BattleState } from './state';
import type { Card, CombatDice, CommanderRank, Unit, UnitType } from './types';
import type { Fighter } from './attackOdds';

type Cards = Readonly<Record<UnitType, Card>>;

/** Short names people may type (the map's letters). */
const SHORT: Readonly<Record<string, UnitType>> = {
  a: 'archers',
  c: 'conscripts',
  li: 'light-infantry',
  hi: 'heavy-infantry',
  lc: 'light-cavalry',
  hc: 'heavy-cavalry',
};

/** `heavy-cavalry+captain@12`: a type (or its letters), a commander, the health left. */
export function parseFighter(text: string, role: string): Result<Fighter> {
  const m = /^\s*([a-z-]+)(?:\+([a-z]+))?(?:@(\d+))?\s*$/i.exec(text);
  const bad = (message: string) => fail(problem('quick.bad-unit', `${role} "${text}": ${message}`));
  if (!m) return bad('write a unit as type[+commander][@health], e.g. heavy-infantry+captain@7');
  const name = m[1]!.toLowerCase().replace(/calvary/, 'cavalry');
  const type = isUnitType(name) ? name : SHORT[name];
  if (!type) return bad(`unknown unit type; one of ${UNIT_TYPE_NAMES.join(', ')}`);
  const rank = m[2]?.toLowerCase();
  if (rank !== undefined && !isCommander(rank)) {
    return bad(`unknown commander "${rank}"; one of ${COMMANDER_NAMES.join(', ')}`);
  }
  const die = UNIT_TYPES[type].die;
  const health = m[3] === undefined ? die : Number(m[3]);
  if (health < 1 || health > die) return bad(`health is 1 to ${die} for ${type}`);
  return ok({ type, commander: (rank as CommanderRank | undefined) ?? null, health });
}

/** The attacker's square, and its targets' squares all around it (every one in range of anything). */
const CENTRE = '1,1';
/** The defenders' squares, in the order they are named. */
export const DEFENDER_CELLS: readonly CellKey[] = ['1,0', '2,1', '1,2', '0,1', '0,0', '2,0', '2,2', '0,2'];

const unitOf = (cards: Cards, f: Fighter, side: string, at: CellKey): Unit => ({
  id: at,
  side,
  type: f.type,
  commander: f.commander,
  at,
  health: f.health,
  uses: cards[f.type].uses,
});

/** A 3x3 board in its combat phase: the attacker in the middle, the defenders around it. */
function board(cards: Cards, attacker: Fighter, defenders: readonly Fighter[], seed: string): BattleState {
  const units: Unit[] = [unitOf(cards, attacker, 'attacker', CENTRE)];
  defenders.forEach((d, i) => units.push(unitOf(cards, d, 'defender', DEFENDER_CELLS[i]!)));
  return {
    rules: {
      name: 'quick attack',
      mode: null,
      points: 0,
      grid: { kind: 'square', cols: 3, rows: 3 },
      slow: {},
      blocking: {},
      sides: [
        { id: 'attacker', name: 'Attacker', edge: 'north' },
        { id: 'defender', name: 'Defender', edge: 'south' },
      ],
      cards,
      options: { game: 'elimination', maxRounds: 1 },
    },
    round: 1,
    phase: 'combat',
    rng: seedRng(seed),
    units,
    reserve: [],
    rolls: {},
    order: ['attacker', 'defender'],
    turn: 0,
    activated: [],
    engaged: [],
    destroyed: { attacker: 0, defender: 0 },
    awaiting: null,
    outcome: null,
  };
}

/** Why `attacker` can't attack all of `defenders` at once, or null (the card's targets). */
export function checkQuick(cards: Cards, attacker: Fighter, defenders: readonly Fighter[]): Problem | null {
  const max = Math.min(cardFor(cards, attacker.type, attacker.commander).targets, DEFENDER_CELLS.length);
  if (defenders.length <= max) return null;
  const who = `${attacker.type}${attacker.commander ? `+${attacker.commander}` : ''}`;
  return problem(
    'quick.too-many-targets',
    `${who} may attack ${max} unit${max === 1 ? '' : 's'} at once, not ${defenders.length}`,
    {
      facts: { max, given: defenders.length },
    },
  );
}

/**
 * Resolves `attacker` attacking `defenders` by the rules: the events (attacked, damage,
 * destroyed). Dice not in `dice` come from `seed`; a refused attack or bad faces is a Problem.
 */
export function quickAttack(
  cards: Cards,
  attacker: Fighter,
  defenders: readonly Fighter[],
  seed: string,
  dice: CombatDice = {},
): Result<readonly Event[]> {
  const refused = checkQuick(cards, attacker, defenders);
  if (refused) return fail(refused);
  const s = board(cards, attacker, defenders, seed);
  const d = draftOf(s);
  const u = s.units[0]!; // the attacker, in the centre
  const targets = DEFENDER_CELLS.slice(0, defenders.length);
  const ev: Event[] = [];
  const problem = checkAttack(d, u, targets) ?? resolveAttack(d, ev, u, targets, dice);
  return problem ? fail(problem) : ok(ev);
}

/** The rolls an attack makes that can change its result: what `--dice` asks for. */
export interface RollPlan {
  /** The attack roll (2d6): only a melee attacker against some unit that defends. */
  readonly attack: boolean;
  /** Per target: whether it makes a defence roll (2d6). */
  readonly defence: readonly boolean[];
  /** The damage die's sides (rolled only when something was hit). */
  readonly damage: number;
}

const ranged = (t: UnitType): boolean => UNIT_TYPES[t].kind === 'ranged';

export function rollPlan(attacker: UnitType, targets: readonly UnitType[]): RollPlan {
  const defence = targets.map((t) => !ranged(attacker) && !ranged(t));
  return { attack: defence.some(Boolean), defence, damage: UNIT_TYPES[attacker].die };
}

/** Which targets typed faces hit (the attack strictly above the defence, bonuses added). */
export function hitsWith(
  cards: Cards,
  attacker: Pick<Fighter, 'type' | 'commander'>,
  targets: readonly Pick<Fighter, 'type' | 'commander'>[],
  dice: CombatDice,
): boolean[] {
  const sum = (xs: readonly number[] | undefined) => (xs ?? []).reduce((a, b) => a + b, 0);
  const attack = sum(dice.attack) + cardFor(cards, attacker.type, attacker.commander).attack;
  return targets.map((t, i) => {
    if (ranged(attacker.type) || ranged(t.type)) return true;
    return attack > sum(dice.defence?.[i]) + cardFor(cards, t.type, t.commander).defence;
  });
}

/** What happened to each defender, from the attack's events: for scripts (`--json`). */
export interface QuickResult {
  readonly attack: Roll | null;
  readonly damage: Roll | null;
  readonly targets: readonly {
    readonly defence: Roll | null;
    readonly hit: boolean;
    readonly damage: number;
    readonly health: number;
    readonly destroyed: boolean;
  }[];
}

export function quickResult(defenders: readonly Fighter[], events: readonly Event[]): QuickResult {
  let attack: Roll | null = null;
  let damage: Roll | null = null;
  const targets = defenders.map((d) => ({
    defence: null as Roll | null,
    hit: false,
    damage: 0,
    health: d.health,
    destroyed: false,
  }));
  const index = (cell: CellKey) => DEFENDER_CELLS.indexOf(cell);
  for (const e of events) {
    if (e.type === 'attacked') {
      attack = e.attack;
      e.targets.forEach((t) => Object.assign(targets[index(t.unit.at)]!, { defence: t.defence, hit: t.hit }));
    }
    if (e.type === 'damage') {
      damage = e.roll;
      for (const h of e.hurt)
        Object.assign(targets[index(h.unit.at)]!, { damage: h.damage, health: h.health });
    }
    if (e.type === 'destroyed') targets[index(e.unit.at)]!.destroyed = true;
  }
  return { attack, damage, targets };
}
