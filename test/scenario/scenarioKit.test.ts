import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { diceWarsScenarios } from '../../src/rulesets/dice-wars/scenario/kit';
import { dieFightingScenarios } from '../../src/rulesets/die-fighting/scenario/kit';
import { dieMenScenarios } from '../../src/rulesets/die-men/scenario/kit';
import { parseScenarioText } from '../../src/scenario';
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

  it('loads from the text already parsed, as from the text (openScenario parses it once)', () => {
    const kits = [
      [dieMenScenarios, 'reserve-cut-off.yaml'],
      [dieFightingScenarios, 'df-battle.yaml'],
      [diceWarsScenarios, 'dw-battle.yaml'],
    ] as const;
    for (const [kit, name] of kits) {
      const parsed = parseScenarioText(text(name), name);
      if (!parsed.ok) throw new Error('bundled scenarios parse');
      const fromText = kit.load(text(name), name);
      const fromParsed = kit.load(text(name), name, parsed.value);
      if (!fromText.ok || !fromParsed.ok) throw new Error('bundled scenarios load');
      expect(fromParsed.value.document).toEqual(fromText.value.document);
      expect(fromParsed.value.setup({ fallback: 's' })).toEqual(fromText.value.setup({ fallback: 's' }));
    }
    // The parse given is the one used: a file's lines come from it, not from parsing again.
    const bad = 'ruleset: dice-wars\nname: 3\n';
    const shifted = parseScenarioText(`\n\n${bad}`, 'bad.yaml');
    if (!shifted.ok) throw new Error('parses');
    const r = diceWarsScenarios.load(bad, 'bad.yaml', shifted.value);
    const plain = diceWarsScenarios.load(bad, 'bad.yaml');
    if (r.ok || plain.ok) throw new Error('refused');
    expect(r.error.find((p) => p.path?.join('.') === 'name')?.line).toBe(4);
    expect(plain.error.find((p) => p.path?.join('.') === 'name')?.line).toBe(2);
  });
});
