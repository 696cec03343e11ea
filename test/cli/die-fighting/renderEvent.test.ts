/**
 * The event lines on real events: a battle choreographed with typed dice (so every kind of event
 * comes up), and battles between computer generals; every number a line shows is read back from
 * its event, never written into the test.
 */
import { renderEvent } from '../../../src/cli/die-fighting/render/renderEvent';
import { sideNames } from '../../../src/cli/render/sideNames';
import { plainStyle } from '../../../src/cli/style';
import { cardFor, DEFAULT_CARDS, UNIT_TYPES } from '../../../src/rulesets/die-fighting/cards';
import type { Event, Roll } from '../../../src/rulesets/die-fighting/events';
import { dieFightingGame } from '../../../src/rulesets/die-fighting/game';
import { setupOf } from '../../rulesets/die-fighting/helpers';
import { choreographed, playOut, type Step } from './battle';

const names = sideNames(
  [
    { id: 'red', name: 'Red' },
    { id: 'blue', name: 'Blue' },
  ],
  plainStyle,
);
const line = (s: Step) => renderEvent(s.e, names, plainStyle, s.state);
const of = <T extends Event['type']>(steps: Step[], type: T) =>
  steps.filter((s) => s.e.type === type) as (Step & { e: Extract<Event, { type: T }> })[];

/** How a roll reads: `5+4 +2 = 11`, a lone die without a bonus just `5`. */
const rollBits = (r: Roll): string =>
  r.faces.length === 1 && !r.bonus
    ? String(r.total)
    : `${r.faces.join('+')}${r.bonus ? ` +${r.bonus}` : ''} = ${r.total}`;

/** What a line must show, read from its event. */
function expectedBits(s: Step): string[] {
  const e = s.e;
  switch (e.type) {
    case 'initiative':
    case 'setupRolled':
      return Object.entries(e.rolls).map(([side, r]) => `${names.name(side)} 2d6 ${rollBits(r)}`);
    case 'moved':
      return [e.unit.at, e.to, `cost ${e.cost}`];
    case 'attacked':
      return [
        ...(e.attack
          ? [`2d6 ${rollBits(e.attack)}`]
          : [e.usesLeft === undefined ? 'make no defence roll' : 'no rolls']),
        ...e.targets.flatMap((t) => [t.unit.at, ...(t.defence ? [`defence ${rollBits(t.defence)}`] : [])]),
        ...(e.usesLeft !== undefined ? [`${e.usesLeft} shot`] : []),
      ];
    case 'damage':
      return [
        `d${UNIT_TYPES[e.unit.type].die} ${rollBits(e.roll)}`,
        ...e.hurt.map((h) => `${h.unit.at}: ${h.health + h.damage} → ${h.health}`),
      ];
    case 'destroyed':
      return [e.unit.at, `${e.points} points`];
    case 'roundEnded':
      return [
        ...Object.keys(e.units).map((side) => `${names.name(side)} ${e.units[side]} unit`),
        ...Object.keys(e.health).map((side) => `${e.health[side]} health`),
        ...Object.entries(s.state.destroyed).map(([side, n]) => `${names.name(side)} ${n}`),
      ];
    case 'regrouped':
      return e.units.flatMap((u) => [u.unit.at, String(u.health)]);
    case 'brokeAway':
      return [
        ...(e.attack ? [`2d6 ${rollBits(e.attack)}`] : []),
        ...e.holders.map((h) => `defence ${rollBits(h.defence!)}`),
      ];
    case 'battleEnded':
      return [
        e.outcome.reason,
        ...Object.entries(e.destroyed).map(([side, n]) => `${names.name(side)} ${n}`),
      ];
    default:
      return [];
  }
}

describe('Die Fighting event lines', () => {
  it('shows every kind of event of a choreographed battle, with the numbers of its event', () => {
    const { steps } = choreographed();
    const types = new Set(steps.map((s) => s.e.type));
    for (const t of [
      'setupRolled',
      'initiative',
      'phase',
      'moved',
      'stayed',
      'restStayed',
      'attacked',
      'damage',
      'destroyed',
      'charged',
      'brokeAway',
      'regrouped',
      'held',
      'unusedDice',
      'restHeld',
      'roundEnded',
      'battleEnded',
    ]) {
      expect([t, types.has(t as Event['type'])]).toEqual([t, true]);
    }
    for (const s of steps) {
      const text = line(s);
      expect(text.trim().length).toBeGreaterThan(0);
      for (const bit of expectedBits(s))
        expect([s.e.type, text]).toEqual([s.e.type, expect.stringContaining(bit)]);
    }
  });

  it("writes the melee attack and its damage with the cards' bonuses", () => {
    const { steps } = choreographed();
    const [attack] = of(steps, 'attacked');
    const bonus = cardFor(DEFAULT_CARDS, 'heavy-cavalry', 'captain').attack;
    const defence = cardFor(DEFAULT_CARDS, 'light-infantry', null).defence;
    expect(bonus).toBeGreaterThan(0);
    const total = 5 + 4 + bonus;
    expect(line(attack!)).toBe(
      `Red heavy cavalry +captain at 2,1: attacks, 2d6 5+4 +${bonus} = ${total} vs Blue light infantry at 2,2 defence 2+2${defence ? ` +${defence}` : ''} = ${4 + defence} → hit`,
    );
    const [damage] = of(steps, 'damage');
    const health = UNIT_TYPES['light-infantry'].die;
    expect(line(damage!)).toBe(`  damage d20 5 → Blue light infantry at 2,2: ${health} → ${health - 5}`);
  });

  it('says why a roll-off went as it did: more units on a tie, higher otherwise', () => {
    const { steps } = choreographed();
    expect(line(of(steps, 'setupRolled')[0]!)).toBe(
      'Set-up roll: Red 2d6 3+3 = 6, Blue 2d6 4+2 = 6 → the choice of map to Red (tied at 6: more units)',
    );
    expect(line(of(steps, 'initiative')[0]!)).toBe(
      'Initiative: Red 2d6 6+6 = 12, Blue 2d6 1+2 = 3 → Red first (higher)',
    );
  });

  it('shows shots without rolls, the uses left, the break away against its holder, the miss and its unused die', () => {
    const { steps } = choreographed();
    const shots = of(steps, 'attacked').filter((s) => s.e.attack === null);
    expect(line(shots[0]!)).toBe(
      `Red archers at 0,0: shoots Blue conscripts at 0,2; no rolls, hit (${shots[0]!.e.usesLeft} shots left)`,
    );
    expect(line(of(steps, 'brokeAway')[0]!)).toMatch(
      /^Blue light infantry at 2,2: tries to break away, 2d6 6\+6 = 12 vs Red heavy cavalry \+captain at 2,1 defence 1\+1 \+\d = \d → beaten: breaks away to 3,3$/,
    );
    expect(line(of(steps, 'unusedDice')[0]!)).toContain('damage faces given for Red heavy cavalry at');
    expect(line(of(steps, 'charged')[0]!)).toMatch(
      /^Red heavy cavalry \+captain at 2,1: charges 3,3, moving to \d,\d$/,
    );
    const destroyed = of(steps, 'destroyed')[0]!;
    expect(line(destroyed)).toBe(`  Blue conscripts at 0,2: destroyed, ${destroyed.e.points} points to Red`);
    expect(line(of(steps, 'battleEnded')[0]!)).toMatch(
      /^Victory for Red: \d+ points destroyed to 0 after 2 rounds \(points destroyed: Red \d+, Blue 0\)$/,
    );
  });

  it('never puts a verb straight after a unit: archers and conscripts are plural', () => {
    // Played: "Red archers at 0,0 shoots ...", "Blue conscripts at 0,2 is destroyed".
    const { steps } = choreographed();
    const lines = steps.map(line);
    expect(lines.filter((l) => / at \d+,\d+: /.test(l)).length).toBeGreaterThan(5);
    for (const l of lines) {
      expect(l).not.toMatch(/ at \d+,\d+ (attacks|shoots|moves|stays|holds|charges|tries|is|breaks)\b/);
      expect(l).not.toMatch(/where it stands/);
    }
  });

  it('shows every event of computer battles with its own numbers', () => {
    const setup = setupOf(['........', '........', '..S..B..', '..B..S..', '........', '........'], {
      '1,0': { side: 'red', type: 'heavy-infantry' },
      '2,0': { side: 'red', type: 'archers', commander: 'lieutenant' },
      '3,1': { side: 'red', type: 'light-cavalry', commander: 'captain' },
      '4,0': { side: 'red', type: 'conscripts' },
      '6,5': { side: 'blue', type: 'heavy-infantry' },
      '5,5': { side: 'blue', type: 'archers' },
      '4,4': { side: 'blue', type: 'light-cavalry', commander: 'sergeant' },
      '3,5': { side: 'blue', type: 'conscripts' },
    });
    let checked = 0;
    for (const seed of ['a', 'b', 'c']) {
      const red = dieFightingGame.computer(`r${seed}`);
      const blue = dieFightingGame.computer(`b${seed}`);
      const steps = playOut({ ...setup, seed }, (r, s) => (r.side === 'red' ? red : blue).decide(r, s));
      for (const s of steps) {
        const text = line(s);
        for (const bit of expectedBits(s)) {
          expect([s.e.type, text]).toEqual([s.e.type, expect.stringContaining(bit)]);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});

describe('Die Fighting: lines about a side read right with a plural name', () => {
  // "Hill Clans chooses the map", "Hill Clans starts on the north edge", "Hill Clans goes first":
  // no verb follows a side's name now.
  const plural = sideNames(
    [
      { id: 'red', name: 'Hill Clans' },
      { id: 'blue', name: 'Blue Host' },
    ],
    plainStyle,
  );
  const roll = (a: number, b: number): Roll => ({ faces: [a, b], bonus: 0, total: a + b });
  const say = (e: Event) => renderEvent(e, plural, plainStyle);
  it('the set-up roll, the edges, the initiative', () => {
    const rolls = { red: roll(6, 5), blue: roll(1, 2) };
    expect(say({ type: 'setupRolled', rolls, winner: 'red', reason: 'higher' })).toBe(
      'Set-up roll: Hill Clans 2d6 6+5 = 11, Blue Host 2d6 1+2 = 3 → the choice of map to Hill Clans (higher)',
    );
    expect(say({ type: 'edgeChosen', side: 'red', edge: 'north', other: 'south' })).toBe(
      'The north edge to Hill Clans, the south to Blue Host',
    );
    expect(say({ type: 'initiative', round: 1, rolls, first: 'red', reason: 'higher' })).toBe(
      'Initiative: Hill Clans 2d6 6+5 = 11, Blue Host 2d6 1+2 = 3 → Hill Clans first (higher)',
    );
  });
});
