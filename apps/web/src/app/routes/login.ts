import { Suspense, createElement } from 'react';
import { LoginPage } from '#web/features/account/sign-in/components/login-page.tsx';
import type { BannedAppealProps } from '#web/features/appeals/components/banned-appeal.tsx';
import { lazyRoute } from '#web/lib/render/lazy-route.ts';

/* Fetched only when a sign-in answers that the account is banned: nothing added to the page's first load. */
const BannedAppeal = lazyRoute<BannedAppealProps>(() => import('#web/features/appeals/components/banned-appeal.tsx').then((m) => ({ default: m.BannedAppeal })));

/** /login, with a banned account's reason and appeal under the form (decision 061). */
export default function LoginRoute() {
  return createElement(LoginPage, { bannedNotice: (ban) => createElement(Suspense, { fallback: null }, createElement(BannedAppeal, ban)) });
}
