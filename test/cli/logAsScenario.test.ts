/**
 * A battle log given to a command that reads scenarios (`diemen step game.jsonl`): it said
 * "bad YAML: Unexpected flow-map-start at node end" on line 2. Now one line says what the file is
 * and which commands read it, exit 2, for every command that opens scenarios.
 */
import { runCli } from '../helpers/runCli';

const LOG = 'test/fixtures/logs/castle-siege.jsonl';

describe('a battle log given where a scenario is meant', () => {
  it.each([['step'], ['validate'], ['sim']])('%s says it is a battle log and names replay', (command) => {
    const r = runCli([command, LOG]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`${LOG}:1: a battle log, not a scenario`);
    expect(r.stderr).toContain('diemen replay');
    expect(r.stderr).not.toContain('bad YAML');
  });
});
