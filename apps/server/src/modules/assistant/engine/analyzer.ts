import { createRequire } from 'node:module';

// The library layer of the keyword rules: a word's base form ('tasks' -> 'task', 'assigned' -> 'assign'), so
// that the rules list each keyword once. wink-nlp with its bundled English model was chosen over @nlpjs/basic's
// stemmer on the same rules (engine/README.md has the measurements).

export interface Analyzer {
  name: string;
  /** Base forms of lower-case words, one per word. */
  base(words: readonly string[]): string[];
}

const require = createRequire(import.meta.url);

function cached(name: string, one: (word: string) => string): Analyzer {
  const memo = new Map<string, string>();
  return {
    name,
    base(words) {
      return words.map((word) => {
        let form = memo.get(word);
        if (form === undefined) {
          form = one(word);
          if (memo.size < 20_000) memo.set(word, form);
        }
        return form;
      });
    },
  };
}

export function winkAnalyzer(): Analyzer {
  const winkNLP = require('wink-nlp') as typeof import('wink-nlp').default;
  const model = require('wink-eng-lite-web-model') as typeof import('wink-eng-lite-web-model').default;
  const nlp = winkNLP(model, ['pos']);
  const its = nlp.its;
  return cached('wink-nlp', (word) => {
    const lemmas = nlp
      .readDoc(word)
      .tokens()
      .out(its.lemma as never) as string[];
    return lemmas.length === 1 ? lemmas[0]!.toLowerCase() : word;
  });
}
