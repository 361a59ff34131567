// The AI assistant chat widget and its result renderers.
export * from './components/ChatActionResult';
export * from './components/ChatWidget';
