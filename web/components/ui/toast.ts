// Showing toasts (spec section 8: one at a time, 5 s, default and destructive).
// The toaster itself (Ark UI's toast machine, ./toaster) loads on the first
// toast or just after the shell, keeping it out of the first load's JavaScript
// (npm run bench:bundle); a toast asked for before then shows once it has loaded.
type ToastInput = { title: string; description?: string };
type ToastType = 'info' | 'success' | 'error';

const loadToaster = () => import('./toaster');

function toasts(replace: boolean) {
  const show = (type: ToastType) => (toast: ToastInput) => {
    void loadToaster().then(({ toaster }) => {
      if (replace) toaster.remove();
      toaster.create({ ...toast, type });
    });
  };
  return { info: show('info'), success: show('success'), destructive: show('error') };
}

/** Waits behind the visible toast: for a series, such as one toast per skipped file. */
export const notify = toasts(false);

/** Replaces the visible toast: for the outcome of what the student just did, which must not wait 5 s. */
export const toast = toasts(true);
