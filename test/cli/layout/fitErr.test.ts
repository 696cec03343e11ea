/**
 * Lines for stderr (src/cli/layout/fitErr.ts): at a terminal narrower than a message it breaks at
 * a word, going on under the message; without a width (piped) it is left one line. The binary
 * keeps a piped message whole (the last test).
 */
import fc from 'fast-check';
import { fitErr } from '../../../src/cli/layout/fitErr';
import { visibleWidth } from '../../../src/cli/layout/wrap';
import { runCli } from '../../helpers/runCli';

const LONG =
  'diemen: my-army.yaml:5: units[0].type: not a unit type: expected one of archers, conscripts, light-infantry (got "heavy-cavalri") (army of side \'red\', named at battle.yaml:9)\n';

describe('fitErr', () => {
  it('breaks a long message at words, continuing under the message, at 80 columns', () => {
    const lines = fitErr(LONG, 80).split('\n');
    expect(lines).toEqual([
      'diemen: my-army.yaml:5: units[0].type: not a unit type: expected one of archers,',
      `        conscripts, light-infantry (got "heavy-cavalri") (army of side 'red',`,
      '        named at battle.yaml:9)',
      '',
    ]);
  });

  it('leaves the text alone without a width (piped) and a line that fits', () => {
    expect(fitErr(LONG, undefined)).toBe(LONG);
    expect(fitErr('diemen: x.yaml: cannot read: no such file\n', 80)).toBe(
      'diemen: x.yaml: cannot read: no such file\n',
    );
  });

  it('fits each line of a several-line text, keeping its last newline or none', () => {
    const two = `${'a '.repeat(50)}\nshort`;
    const out = fitErr(two, 40);
    expect(out.endsWith('short')).toBe(true);
    expect(out.split('\n').every((l) => visibleWidth(l) <= 40)).toBe(true);
  });

  it('never goes past the width and keeps every word in order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-z.:'()-]{1,12}$/), { minLength: 1, maxLength: 40 }),
        fc.integer({ min: 24, max: 120 }),
        (words, width) => {
          const text = `diemen: ${words.join(' ')}\n`;
          const out = fitErr(text, width);
          expect(out.split('\n').every((l) => visibleWidth(l) <= width)).toBe(true);
          expect(out.split(/\s+/).filter(Boolean)).toEqual(text.split(/\s+/).filter(Boolean));
        },
      ),
    );
  });
});

describe('the binary, piped', () => {
  it('writes a message longer than any terminal as one line', () => {
    const name = `no-such-army-${'x'.repeat(120)}.yaml`;
    const r = runCli(['validate', 'df-open-field', '--army', `red=${name}`], { env: { COLUMNS: '80' } });
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      `diemen: ${name}: cannot read: no such file (army of side 'red', given as --army red=${name})\n`,
    );
  });
});
