// The toast a reply carries (the spec's `toaster`). The use case decides it and returns it with its
// reply; the handler passes the reply through. The only place a toast object is spelled out
// (tests/unit/architecture/toasts.test.ts): texts live in each domain's messages module.
import type { Toaster } from '@shared/contracts/envelope';

export const successToast = (message: string): Toaster => ({ type: 'success', message });
export const infoToast = (message: string): Toaster => ({ type: 'info', message });
export const warningToast = (message: string): Toaster => ({ type: 'warning', message });
