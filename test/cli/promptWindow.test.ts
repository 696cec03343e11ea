/**
 * The maps right above a move or target question (issue 20): the rows they show hold the unit and
 * as much of what it can reach as fits, and leave room for the list on the screen; keys typed
 * before a prompt is shown are dropped.
 */
import { EventEmitter } from 'node:events';
import { mapRowsFor, pageSizeFor, windowRows } from '../../src/cli/prompts/window';
import { typeAheadGuard } from '../../src/cli/prompts/typeAhead';

describe('the rows a prompt map shows', () => {
  it('holds the focus and the nearest wanted rows, and grows round them to the size', () => {
    expect(windowRows(12, 5, 1, [0, 2, 3])).toEqual([0, 4]);
    expect(windowRows(12, 5, 6, [6])).toEqual([4, 8]);
    // A wanted row too far to fit with the focus is left out; the focus never is.
    const [lo, hi] = windowRows(36, 9, 2, [3, 30]);
    expect(lo).toBeLessThanOrEqual(2);
    expect(hi).toBeGreaterThanOrEqual(3);
    expect(hi - lo + 1).toBe(9);
    // A small table is shown whole.
    expect(windowRows(4, 9, 2, [])).toEqual([0, 3]);
  });

  it('leaves room for the question and its list on an 80x24 and an 80x40 screen', () => {
    expect(pageSizeFor(24)).toBe(8);
    expect(pageSizeFor(40)).toBe(15);
    // 24 rows: map rows + the list's page + question and key lines fit.
    expect(mapRowsFor(24, 20, 6) + pageSizeFor(24) + 6).toBeLessThanOrEqual(24);
    expect(mapRowsFor(40, 3, 6) + 3 + 6).toBeLessThanOrEqual(40);
  });
});

describe('keys typed ahead', () => {
  it('are dropped between an answer and the next prompt, which waits out the settle time', async () => {
    const input = Object.assign(new EventEmitter(), {
      isTTY: true,
      raw: false,
      flowing: false,
      setRawMode(r: boolean) {
        this.raw = r;
      },
      resume() {
        this.flowing = true;
      },
      pause() {
        this.flowing = false;
      },
    });
    let interrupted = 0;
    const guard = typeAheadGuard(input, 30, () => interrupted++);
    // The settle time runs from the answer: timed from just before it, so a pause of this test's
    // process between the answer and the wait (a loaded host) can't make the wait look short.
    const start = Date.now();
    guard.answered();
    expect(input.flowing).toBe(true);
    input.emit('data', '\r');
    input.emit('data', '\r');
    await guard.ready();
    expect(Date.now() - start).toBeGreaterThanOrEqual(28);
    expect(guard.dropped()).toBe(2);
    expect(input.listenerCount('data')).toBe(0);
    expect(input.flowing).toBe(false);
    // Ctrl+C while waiting still stops the battle.
    guard.answered();
    input.emit('data', '\u0003');
    expect(interrupted).toBe(1);
    await guard.ready();
  });
});
