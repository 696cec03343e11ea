/** The command table. A command module registers itself; keep heavy imports inside its action. */
import type { Command } from 'commander';
import { GAME_COMMANDS } from '../gameCommands';
import type { Io } from '../io';
import { registerOdds } from './odds';
import { registerPlay } from './play';
import { registerReplay } from './replay';
import { registerRoll } from './roll';
import { registerSim } from './sim';
import { registerStep } from './step';
import { registerValidate } from './validate';

export type Register = (program: Command, io: Io, setExit: (code: number) => void) => void;

export const commands: readonly Register[] = [
  registerRoll,
  registerOdds,
  registerValidate,
  registerStep,
  registerSim,
  registerPlay,
  registerReplay,
  ...GAME_COMMANDS,
];
