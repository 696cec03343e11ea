/**
 * `step` at a round's end, Dice Wars and Die Fighting: the roster, then the map, so the board is
 * the last thing above `Enter for round N`. Played at 80x24 with an army of long names: the roster
 * under the map took 27 lines and the board was off the screen when the next round was asked for.
 */
import { runMain } from '../helpers/runMain';

const ROSTER_END = '└';

describe("step: the board last at a round's end", () => {
  it.each([
    ['dw-mek-shop', /^ {3}0 {4}5 {4}10/m],
    ['df-battle', /^ {5}0 {2}1 {2}2|^ {4}0 +1 +2/m],
  ])('%s: the roster above the map, the map last', async (scenario, ruler) => {
    const r = await runMain(['step', scenario, '--rounds', '1', '--seed', 'x', '--all'], {
      env: { COLUMNS: '80' },
    });
    expect(r.code).toBe(0);
    const end = r.stdout.lastIndexOf('end of round 1');
    expect(end).toBeGreaterThan(0);
    const after = r.stdout.slice(end);
    const table = after.lastIndexOf(ROSTER_END);
    const map = after.search(ruler);
    expect(table).toBeGreaterThan(0);
    expect(map).toBeGreaterThan(table);
  });
});
