/**
 * A run that keeps no events (a simulated trial) has the rules drop them as they are pushed
 * (engine/eventSink.ts, issue 23): the same decisions and the same final position as a run that
 * keeps them, in every game, and no events come back.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runBattle } from '../../src/engine';
import { discardingEvents, isDiscarding } from '../../src/engine/eventSink';
import type { AnyGameRules, AnyScenarioKit } from '../../src/engine/game';
import { diceWarsGame } from '../../src/rulesets/dice-wars/game';
import { diceWarsScenarios } from '../../src/rulesets/dice-wars/scenario/kit';
import { dieFightingGame } from '../../src/rulesets/die-fighting/game';
import { dieFightingScenarios } from '../../src/rulesets/die-fighting/scenario/kit';
import { dieMenGame } from '../../src/rulesets/die-men/game';
import { dieMenScenarios } from '../../src/rulesets/die-men/scenario/kit';

const root = join(__dirname, '..', '..');

const GAMES: [string, AnyGameRules, AnyScenarioKit, string][] = [
  ['Die, Men!', dieMenGame, dieMenScenarios, 'scenarios/skirmish.yaml'],
  ['Die Fighting', dieFightingGame, dieFightingScenarios, 'scenarios/df-open-field.yaml'],
  ['Dice Wars', diceWarsGame, diceWarsScenarios, 'scenarios/dw-mek-shop.yaml'],
];

describe('the discarding events list', () => {
  it('keeps nothing pushed onto it, and is told apart from a list', () => {
    const sink = discardingEvents<{ type: string }>();
    sink.push({ type: 'moved' }, { type: 'held' });
    sink.push(...[{ type: 'x' }]);
    expect(sink.length).toBe(0);
    expect([...sink]).toEqual([]);
    expect(isDiscarding(sink)).toBe(true);
    expect(isDiscarding([])).toBe(false);
  });
});

describe.each(GAMES)('%s: a battle without events', (_name, game, kit, file) => {
  const path = join(root, file);
  const loaded = kit.load(readFileSync(path, 'utf8'), path);
  if (!loaded.ok) throw new Error(loaded.error[0]!.message);
  const setup = game.withSeed(loaded.value.setup({ fallback: 'no-events' }), 'no-events/1');

  it('plays the same decisions to the same position as with events', () => {
    const kept = runBattle(game.ruleset, setup, game.computer('no-events/1'));
    const dropped = runBattle(game.ruleset, setup, game.computer('no-events/1'), { keepEvents: false });
    if (!kept.ok || !dropped.ok) throw new Error('the battle failed');
    expect(kept.value.events.length).toBeGreaterThan(10);
    expect(dropped.value.events).toEqual([]);
    expect(dropped.value.decisions).toEqual(kept.value.decisions);
    expect(JSON.stringify(dropped.value.state)).toBe(JSON.stringify(kept.value.state));
    expect(dropped.value.outcome).toEqual(kept.value.outcome);
  });

  it('apply with events off gives the same state and an empty, plain events list', () => {
    const init = game.ruleset.init(setup);
    if (!init.ok) throw new Error('no setup');
    const state = init.value.state;
    const request = game.ruleset.pending(state);
    const decision = game.computer('no-events/1').decide(request, state);
    const on = game.ruleset.apply(state, decision);
    const off = game.ruleset.apply(state, decision, { events: false });
    if (!on.ok || !off.ok) throw new Error('refused');
    expect(off.value.events).toEqual([]);
    expect(isDiscarding(off.value.events)).toBe(false);
    expect(JSON.stringify(off.value.state)).toBe(JSON.stringify(on.value.state));
  });
});
