/** `diemen step FILE`: resolves a scenario's scripted rounds one at a time, showing the arithmetic. */
import type { Command } from 'commander';
import type { Io } from '../io';
import type { Register } from '../register';

const collectArmy = (value: string, previous: string[] = []): string[] => [...previous, value];

import type { StepOptions } from '../battle/runStep';

export const registerStep: Register = (program: Command, io: Io, setExit) => {
  program
    .command('step')
    .description("resolve a scenario's scripted rounds one at a time (Enter for the next)")
    .argument('<file>', 'scenario file (YAML or JSON)')
    .option('--all', 'resolve every round without waiting for Enter')
    .option(
      '--rounds <n>',
      'resolve this many rounds (default: the scripted ones); choices the script leaves out take the documented defaults',
    )
    .option('--seed <seed>', "seed for rolls the script doesn't fix (printed when not given)")
    .option('--json', 'print the whole battle as one JSON document')
    .option('--no-map', "don't draw the map after each round")
    .option(
      '--army <side=army>',
      'fight a side with an army file or a ready-made army (repeatable)',
      collectArmy,
      [],
    )
    .option('--svg <dir>', 'also draw each round as a picture: DIR/round-01.svg, ... (made if missing)')
    .option('--round <n>', "with --svg: only round N's picture")
    .action(async (file: string, opts: StepOptions) => {
      // The scenario loader brings zod and yaml: load it only now.
      const { runStep } = await import('../battle/runStep');
      setExit(await runStep(io, file, opts));
    });
};
