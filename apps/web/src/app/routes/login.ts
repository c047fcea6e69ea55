import { createElement } from 'react';
import { LoginPage } from '#web/features/account/sign-in/components/login-page.tsx';
import { BannedAppeal } from '#web/features/appeals/components/banned-appeal.tsx';

/** /login, with a banned account's reason and appeal under the form (decision 061). */
export default function LoginRoute() {
  return createElement(LoginPage, { bannedNotice: (ban) => createElement(BannedAppeal, ban) });
}
