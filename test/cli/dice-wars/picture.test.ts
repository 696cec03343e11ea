/**
 * The Dice Wars picture: terrain by height band, a mark per model, the round's moves and attacks as
 * arrows labelled with their markers, read from the events; and the SVG it makes parses as XML.
 */
import { bandOf, diceWarsPicture, wrecks } from '../../../src/cli/dice-wars/svg/diceWarsPicture';
import { renderMapSvg } from '../../../src/cli/svg/renderMapSvg';
import { diceLeft } from '../../../src/rulesets/dice-wars/board';
import { groups, parseSvg, texts } from '../../helpers/parseSvg';
import { act, activate, begin, DAMAGE, faceSetup, first, ofType, play, roundOne } from './battle';

describe('Dice Wars picture', () => {
  it('the opening position: the wall as 1"-3" terrain, a mark per model', () => {
    const s = begin(faceSetup()).state;
    const p = diceWarsPicture(s, [], { name: 'test', round: null });
    expect(p.grid).toEqual({ kind: 'square', cols: 30, rows: 30 });
    expect(p.terrain).toEqual({ '13,21': 'mid', '14,21': 'mid', '15,21': 'mid' });
    expect(p.marks).toHaveLength(s.units.reduce((n, u) => n + u.models.length, 0));
    const scouts = s.units.find((u) => u.id === 'scouts')!;
    expect(p.marks.find((m) => m.at === '10,18')).toEqual({
      at: '10,18',
      side: 'blue',
      count: diceLeft(scouts),
      detail: 'a scouts',
      group: 'scouts',
    });
    // The name once: the squad's other members only say which unit they belong to (the line).
    expect(p.marks.find((m) => m.at === '11,18')).toEqual({
      at: '11,18',
      side: 'blue',
      count: 1,
      group: 'scouts',
    });
    expect([0.5, 1, 2.9, 3, 6].map(bandOf)).toEqual(['low', 'mid', 'mid', 'high', 'tall']);
  });

  it("the round's moves and attacks as arrows, each attack with the markers it put on", () => {
    const opening = begin(faceSetup()).state;
    const moved = play(
      opening,
      ...first(6, 1),
      activate('red', 'gun'),
      act('red', { type: 'freeMove', to: ['10,12'] }),
    );
    const { events, state } = roundOne(DAMAGE);
    const p = diceWarsPicture(moved.state, [...moved.events], { name: 'test', round: 1 });
    expect(p.arrows).toEqual([{ kind: 'move', side: 'red', from: '10,10', to: '10,12' }]);
    const q = diceWarsPicture(state, events, { name: 'test', round: 1, seed: 's' });
    const attacks = ofType(events, 'attacked');
    expect(q.arrows.map((a) => a.label)).toEqual(attacks.map((e) => `−${e.markers}`));
    expect(q.arrows[0]).toEqual({ kind: 'attack', side: 'red', from: '10,10', to: '14,20', label: '−2' });
    // Drawn in play, the picture can't know how many rounds there will be: it says the most.
    expect(q.subtitle).toBe('round 1 of at most 5 · 30"x30" table · seed s');
    // A report knows how many rounds were played: it counts those.
    expect(diceWarsPicture(state, events, { name: 'test', round: 1, rounds: 3 }).subtitle).toMatch(
      /^round 1 of 3 ·/,
    );
    // The member the damage removed stays as a wreck of its squad, for this round.
    const lost = ofType(events, 'diceLost').flatMap((e) => e.members.map((at) => ({ at, unit: e.unit })));
    expect(lost.length).toBeGreaterThan(0);
    for (const { at, unit } of lost)
      expect(q.marks.filter((m) => m.at === at)).toEqual([
        { at, side: unit.side, count: 0, wreck: true, group: unit.id },
      ]);
    expect(q.sides.map((x) => x.note)).toEqual(['12 dice left', '9 dice left']);
  });

  it('a unit destroyed this round is a wreck where it stood, its name on its first model', () => {
    const opening = begin(faceSetup()).state;
    const scouts = opening.units.find((u) => u.id === 'scouts')!;
    const destroyed = {
      type: 'destroyed',
      round: 1,
      unit: { id: 'scouts', side: 'blue', name: 'scouts' },
    } as const;
    const marks = wrecks([destroyed], opening, () => 'a');
    expect(marks.map((m) => m.at)).toEqual(scouts.models);
    expect(marks.every((m) => m.wreck === true && m.group === 'scouts' && m.side === 'blue')).toBe(true);
    expect(marks.map((m) => m.detail)).toEqual(['a scouts', ...scouts.models.slice(1).map(() => undefined)]);
    // Moved this round before it fell: where the move left it.
    const moved = {
      type: 'moved',
      round: 1,
      unit: destroyed.unit,
      free: false,
      from: scouts.models,
      to: ['1,1', '1,2', '1,3'],
      leftCover: false,
    } as const;
    expect(wrecks([moved, destroyed], opening, () => 'a').map((m) => m.at)).toEqual(['1,1', '1,2', '1,3']);
    // Without the position before the round, an unmoved unit's wreck can't be placed: none is drawn.
    expect(wrecks([destroyed], undefined, () => 'a')).toEqual([]);
  });

  it('renders to SVG that parses as XML, with an arrow per action', () => {
    const { events, state } = roundOne(DAMAGE);
    const doc = parseSvg(renderMapSvg(diceWarsPicture(state, events, { name: 'Test & <battle>', round: 1 })));
    expect(groups(doc, 'arrow')).toHaveLength(3);
    expect(texts(doc)).toContain('Test & <battle>');
  });
});
