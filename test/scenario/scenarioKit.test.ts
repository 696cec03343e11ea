import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { diceWarsScenarios } from '../../src/rulesets/dice-wars/scenario/kit';
import { dieFightingScenarios } from '../../src/rulesets/die-fighting/scenario/kit';
import { dieMenScenarios } from '../../src/rulesets/die-men/scenario/kit';
import { highRollScenarios } from '../engine/highRoll';

const text = (name: string) => readFileSync(join(__dirname, '../../scenarios', name), 'utf8');

describe('defineScenarioKit', () => {
  it('reads the round limit from options.maxRounds when the game gives no reader', () => {
    const dw = diceWarsScenarios.load(text('dw-battle.yaml'), 'dw-battle.yaml');
    const dm = dieMenScenarios.load(text('field-of-crows.yaml'), 'field-of-crows.yaml');
    if (!dw.ok || !dm.ok) throw new Error('bundled scenarios load');
    expect(dw.value.maxRounds).toBe(dw.value.document.options.maxRounds);
    expect(dm.value.maxRounds).toBe(dm.value.document.options.maxRounds);
  });

  it("uses the game's own reader where it gives one (Die Fighting's default by game size)", () => {
    const df = dieFightingScenarios.load(text('df-battle.yaml'), 'df-battle.yaml');
    if (!df.ok) throw new Error('bundled scenario loads');
    expect(df.value.maxRounds).toBe(df.value.summary.maxRounds);
  });

  it('passes on what the commands offer beside loading, and leaves out what a game has not', () => {
    expect(diceWarsScenarios.schemaFile).toBe('dice-wars.schema.json');
    expect(typeof diceWarsScenarios.armies?.expand).toBe('function');
    expect(typeof dieMenScenarios.template).toBe('function');
    expect(typeof dieMenScenarios.armies?.expand).toBe('function');
    // The toy game of the plugin tests gives no armies, template or schema file: none is made up.
    expect('armies' in highRollScenarios).toBe(false);
    expect('template' in highRollScenarios).toBe(false);
    expect('schemaFile' in highRollScenarios).toBe(false);
  });

  it('refuses a bad file with file and line, through the shared loader', () => {
    const r = diceWarsScenarios.load('ruleset: dice-wars\nname: 3\n', 'bad.yaml');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error[0]!.file).toBe('bad.yaml');
    expect(r.error.some((p) => p.line === 2)).toBe(true);
  });
});
