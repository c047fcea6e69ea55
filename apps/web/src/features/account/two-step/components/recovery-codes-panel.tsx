import { useState } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Button } from '#web/components/button.tsx';
import { IconCopy, IconDownload } from '#web/components/icons.tsx';
import content from '#web/components/card-content.module.css';
import styles from './two-step-card.module.css';

/** Shown once: the server keeps only their hashes. Done only after the player says they saved them. */
export function RecoveryCodesPanel({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation('two-step');
  const [saved, setSaved] = useState(false);
  const [copied, setCopied] = useState(false);
  const text = `${t('codes.fileHeader')}\n\n${codes.join('\n')}\n`;

  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'fre-mining-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <div className={content.body}>
      <h3 className={styles.subtitle}>{t('codes.title')}</h3>
      <p className={content.intro}>{t('codes.text')}</p>
      <ol className={styles.codes} aria-label={t('codes.title')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className={styles.actions}>
        <Button type="button" variant="secondary" icon={<IconCopy />} onClick={() => void navigator.clipboard?.writeText(text).then(() => setCopied(true), () => undefined)}>
          {copied ? t('enrol.copied') : t('codes.copy')}
        </Button>
        <Button type="button" variant="secondary" icon={<IconDownload />} onClick={download}>
          {t('codes.download')}
        </Button>
      </div>
      <label className={styles.check}>
        <input type="checkbox" checked={saved} onChange={(event) => setSaved(event.target.checked)} />
        {t('codes.saved')}
      </label>
      <Button block disabled={!saved} onClick={onDone}>
        {t('codes.done')}
      </Button>
    </div>
  );
}
