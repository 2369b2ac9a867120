export { Toaster, type ToasterProps } from './toaster.tsx';
export {
  createToastStore,
  toast,
  toastStore,
  useToast,
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  type ToastHandle,
  type ToastOptions,
  type ToastRecord,
  type ToastState,
  type ToastStore,
  type ToastVariant,
  type UseToastResult,
} from './toast-store.ts';
