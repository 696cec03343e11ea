/** `diemen play FILE`: fight a battle at the terminal, hot-seat or against the computer, with a log. */
import type { Command } from 'commander';
import type { Io } from '../io';
import { collect } from './diceOptions';
import type { Register } from '../register';

import type { PlayOptions } from '../battle/runPlay';

/** A side is named by its id, which the scenario's names don't show: where to find it. */
const SIDE_IDS = `
A side is named by its id (--ai red, --army red=dm-knights-host), not its
name: diemen validate FILE and diemen scenarios show each battle's side ids.`;

export const registerPlay: Register = (program: Command, io: Io, setExit) => {
  program
    .command('play')
    .description(
      'play a battle at the terminal: hot-seat, or against the computer (--ai); writes a battle log',
    )
    .argument('[file]', 'scenario file (YAML or JSON); not with --resume')
    .option('--ai <side>', 'the computer plays this side (repeatable, or "all")', collect, [])
    .option(
      '--solo',
      'you play the first side against the computer; without a terminal, the computer plays all',
    )
    .option('--dice', 'roll real dice and type the faces in (the computer rolls its own)')
    .option('--seed <seed>', 'seed for the dice and the computer (printed when not given)')
    .option('--log <file>', 'where to write the battle log (default: diemen-logs/<scenario>-<seed>.jsonl)')
    .option('--resume <log>', 'continue an interrupted battle from its log, appending to it')
    .option(
      '--army <side=army>',
      'fight a side with an army file or a ready-made army of the game (armies/<game>/) instead of its units (repeatable)',
      collect,
      [],
    )
    .option('--no-map', "don't draw the map")
    .addHelpText('after', SIDE_IDS)
    .action(async (file: string | undefined, opts: PlayOptions) => {
      // The scenario loader (zod, yaml) and inquirer load only now.
      const { runPlay } = await import('../battle/runPlay');
      setExit(await runPlay(io, file, opts));
    });
};
