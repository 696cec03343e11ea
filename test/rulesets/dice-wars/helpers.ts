import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Card } from '../../../src/rulesets/dice-wars/army';
import { loadArmyText } from '../../../src/rulesets/dice-wars/army/load';

export const ARMIES = join(__dirname, '../../fixtures/armies');

/** A card from the fields that matter, the rest blank. */
export const card = (over: Partial<Card> & { name?: string }): Card => ({
  name: 'Test unit',
  members: 1,
  core: 1,
  passive: null,
  equipment: { melee: [], ranged: [], indirect: [] },
  ...over,
});

export const loadFixture = (name: string) => {
  const file = join(ARMIES, name);
  return loadArmyText(readFileSync(file, 'utf8'), `test/fixtures/armies/${name}`);
};

/** An army file's text from YAML lines. */
export const yaml = (...lines: string[]): string => `${lines.join('\n')}\n`;
