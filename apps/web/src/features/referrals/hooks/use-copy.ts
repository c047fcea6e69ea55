import { useEffect, useRef, useState } from 'react';

const FEEDBACK_MS = 1_500;

/** Copies text to the clipboard; `copied` stays true for a moment so the button can say so. */
export function useCopy() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      return false;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), FEEDBACK_MS);
    return true;
  };
  return { copied, copy };
}
