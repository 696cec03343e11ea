/**
 * `diemen roll 5d+MD` at a terminal: which face the Master Die takes. Asked through the shared
 * prompter (prompts/inquirerPrompter.ts) like every question, so a stray Ctrl+D is dropped and the
 * roll waits (inquirer asked directly took it for the end of input, and the roll was lost), keys
 * typed before the question are not taken for an answer, and an input that really ends stops it
 * at once. Loaded only when the question is asked, as a bundle of its own: so a stop is an answer
 * ('stopped'), not an error class the roll command would have to recognise across bundles.
 */
import { formatSet, masterDieChoices } from '../../dice/ore';
import { inquirerPrompter } from '../prompts/inquirerPrompter';
import { isPromptCancelled, type Prompter } from '../prompts/prompter';

const rawOut = (text: string): void => void process.stdout.write(text);

/**
 * The face chosen; undefined when there is nothing to choose (fewer than two faces); 'stopped' on
 * Ctrl+C or when the input ends.
 */
export async function askMasterDie(
  rolled: readonly number[],
  difficulty: number,
  prompter: Prompter = inquirerPrompter(rawOut),
): Promise<number | undefined | 'stopped'> {
  const choices = masterDieChoices(rolled, difficulty);
  if (choices.length < 2) return undefined;
  try {
    return await prompter.select(
      `Rolled ${rolled.join(' ')}. Set the Master Die to:`,
      choices.map((c) => ({
        name: `${c.face}  → ${formatSet(c.set)}${c.counts ? '' : ' (below difficulty)'}   sets: ${c.sets.map(formatSet).join(', ')}`,
        short: `${c.face} (${formatSet(c.set)})`,
        value: c.face,
      })),
      choices[0]!.face,
    );
  } catch (e) {
    if (isPromptCancelled(e)) return 'stopped';
    throw e;
  }
}
