/**
 * inquirer, loaded when a question is first asked. Every caller reaches it through
 * `await import('./loadInquirer')`, so the build makes this file a bundle of its own and the only
 * one holding a dynamic `import()` of a package: bin/codeCache.js compiles such a bundle without
 * V8's code cache, because on Node 20 a script restored from the cache loses its import callback
 * ("A dynamic import callback was not specified"), and the Master Die question of
 * `diemen roll 5d+MD` failed at a terminal. The battle's list question (pickPrompt.ts) is made
 * here from inquirer's core and registered on every prompt module under the type `pick`.
 */
import type inquirerModule from 'inquirer';
import { makePickPrompt } from './pickPrompt';

export type Inquirer = typeof inquirerModule;

export async function loadInquirer(): Promise<Inquirer> {
  const [{ default: inquirer }, core] = await Promise.all([import('inquirer'), import('@inquirer/core')]);
  const pick = makePickPrompt(core);
  const createPromptModule: Inquirer['createPromptModule'] = (opt) => {
    const module = inquirer.createPromptModule(opt);
    module.registerPrompt('pick', pick as never);
    return module;
  };
  return { ...inquirer, createPromptModule };
}
