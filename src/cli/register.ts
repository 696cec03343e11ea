/** How a command module adds itself to the program; heavy imports stay inside its action. */
import type { Command } from 'commander';
import type { Io } from './io';

export type Register = (program: Command, io: Io, setExit: (code: number) => void) => void;
