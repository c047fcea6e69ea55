import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import { PageHeader } from '../../../components/page-header';
import { ContactForm } from './contact-form';
import { FaqSection } from './faq-section';
import styles from './support-page.module.css';
import { TicketList } from './ticket-list';

/** /support: the FAQ, the contact form and the user's tickets; `extra` is composed by the route. */
export function SupportPage({ extra }: { extra?: ReactNode }) {
  const { t } = useTranslation('engage');
  return (
    <div className={styles.page}>
      <PageHeader title={t('support.title')} subtitle={t('support.subtitle')} />
      <FaqSection />
      <ContactForm />
      <TicketList />
      {extra}
    </div>
  );
}
