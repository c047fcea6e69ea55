import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import styles from './root-layout.module.css';

/** Wraps every page: a thin progress bar while the next page's code loads. */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      {navigation.state !== 'idle' ? <div className={styles.progress} aria-hidden="true" /> : null}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
