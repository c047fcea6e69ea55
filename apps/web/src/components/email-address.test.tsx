import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailAddress, TextWithEmail } from './email-address.tsx';

/** The address as its lines may fall: the pieces between the places it may wrap. */
const pieces = (element: Element) => [...element.children].filter((child) => child.tagName !== 'WBR').map((child) => child.textContent);

describe('EmailAddress', () => {
  it('reads as the whole address, and may wrap only after its "@", never before a dot', () => {
    const { container } = render(<EmailAddress address="jean.dupont-martin@mon-domaine.example.fr" />);
    const address = container.firstElementChild!;
    expect(address.textContent).toBe('jean.dupont-martin@mon-domaine.example.fr');
    expect(pieces(address)).toEqual(['jean.dupont-martin@', 'mon-domaine.example.fr']);
    expect(address.querySelectorAll('wbr')).toHaveLength(1);
    // Not a word to translate.
    expect(address.getAttribute('translate')).toBe('no');
  });
});

describe('TextWithEmail', () => {
  it('puts the address in the translated sentence where the translation has it', () => {
    render(<p data-testid="text"><TextWithEmail email="a.b@c.fr" text={(email) => `Cliquez sur le lien envoyé à ${email} pour activer le minage.`} /></p>);
    const text = screen.getByTestId('text');
    expect(text.textContent).toBe('Cliquez sur le lien envoyé à a.b@c.fr pour activer le minage.');
    expect(pieces(text.querySelector('[translate="no"]')!)).toEqual(['a.b@', 'c.fr']);
  });

  it('writes the plain text when the translation has no place for the address', () => {
    render(<p data-testid="text"><TextWithEmail email="a@c.fr" text={() => 'Vérifiez votre boîte de réception.'} /></p>);
    expect(screen.getByTestId('text').textContent).toBe('Vérifiez votre boîte de réception.');
  });
});
