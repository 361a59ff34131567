import type { Interpret } from '../contract';
import { winkAnalyzer } from './analyzer';
import { type IntentModelFile, loadIntentModel } from './classifier';
import modelFile from './intent-model.json';
import { createEngine } from './interpreter';

// The local engine (interpreter.ts): the intent classifier trained by train.ts (intent-model.json) with the
// slot grammar and the conversation rules. Loaded once per process.

export const analyzer = winkAnalyzer();
export const engine = createEngine(analyzer, loadIntentModel(modelFile as IntentModelFile));
export const interpret: Interpret = engine.interpret;
