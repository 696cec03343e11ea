/**
 * Command Interference scripted for a side without pcSkills can never be asked: an error at the
 * entry's own line when the file is loaded, not at a later order that counts on it
 * (docs/scenario-format.md). Through the CLI's main() in-process (helpers/runMain.ts).
 */
import { readFileSync } from 'node:fs';
import { runMain } from '../../helpers/runMain';

const FILE = 'test/fixtures/scenarios/interfere-no-skills.yaml';

it('names the interfere entry of a side without pcSkills, at its line, exit 2', async () => {
  const line =
    readFileSync(FILE, 'utf8')
      .split('\n')
      .findIndex((l) => l.startsWith('      blue: [{ at:')) + 1;
  for (const command of ['step', 'validate']) {
    const r = await runMain([command, FILE]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      `diemen: ${FILE}:${line}: rounds[0].interfere.blue: blue has no pcSkills, so it never rolls for Command Interference: give the side pcSkills or drop this entry\n`,
    );
  }
});
