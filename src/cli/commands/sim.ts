/**
 * `diemen sim FILE`: plays a scenario computer against computer many times over worker threads
 * and reports win rates with 95% intervals, draws, rounds and losses. The body (scenario loader,
 * worker pool) loads only when the command runs.
 */
import type { Command } from 'commander';
import type { Io } from '../io';
import { GAME_SIM_OPTIONS } from '../gameCommands';
import type { Register } from '../register';

import type { SimOptions } from '../sim/options';

const collect = (value: string, previous: string[] = []): string[] => [...previous, value];

export const registerSim: Register = (program: Command, io: Io, setExit) => {
  const sim = program
    .command('sim')
    .description('play a scenario computer against computer many times and report the odds')
    .argument('<file>', 'scenario file (YAML or JSON); scripted rounds are not used')
    .option('--trials <n>', 'battles to play (default 1000)')
    .option(
      '--seed <seed>',
      'seed of the whole run: the same seed gives the same report (printed when not given)',
    )
    .option(
      '--workers <k>',
      "at most this many worker threads (default: the machine's cores); a short run is played without them, and they start only on a run long enough to repay them; never changes the result",
    )
    .option('--json', 'print the report as one JSON document');
  // Each game's own plan options (Die, Men!'s --strategy and --scale): the game checks them.
  for (const o of GAME_SIM_OPTIONS) {
    if (o.repeatable) sim.option(o.flags, o.description, collect);
    else sim.option(o.flags, o.description);
  }
  sim
    .option(
      '--army <side=army[,army...]>',
      'fight a side with an army file or a ready-made army instead of its units; several armies (commas) are compared, with the difference in win rate',
      collect,
    )
    .option('--timeout <seconds>', 'stop after this long and report the trials finished so far (exit 1)')
    .option('--stats', 'print time, battles per second, workers used, peak memory and CPU time on stderr')
    .action(async (file: string, opts: SimOptions) => {
      const { runSim } = await import('../sim/runSim');
      setExit(await runSim(io, file, opts));
    });
};
