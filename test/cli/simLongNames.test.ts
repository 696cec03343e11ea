/**
 * `sim` with an army of one's own whose name is long: its report keeps its columns at 80, the
 * name cut at a word and the side's id kept, rather than rows wrapped apart (each figure on a
 * line of its own, as with "The Drowned Marsh Freeholders' Confederacy" before). The plans'
 * table of `--army red=a,b` keeps each plan's figures on one line, what is left under it (it
 * was 110 columns, wrapped in two at 80 for any two armies).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { armyWorkspace } from '../helpers/armyWorkspace';
import { runCli } from '../helpers/runCli';

const NAME = "The Drowned Marsh Freeholders' Confederacy";
const ws = armyWorkspace(
  'diemen-sim-long-names-',
  `ruleset: die-men\nname: ${NAME}\nunits: { infantry: 6, cavalry: 2, archer: 2 }\n`,
);

describe('sim, an army with a long name, at 80 columns', () => {
  it('cuts the name at a word, keeps the id, and every line within 80 columns', () => {
    writeFileSync(
      join(ws.dir, 'small.yaml'),
      'ruleset: die-men\nname: The Lonely Sentinel of Harrowmere Fen\nunits: 1\n',
    );
    const r = runCli(
      [
        'sim',
        'skirmish',
        '--army',
        'red=my-army.yaml,small.yaml',
        '--army',
        'blue=dm-border-levy',
        '--trials',
        '6',
        '--seed',
        'n',
      ],
      { cwd: ws.dir, env: { COLUMNS: '80' }, timeout: 120_000 },
    );
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const lines = r.stdout.split('\n');
    expect(lines.filter((l) => l.length > 80)).toEqual([]);
    // Each row whole: the name, then its figures on the same line.
    expect(lines).toContainEqual(
      expect.stringMatching(/^ {2}The Drowned Marsh… \(red\) +\d+ +\d+\.\d%   \d/),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(/^ {2}The Drowned Marsh… \(red\) +[\d.]+ ± [\d.]+ of 10 \(\d+-\d+\) +[\d.]+ ± /),
    );
    expect(lines).toContainEqual(expect.stringMatching(/^ {2}The Lonely Sentinel of… \(red\) +\d+/));
    // The plans' rows too: each plan's figures on its line, what is left on one under it.
    expect(lines).toContainEqual(expect.stringMatching(/^ {2}plan +red wins +blue wins +draws +rounds$/));
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^ {2}red=my-army +[\d.]+% \([\d.]+%-[\d.]+%\) +[\d.]+% \(.*\) +[\d.]+% +[\d.]+$/,
      ),
    );
    expect(lines).toContainEqual(expect.stringMatching(/^ +units left: red [\d.]+, blue [\d.]+$/));
    // A name that fits is left whole.
    expect(lines).toContainEqual(expect.stringMatching(/^ {2}The Border Levy \(blue\) +\d+/));
  });
});
