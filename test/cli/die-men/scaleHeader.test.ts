/**
 * Die, Men!'s battle header names the command rules as the battle plays them (ruling 26): a
 * scenario's own Command Lag, not the scale chart's, and no lag at all when the complication is
 * off. From scenario files through the real binary (run `npm run build` first when running alone).
 */
import { runCli } from '../../helpers/runCli';
import { runMain } from '../../helpers/runMain';

describe('the step header and Command Lag', () => {
  it("shows the scenario's lag of 3, not the chart's 1 at scale 10", async () => {
    const r = runCli(['step', 'test/fixtures/scenarios/lag-override.yaml', '--rounds', '1']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^scale: 10 soldiers a unit, hexes 60 ft, rounds of 10 min, command lag 3$/m);
  });

  it('names no lag when the complication is off', async () => {
    const r = await runMain(['step', 'scenarios/skirmish.yaml', '--rounds', '1']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^scale: .*, rounds of 10 min$/m);
    expect(r.stdout).not.toContain('command lag');
  });
});
