/**
 * The plan options Die, Men!'s simulator takes (sim.ts reads them): fixed strategies and scales to
 * compare. Plain data: `diemen sim` lists them at start-up, before any game loads.
 */
import type { SimOptionSpec } from '../../engine/game';

export const DIE_MEN_SIM_OPTIONS: readonly SimOptionSpec[] = [
  {
    flags: '--strategy <side=strategy[@goal]>',
    name: 'strategy',
    description:
      "fix a side's declared strategy every round, e.g. duke=hold or duke=seize@3,2; repeat to compare plans",
    repeatable: true,
    compares: 'strategies',
  },
  {
    flags: '--scale <list>',
    name: 'scale',
    description: 'play at these scales instead (e.g. 10,50); several compare them',
    compares: 'scales',
  },
];
