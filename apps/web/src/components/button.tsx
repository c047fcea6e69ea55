import { useEffect, useRef, type ButtonHTMLAttributes, type ReactNode, type Ref } from 'react';
import { Link, type LinkProps } from 'react-router';
import { focusIsLost } from '#web/lib/focus/page-heading.ts';
import styles from './button.module.css';
import { Spinner } from './spinner.tsx';

type Variant = 'primary' | 'secondary' | 'ghost' | 'ton' | 'danger';
type Size = 'md' | 'lg';

function classes(variant: Variant, size: Size, block: boolean, extra?: string) {
  return [styles.button, styles[variant], styles[size], block && styles.block, extra].filter(Boolean).join(' ');
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  ref?: Ref<HTMLButtonElement>;
  variant?: Variant;
  size?: Size;
  block?: boolean;
  loading?: boolean;
  icon?: ReactNode;
}

/**
 * While `loading` the button is disabled, and the browser drops its keyboard focus to the page:
 * pressed, it takes the focus back once loading ends, unless the player moved on (WCAG 2.4.3).
 */
export function Button({ variant = 'primary', size = 'md', block = false, loading = false, icon, className, children, disabled, ref, onClick, ...rest }: ButtonProps) {
  const own = useRef<HTMLButtonElement | null>(null);
  const pressed = useRef(false);
  useEffect(() => {
    if (loading || !pressed.current) return;
    pressed.current = false;
    if (focusIsLost()) own.current?.focus();
  }, [loading]);
  const setRef = (node: HTMLButtonElement | null) => {
    own.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };
  return (
    <button
      type="button"
      className={classes(variant, size, block, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      ref={setRef}
      onClick={(event) => {
        pressed.current = true;
        onClick?.(event);
      }}
      {...rest}
    >
      {loading ? <Spinner size={18} /> : icon}
      <span>{children}</span>
    </button>
  );
}

interface ButtonLinkProps extends LinkProps {
  variant?: Variant;
  size?: Size;
  block?: boolean;
  icon?: ReactNode;
}

/** A router link that looks like a button. */
export function ButtonLink({ variant = 'primary', size = 'md', block = false, icon, className, children, ...rest }: ButtonLinkProps) {
  return (
    <Link className={classes(variant, size, block, className)} {...rest}>
      {icon}
      <span>{children}</span>
    </Link>
  );
}
