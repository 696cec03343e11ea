/**
 * `validate` refuses the scripted dice `step` would refuse (issue 20): the battle rolls one die
 * per unit on the map (at most 15), so round 1's count is known before any play.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../helpers/runCli';
import { runMain } from '../helpers/runMain';

const ROOT = join(__dirname, '..', '..');
const dir = mkdtempSync(join(tmpdir(), 'diemen-dice-'));
const source = readFileSync(join(ROOT, 'scenarios', 'two-units-surround.yaml'), 'utf8');
const BLUE = 'blue: [1, 2, 3, 4, 5, 6, 7, 8, 9, 9]';

function variant(name: string, text: string): string {
  const file = join(dir, `${name}.yaml`);
  writeFileSync(file, text);
  return file;
}

test('the bundled scenario, its ten blue dice for ten units, validates', async () => {
  expect(source).toContain(BLUE);
  expect(runCli(['validate', join(ROOT, 'scenarios', 'two-units-surround.yaml')]).code).toBe(0);
});

test('round 1 dice for 3 units when 10 are on the map: refused by validate, with line and field', async () => {
  const file = variant('short', source.replace(BLUE, 'blue: [1, 2, 3]'));
  const line = source.split('\n').findIndex((l) => l.includes(BLUE)) + 1;
  const v = await runMain(['validate', file]);
  expect(v.code).toBe(2);
  expect(v.stderr).toBe(
    `diemen: ${file}:${line}: rounds[0].dice.blue: blue has 10 units on the map, so it rolls 10 dice in round 1, not 3\n`,
  );
  // step refuses the same file, with the same words, before playing anything.
  const s = await runMain(['step', file, '--all']);
  expect(s.code).toBe(2);
  expect(s.stderr).toContain('so it rolls 10 dice in round 1, not 3');
});

test('a later round with more dice than the side ever has units is refused too', async () => {
  const text = `${source.trimEnd()}\n  - dice:\n      blue: [1, 2, 3, 4, 5, 6, 7, 8, 9, 9, 10]\n`;
  const v = await runMain(['validate', variant('later', text)]);
  expect(v.code).toBe(2);
  expect(v.stderr).toMatch(
    /rounds\[1\]\.dice\.blue: blue has 10 units on the map at the start, so it never rolls 11 dice/,
  );
});
