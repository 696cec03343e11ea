/**
 * Dice Wars cover from a scenario file, through `diemen step --json` (run `npm run build` first
 * when running this file alone): moving out of cover loses it for the round, cover to cover too, a squad is in cover only when every member is, and a friend with 2 Armor dice is cover. The
 * fixture's header walks through every step; the distances asserted are the geometry's own.
 */
import type { Event } from '../../../src/rulesets/dice-wars/events';
import { gap } from '../../../src/rulesets/dice-wars/geometry';
import { runCli } from '../../helpers/runCli';

const r = runCli(['step', 'test/fixtures/scenarios/dice-wars/cover.yaml', '--json']);
const doc = JSON.parse(r.stdout || '{}') as {
  rounds: { events: Event[] }[];
  final: { units: { id: string; models: string[]; dice: Record<string, number> }[] };
};
type Attacked = Extract<Event, { type: 'attacked' }>;
type Moved = Extract<Event, { type: 'moved' }>;
const events = (): Event[] => doc.rounds[0]!.events;
const attackOn = (id: string): Attacked =>
  events().find((e): e is Attacked => e.type === 'attacked' && e.target.id === id)!;
const movesOf = (id: string): Moved[] =>
  events().filter((e): e is Moved => e.type === 'moved' && e.unit.id === id);
/** "Being in Cover": within 1" of a piece (DW-G5; every wall here is tall enough). */
const near = (at: string, piece: readonly string[]) => piece.some((c) => gap(c, at) <= 1);

describe('Dice Wars cover from a scenario file (step --json)', () => {
  it('the file steps cleanly', () => {
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
  });

  it('"But I Was in Cover!": moving out of cover loses it for the round, even back into cover', () => {
    const [out, back] = movesOf('runner');
    expect(near(out!.from[0]!, ['3,9'])).toBe(true);
    expect(near(out!.to[0]!, ['3,9'])).toBe(false);
    expect(out!.leftCover).toBe(true);
    expect(near(back!.to[0]!, ['3,9'])).toBe(true);
    expect(attackOn('runner')).toMatchObject({ hits: 1, damage: 1, cover: 'none', markers: 1 });
  });

  it('"But I Was in Cover!": a move along the same wall gives up the cover (DW9)', () => {
    const wall = ['10,9', '11,9', '12,9'];
    const [m] = movesOf('hopper');
    expect([near(m!.from[0]!, wall), near(m!.to[0]!, wall), m!.leftCover]).toEqual([true, true, true]);
    expect(attackOn('hopper')).toMatchObject({ damage: 1, cover: 'none', markers: 1 });
  });

  it('"But I Was in Cover!": a move from one piece of cover into another loses it (DW9)', () => {
    const [m] = movesOf('leaper');
    expect([near(m!.from[0]!, ['6,9']), near(m!.to[0]!, ['6,9']), near(m!.to[0]!, ['9,9'])]).toEqual([
      true,
      false,
      true,
    ]);
    expect(m!.leftCover).toBe(true);
    expect(attackOn('leaper')).toMatchObject({ damage: 1, cover: 'none', markers: 1 });
  });

  it('"Being in Cover": a squad with a member out of cover is not in cover', () => {
    expect(['16,8', '17,8'].map((m) => near(m, ['14,9']))).toEqual([true, false]);
    expect(attackOn('line')).toMatchObject({ hitFaces: [6, 1], damage: 1, cover: 'none', markers: 1 });
    expect(doc.final.units.find((u) => u.id === 'line')!.models).toEqual(['16,8']);
  });

  it('"Armor Dice and Cover": a friend with 2 Armor dice is cover, but not for itself', () => {
    expect(gap('24,8', '24,10')).toBeLessThanOrEqual(1);
    expect(attackOn('behind')).toMatchObject({ damage: 1, cover: 'used', markers: 0 });
    expect(attackOn('bunker')).toMatchObject({ damage: 1, cover: 'none', markers: 1 });
    expect(doc.final.units.find((u) => u.id === 'bunker')!.dice).toEqual({ core: 2, armor: 1 });
  });
});
