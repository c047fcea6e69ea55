import { parseFre } from '@fre/domain';
import type { ReactNode } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { formatNanoExact, formatNumber } from '#web/lib/format.ts';
import type { AuditEntry } from '../../types.ts';
import { isAuditField, isAuditStatus } from './audit-labels.ts';
import styles from './security-page.module.css';

type Json = AuditEntry['before'];
const isRecord = (value: Json): value is Record<string, Json> => typeof value === 'object' && value !== null && !Array.isArray(value);
/** Amounts in decimal FRE (the entries written before docs/decisions/077), and in nano-FRE digits under the name they are shown by. */
const FRE_FIELDS = new Set(['balance', 'amount']);
const NANO_FIELDS: Record<string, 'balance' | 'amount'> = { balanceNano: 'balance', amountNano: 'amount' };

/** What an audit entry changed: "field: before → after" per field, values in words and numbers of the language. */
export function AuditDetails({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation('admin');

  const value = (field: string, raw: Json): ReactNode => {
    if (raw === null || raw === undefined) return '—';
    if (typeof raw === 'boolean') {
      if (entry.action === 'setting_changed') return raw ? t('audit.values.on') : t('audit.values.off');
      return raw ? t('audit.values.yes') : t('audit.values.no');
    }
    if (typeof raw === 'string' && (FRE_FIELDS.has(field) || field in NANO_FIELDS)) {
      const nano = field in NANO_FIELDS ? (/^-?\d+$/.test(raw) ? BigInt(raw) : null) : parseFre(raw);
      if (nano !== null) return `${(NANO_FIELDS[field] ?? field) === 'amount' && nano > 0n ? '+' : ''}${formatNanoExact(nano, i18n.language)} FRE`;
    }
    if (field === 'role' && (raw === 'admin' || raw === 'user')) return t(`audit.values.${raw}`);
    // The accounts an abuse measure changed: their number (their ids are in the cluster's page).
    if (field === 'users' && Array.isArray(raw)) return t('abuse.count.members', { count: raw.length, n: formatNumber(raw.length, i18n.language, 0) });
    if (field === 'status' && isAuditStatus(raw)) return t(`audit.statuses.${raw}`);
    // The chain's account of a failed payout is written in English by the server.
    if (typeof raw === 'string' && field === 'failure') return <span lang="en">{raw}</span>;
    if (typeof raw === 'string') return field === 'reason' ? t('audit.quoted', { text: raw }) : raw;
    return JSON.stringify(raw);
  };
  const label = (field: string) => {
    const named = NANO_FIELDS[field] ?? field;
    return isAuditField(named) ? t(`audit.fields.${named}`) : field;
  };

  const { before, after } = entry;
  const lines: { key: string; content: ReactNode }[] = [];
  if (isRecord(before) || isRecord(after)) {
    const b = isRecord(before) ? before : {};
    const a = isRecord(after) ? after : {};
    for (const field of [...new Set([...Object.keys(b), ...Object.keys(a)])]) {
      const changed = field in b && field in a && JSON.stringify(b[field]) !== JSON.stringify(a[field]);
      lines.push({
        key: field,
        content: (
          <>
            <span className={styles.detailKey}>{t('audit.fieldLabel', { field: label(field) })}</span>{' '}
            {changed ? (
              <>
                {value(field, b[field])} <span className={styles.arrow}>→</span> {value(field, a[field])}
              </>
            ) : (
              value(field, field in a ? a[field] : b[field])
            )}
          </>
        ),
      });
    }
  } else if (before !== null || after !== null) {
    lines.push({
      key: 'value',
      content: (
        <>
          {value('', before)} <span className={styles.arrow}>→</span> {value('', after)}
        </>
      ),
    });
  }
  if (lines.length === 0) return <span className={styles.detailKey}>—</span>;
  return (
    <ul className={styles.details}>
      {lines.map((line) => (
        <li key={line.key}>{line.content}</li>
      ))}
    </ul>
  );
}
