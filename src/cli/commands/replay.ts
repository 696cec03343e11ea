/** `diemen replay LOG`: re-run a logged battle from its scenario, seed and decisions, and check it. */
import type { Command } from 'commander';
import type { Io } from '../io';
import type { Register } from '../register';

import type { ReplayOptions } from '../battle/runReplay';

export const registerReplay: Register = (program: Command, io: Io, setExit) => {
  program
    .command('replay')
    .description('re-run a battle from its log and show it round by round (Enter for the next)')
    .argument('<log>', 'battle log written by diemen play (.jsonl)')
    .option(
      '--verify',
      'only check: every roll and round must come out as logged (exit 1 at the first difference)',
    )
    .option(
      '--unfinished',
      'with --verify: also pass a log that stops before its end (an interrupted battle), saying so',
    )
    .option('--round <n>', 'start showing at round N (with --svg: draw only round N)')
    .option('--all', 'show every round without waiting for Enter')
    .option('--json', 'print the battle as one JSON document (events by round, final position)')
    .option('--no-map', "don't draw the map")
    .option('--svg <dir>', 'also draw each round as a picture: DIR/round-01.svg, ... (made if missing)')
    .option(
      '--html <file>',
      "write a battle report page instead: every round's map and events in one HTML file",
    )
    .action(async (file: string, opts: ReplayOptions) => {
      const { runReplay } = await import('../battle/runReplay');
      setExit(await runReplay(io, file, opts));
    });
};
