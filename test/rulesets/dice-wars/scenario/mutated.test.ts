/**
 * Mutated Dice Wars files (the bundled battles and the scripted fixture with characters, tokens and
 * lines inserted or cut, seeded): the loader never throws, and what it accepts the rules core
 * accepts too (its checks are the rules' own, moved to file lines).
 */
import { readFileSync } from 'node:fs';
import seedrandom from 'seedrandom';
import { diceWars } from '../../../../src/rulesets/dice-wars/ruleset';
import { loadDiceWarsScenario } from '../../../../src/rulesets/dice-wars/scenario';

const FILES = [
  'scenarios/dw-mek-shop.yaml',
  'scenarios/dw-battle.yaml',
  'test/fixtures/scenarios/dice-wars/scripted.yaml',
].map((f) => readFileSync(f, 'utf8'));
const TOKENS = [
  '{',
  '}',
  '[',
  ']',
  ': ',
  '- ',
  '\n',
  '\n  ',
  '0',
  '-1',
  '99',
  '"40,40"',
  '"0,0"',
  ',',
  '1.5',
  'null',
];

function mutate(text: string, rng: () => number): string {
  let t = text;
  for (let k = 0; k < 1 + Math.floor(rng() * 4); k++) {
    const at = Math.floor(rng() * t.length);
    const r = rng();
    if (r < 0.4) t = t.slice(0, at) + TOKENS[Math.floor(rng() * TOKENS.length)] + t.slice(at);
    else if (r < 0.7) t = t.slice(0, at) + t.slice(at + 1 + Math.floor(rng() * 5));
    else {
      const lines = t.split('\n');
      lines.splice(Math.floor(rng() * lines.length), 1);
      t = lines.join('\n');
    }
  }
  return t;
}

it('mutated files are accepted or refused with problems, never thrown; accepted ones start a battle', () => {
  const rng = seedrandom('dw-mutated');
  let accepted = 0;
  for (let i = 0; i < 400; i++) {
    const text = mutate(FILES[i % FILES.length]!, rng);
    const r = loadDiceWarsScenario(text, 'm.yaml');
    if (!r.ok) {
      for (const p of r.error) expect(p).toMatchObject({ code: expect.any(String), file: 'm.yaml' });
      continue;
    }
    accepted++;
    const init = diceWars.init(r.value.setup({ fallback: 'x' }));
    expect(init.ok ? [] : init.error).toEqual([]);
  }
  // Some mutations (a changed height, a cut comment) leave a valid file.
  expect(accepted).toBeGreaterThan(0);
});
