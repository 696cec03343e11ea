/**
 * The Dice Wars picture: terrain by height band, a mark per model, the round's moves and attacks as
 * arrows labelled with their markers, read from the events; and the SVG it makes parses as XML.
 */
import { bandOf, diceWarsPicture } from '../../../src/cli/dice-wars/svg/diceWarsPicture';
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
    });
    expect(p.marks.find((m) => m.at === '11,18')).toEqual({
      at: '11,18',
      side: 'blue',
      count: 1,
      detail: 'a',
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
    expect(q.subtitle).toBe('round 1 of 5 · 30"x30" table · seed s');
    expect(q.sides.map((x) => x.note)).toEqual(['12 dice left', '9 dice left']);
  });

  it('renders to SVG that parses as XML, with an arrow per action', () => {
    const { events, state } = roundOne(DAMAGE);
    const doc = parseSvg(renderMapSvg(diceWarsPicture(state, events, { name: 'Test & <battle>', round: 1 })));
    expect(groups(doc, 'arrow')).toHaveLength(3);
    expect(texts(doc)).toContain('Test & <battle>');
  });
});
