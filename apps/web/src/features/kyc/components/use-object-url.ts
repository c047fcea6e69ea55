import { useEffect, useState } from 'react';

/**
 * A temporary object URL to preview a picked photo; revoked as soon as the file changes or the
 * component leaves, so no image outlives the form in memory.
 */
export function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}
