import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { makeTempDir } from './test/helpers';

// The assistant's optional language model: off unless ASSISTANT_LLM_URL is set.
describe('loadConfig: the assistant language model', () => {
  const base = () => ({ DATA_DIR: makeTempDir('config-assistant').dir, JWT_SECRET: 'k'.repeat(32) });

  function issuesOf(env: NodeJS.ProcessEnv): ConfigError {
    try {
      loadConfig({ ...base(), ...env });
    } catch (error) {
      if (error instanceof ConfigError) return error;
      throw error;
    }
    throw new Error('expected a ConfigError');
  }

  it('is off by default, and when the URL is empty', () => {
    expect(loadConfig(base()).assistantLlm).toBeUndefined();
    expect(
      loadConfig({ ...base(), ASSISTANT_LLM_URL: ' ', ASSISTANT_LLM_MODEL: 'm' }).assistantLlm,
    ).toBeUndefined();
  });

  it('reads the URL (without its trailing slash), the model, the key and the timeout (8 s by default)', () => {
    expect(
      loadConfig({
        ...base(),
        ASSISTANT_LLM_URL: 'http://127.0.0.1:11434/v1/',
        ASSISTANT_LLM_MODEL: 'qwen2.5',
      }).assistantLlm,
    ).toEqual({ url: 'http://127.0.0.1:11434/v1', model: 'qwen2.5', key: undefined, timeoutMs: 8000 });
    expect(
      loadConfig({
        ...base(),
        ASSISTANT_LLM_URL: 'https://api.example.com/v1',
        ASSISTANT_LLM_MODEL: 'small',
        ASSISTANT_LLM_KEY: 'sk-1',
        ASSISTANT_LLM_TIMEOUT_MS: '2500',
      }).assistantLlm,
    ).toEqual({ url: 'https://api.example.com/v1', model: 'small', key: 'sk-1', timeoutMs: 2500 });
  });

  it('needs a model with the URL, an http(s) URL and a sane timeout, and never echoes the URL or the key', () => {
    expect(issuesOf({ ASSISTANT_LLM_URL: 'http://127.0.0.1:11434/v1' }).issues).toEqual([
      'ASSISTANT_LLM_MODEL: is required when ASSISTANT_LLM_URL is set',
    ]);
    const error = issuesOf({
      ASSISTANT_LLM_URL: 'ftp://user:hunter2@example.com',
      ASSISTANT_LLM_MODEL: 'm',
      ASSISTANT_LLM_TIMEOUT_MS: '5',
    });
    expect(error.issues.map((issue) => issue.split(':')[0])).toEqual([
      'ASSISTANT_LLM_URL',
      'ASSISTANT_LLM_TIMEOUT_MS',
    ]);
    expect(error.message).not.toContain('hunter2');
  });
});
