import { LogoutButton } from '../../features/auth/components/logout-button';
import { AdminApp } from '../../features/admin/components/admin-app';
import { LanguageSelector } from '../../features/language/components/language-selector';

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
