export {
  preloadToasts,
  type ToastApi,
  type ToastOptions,
  ToastProvider,
  type ToastProviderProps,
  type ToastSequenceOptions,
  type ToastVariant,
  useToast,
  useToastSequence,
} from './ToastProvider';
