/** The command table. A command module registers itself; keep heavy imports inside its action. */
import { GAME_COMMANDS } from '../gameCommands';
import type { Register } from '../register';
import { registerCompletion } from './completion';
import { registerMap } from './map';
import { registerOdds } from './odds';
import { registerPlay } from './play';
import { registerReplay } from './replay';
import { registerRoll } from './roll';
import { registerSim } from './sim';
import { registerStep } from './step';
import { registerTable } from './table';
import { registerValidate } from './validate';

export type { Register };

export const commands: readonly Register[] = [
  registerRoll,
  registerOdds,
  registerValidate,
  registerStep,
  registerSim,
  registerPlay,
  registerReplay,
  registerMap,
  registerTable,
  ...GAME_COMMANDS,
  registerCompletion,
];
