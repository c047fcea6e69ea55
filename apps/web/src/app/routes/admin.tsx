import { LogoutButton } from '#web/features/account/sign-in/components/logout-button.tsx';
import { AdminApp } from '#web/admin/components/admin-app.tsx';
import { LanguageSelector } from '#web/components/language-selector/language-selector.tsx';

/** The back office (admins only, lazy): the app composes it with the shared account controls. */
export default function AdminRoute() {
  return (
    <AdminApp
      accountActions={
        <>
          <LanguageSelector />
          <LogoutButton />
        </>
      }
    />
  );
}
