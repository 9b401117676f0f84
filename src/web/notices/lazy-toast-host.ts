import { lazyComponent } from '../boot/lazy-component';

const load = () => import(/* webpackChunkName: "toast-host" */ './toast-host');

/** The toast region and react-toastify, off the first step's code: toasts only follow a session warning. */
export const LazyToastHost = lazyComponent<Record<string, never>>(() => load().then((m) => m.ToastHost));

/** Shows a short, already translated notice once the toast code has loaded (react-toastify queues it until its region mounts). */
export const notify = {
  success: (text: string) => void load().then((m) => m.notify.success(text)),
  error: (text: string) => void load().then((m) => m.notify.error(text)),
};
