/**
 * `diemen sim --stats` gives the main thread's CPU beside the process's (docs/sim.md): read from
 * Linux's /proc/thread-self/stat, whose 14th and 15th fields are the thread's user and system time.
 */
import { mainThreadCpu } from '../../src/cli/sim/reportSim';

describe("the main thread's CPU time", () => {
  it('is utime + stime, in ticks of 1/100 s, after the command name (which may hold spaces and parentheses)', () => {
    const stat = '4242 (node (sim) x) R 1 2 3 4 5 6 7 8 9 10 175 23 0 0 20 0 9 0 100 200 300';
    expect(mainThreadCpu(() => stat)).toBeCloseTo(1.98);
  });

  it('is left out where there is no /proc', () => {
    const missing = (): string => {
      throw new Error('ENOENT');
    };
    expect(mainThreadCpu(missing)).toBeNull();
    expect(mainThreadCpu(() => 'garbled')).toBeNull();
  });

  it("reads this thread's own figure on Linux", () => {
    const cpu = mainThreadCpu();
    if (process.platform === 'linux') expect(cpu).toBeGreaterThanOrEqual(0);
    else expect(cpu).toBeNull();
  });
});
