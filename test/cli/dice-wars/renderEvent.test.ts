/**
 * The Dice Wars event lines on a real battle: each line carries the numbers of its event (hit dice
 * against the need, the Speed penalty, D3 damage, cover, saves, the dice lost) and the standings.
 */
import { renderEvent } from '../../../src/cli/dice-wars/render/renderEvent';
import { sideNames } from '../../../src/cli/render/sideNames';
import { plainStyle } from '../../../src/cli/style';
import type { Event } from '../../../src/rulesets/dice-wars/events';
import { act, activate, begin, DAMAGE, faceSetup, first, ofType, play, roundOne } from './battle';

describe('Dice Wars event lines', () => {
  it('an attack shows its hit dice against the need, D3 damage and the cover taking the first', () => {
    const { events, lines } = roundOne();
    const [gun, tank] = ofType(events, 'attacked');
    expect(gun).toMatchObject({
      need: 3,
      hitFaces: [5],
      damageFaces: [5],
      damage: 3,
      cover: 'used',
      markers: 2,
    });
    const i = events.indexOf(gun!);
    expect(lines[i]).toBe(
      'Red gun: attacks Blue walker with ranged (4 dice): 1 model roll 5 vs 3+ → 1 hit; damage D3 5 → 3 = 3; cover takes the first → 2 markers',
    );
    // Ranged 2 needs 3+, one worse against 2 Speed dice; 1 damage a hit against a squad.
    expect(tank).toMatchObject({ need: 4, hits: 1, damage: 1 });
    expect(lines[events.indexOf(tank!)]).toContain(
      '1 model roll 6 vs 4+ (3+, -1 to hit 2 Speed dice) → 1 hit; 1 damage (1 a hit) → 1 marker',
    );
  });

  it('a move gives its squares and what it cost in inches', () => {
    const start = play(begin(faceSetup()).state, ...first(6, 1), activate('red', 'gun')).state;
    const line = (to: string) => {
      const step = play(start, act('red', { type: 'freeMove', to: [to] }));
      const moved = ofType(step.events, 'moved')[0]!;
      return renderEvent(moved, sideNames(faceSetup().sides, plainStyle), plainStyle, step.state);
    };
    expect(line('10,12')).toBe('Red gun free move: 10,10 → 10,12 (2")');
    // Two diagonal steps: 2 x √2 = 2.83 inches.
    expect(line('12,12')).toBe('Red gun free move: 10,10 → 12,12 (2.8")');
  });

  it('the roll-off, activations and the end of an activation', () => {
    const { lines } = roundOne();
    expect(lines[0]).toBe('First activation: Red 6, Blue 1 → Red first');
    expect(lines).toContain('Red gun: activates (2 Core actions)');
    expect(lines).toContain('Red gun: activation ends (1 action unused)');
  });

  it('the Damage Phase: saves against their number, the dice and members lost, the standings', () => {
    const { events, lines } = roundOne(DAMAGE);
    const saved = ofType(events, 'saved');
    expect(saved.map((e) => [e.unit.id, e.markers, e.need, e.faces, e.unsaved])).toEqual([
      ['tank', 1, 4, [2], 1],
      ['walker', 2, 5, [6, 1], 1],
    ]);
    expect(lines).toContain('  Red tank: 1 marker; saves 2 vs 4+ → 0 saves → 1 unsaved');
    expect(lines).toContain('  Blue walker: 2 markers; saves 6 1 vs 5+ → 1 save → 1 unsaved');
    expect(lines).toContain('  Red tank: loses 1 die: Armor');
    expect(lines).toContain('  Blue walker: loses 1 die: ranged #0');
    expect(lines).toContain('  Blue scouts: loses 1 member at 12,18');
    const ended = ofType(events, 'roundEnded')[0]!;
    // Red: gun 2+4 and tank 2+3+2 less its Armor die; Blue: scouts 3x1+2+1 less a member, walker 2+2+1 less a die.
    expect(ended.dice).toEqual({ red: 12, blue: 9 });
    expect(lines).toContain('end of round 1: dice left Red 12, Blue 9; units left Red 2, Blue 2');
  });
});

describe('Dice Wars: lines about a side read right with a plural name', () => {
  // Played with an army named "Scavenger Clans": "Scavenger Clans takes the south edge",
  // "Scavenger Clans chooses the edge". No verb follows a side's name now.
  const names = sideNames(
    [
      { id: 'red', name: 'Scavenger Clans' },
      { id: 'blue', name: 'The Iron Legion' },
    ],
    plainStyle,
  );
  it('the roll-off for edges, the edge taken, the first activation', () => {
    const lines = [
      renderEvent({ type: 'edgesRolled', rolls: { red: 6, blue: 1 }, winner: 'red' }, names, plainStyle),
      renderEvent({ type: 'edgeChosen', side: 'red', edge: 'south', other: 'north' }, names, plainStyle),
      renderEvent(
        { type: 'firstRolled', round: 1, rolls: { red: 2, blue: 5 }, first: 'blue' },
        names,
        plainStyle,
      ),
    ];
    expect(lines).toEqual([
      'Deployment roll-off: Scavenger Clans 6, The Iron Legion 1 → the choice of edge to Scavenger Clans',
      'The south edge to Scavenger Clans, the north to the other side',
      'First activation: Scavenger Clans 2, The Iron Legion 5 → The Iron Legion first',
    ]);
  });
});

describe('Dice Wars: lines about a unit read right with a plural name', () => {
  // Played with a card named "Scavenger Raiders": "Scavenger Raiders activates", "... loses 1
  // member", "... ends its activation". A unit's name is followed by a colon now.
  const raiders = (e: Event): Event =>
    JSON.parse(JSON.stringify(e).replace(/"name":"\w+"/g, '"name":"Scavenger Raiders"'));
  it('activating, attacking, ending, staying, moving out of cover, losses, destruction', () => {
    const { events } = roundOne(DAMAGE);
    const start = play(begin(faceSetup()).state, ...first(6, 1), activate('red', 'gun')).state;
    const stayed = play(start, act('red', { type: 'freeMove', to: ['10,10'] }));
    const more: Event[] = [
      ...ofType(stayed.events, 'moved'),
      { ...ofType(stayed.events, 'moved')[0]!, to: ['10,12'], leftCover: true },
      { type: 'deployed', unit: events.find((e) => e.type === 'activated')!.unit, at: ['3,3'] } as Event,
      { type: 'destroyed', unit: ofType(events, 'saved')[0]!.unit } as Event,
    ];
    const names = sideNames(faceSetup().sides, plainStyle);
    const lines = [...events, ...more].map((e) => renderEvent(raiders(e), names, plainStyle));
    expect(lines.filter((l) => l.includes('Scavenger Raiders')).length).toBeGreaterThan(10);
    for (const line of lines) {
      expect(line).not.toMatch(/Scavenger Raiders (activates|attacks|ends|loses|deploys|stays|is)\b/);
      expect(line).not.toMatch(/\bits\b/);
    }
    expect(lines).toContain('Red Scavenger Raiders: stays (free move)');
    expect(lines).toContain('  Red Scavenger Raiders: destroyed');
    expect(lines).toContain('Red Scavenger Raiders free move: 10,10 → 10,12 (out of cover)');
    expect(lines).toContain('Red Scavenger Raiders: deploys at 3,3');
  });
});
