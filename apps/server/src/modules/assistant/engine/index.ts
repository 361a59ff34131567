import type { Interpret } from '../contract';
import { type Analyzer, winkAnalyzer } from './analyzer';
import { type IntentModelFile, loadIntentModel } from './classifier';
import modelFile from './intent-model.json';
import { createEngine, type Engine } from './interpreter';

// The local engine (interpreter.ts): the intent classifier trained by train.ts (intent-model.json) with the
// slot grammar and the conversation rules. Built once per process, on the first message (issue 43): wink-nlp's
// English model (about 7 MiB of JS heap and 40 MiB of resident memory) is not loaded by a server whose assistant
// nobody uses.

let built: { analyzer: Analyzer; engine: Engine } | undefined;

/** The analyzer and the engine, built on the first call. */
export function localEngine(): { analyzer: Analyzer; engine: Engine } {
  if (!built) {
    const analyzer = winkAnalyzer();
    built = { analyzer, engine: createEngine(analyzer, loadIntentModel(modelFile as IntentModelFile)) };
  }
  return built;
}

/** True once the engine has been built (tests). */
export function localEngineLoaded(): boolean {
  return built !== undefined;
}

export const interpret: Interpret = (message, context) => localEngine().engine.interpret(message, context);
