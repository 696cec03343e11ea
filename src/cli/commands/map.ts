/** `diemen map FILE --svg OUT.svg`: a scenario's opening position as a picture. */
import type { Command } from 'commander';
import type { Io } from '../io';
import type { Register } from '../register';

import type { MapOptions } from '../battle/runMap';

export const registerMap: Register = (program: Command, io: Io, setExit) => {
  program
    .command('map')
    .description("draw a scenario's opening position as a picture (SVG)")
    .argument('<file>', 'scenario file (YAML or JSON), or a bundled scenario name')
    .requiredOption('--svg <file>', 'where to write the picture (- for stdout)')
    .action(async (file: string, opts: MapOptions) => {
      // The scenario loader (zod, yaml) and the picture code load only now.
      const { runMap } = await import('../battle/runMap');
      setExit(await runMap(io, file, opts));
    });
};
