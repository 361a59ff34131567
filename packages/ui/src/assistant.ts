// The AI assistant chat widget and its result renderers.
export {};
