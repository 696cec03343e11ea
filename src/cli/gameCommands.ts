/**
 * Commands a game adds of its own (quick resolvers at the table, army checks), registered at
 * start-up: each registrar only declares its command and loads its body when it runs. Adding a
 * game's commands: a `src/cli/<game>/commands.ts` exporting a Register, and one line here. So too
 * the plan options a game's simulator takes (its `sim.options`), which `diemen sim` offers.
 */
import { registerDiceWars } from './dice-wars/commands';
import { registerDieFighting } from './die-fighting/commands';
import { registerDieMen } from './die-men/commands';
import type { Register } from './register';
import type { SimOptionSpec } from '../engine/game';
import { DIE_MEN_SIM_OPTIONS } from '../rulesets/die-men/simOptions';

export const GAME_COMMANDS: readonly Register[] = [registerDieMen, registerDieFighting, registerDiceWars];

/** The game each game's own command belongs to (`diemen df army` completes Die Fighting's armies). */
export const GAME_COMMAND_RULESETS: Readonly<Record<string, string>> = {
  dm: 'die-men',
  df: 'die-fighting',
  dw: 'dice-wars',
};

/** The plan options of every game's simulator, offered by `diemen sim` (plain data, no game loads). */
export const GAME_SIM_OPTIONS: readonly SimOptionSpec[] = [...DIE_MEN_SIM_OPTIONS];
