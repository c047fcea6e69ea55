import type { ReactNode } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { PageHeader } from '#web/components/page-header.tsx';
import { ContactForm } from './contact-form.tsx';
import { FaqSection } from './faq-section.tsx';
import styles from './support-page.module.css';
import { TicketList } from './ticket-list.tsx';

/** /support: the FAQ, the contact form and the user's tickets; `extra` is composed by the route. */
export function SupportPage({ extra }: { extra?: ReactNode }) {
  const { t } = useTranslation('support');
  return (
    <div className={styles.page}>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <FaqSection />
      <ContactForm />
      <TicketList />
      {extra}
    </div>
  );
}
