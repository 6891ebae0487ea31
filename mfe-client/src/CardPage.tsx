import type { CSSProperties, ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { Card } from '@consulting/ui';

/** A form stacked in one column, as every card page lays out its fields. */
export const FORM_COLUMN: CSSProperties = { display: 'flex', flexDirection: 'column', gap: 20 };

interface CardPageProps {
  testId: string;
  title: string;
  /** Overrides of the heading's look. */
  titleStyle?: CSSProperties;
  maxWidth?: number;
  children: ReactNode;
}

/** A signed-out page of the client area (sign-in, password recovery): one centred card, headed by `title`. */
export function CardPage({ testId, title, titleStyle, maxWidth = 440, children }: CardPageProps) {
  return (
    <div style={{ maxWidth, margin: '3rem auto', padding: '0 1rem' }} data-testid={testId}>
      <Card>
        <h2 style={{ textAlign: 'center', margin: '0 0 16px', fontSize: 26, fontWeight: 600, ...titleStyle }}>
          {title}
        </h2>
        {children}
      </Card>
    </div>
  );
}

/** A centred line under a card's form, for its links. */
export const CardLine = ({ children }: { children: ReactNode }) => (
  <p style={{ textAlign: 'center', margin: '16px 0 0' }}>{children}</p>
);

/** The fixed props of the email field of the sign-in and forgot-password forms. */
export const emailFieldProps = (t: TFunction<'client'>) =>
  ({
    label: t('login.email'),
    name: 'email',
    type: 'email',
    dir: 'ltr',
    autoComplete: 'email',
    placeholder: t('login.emailPlaceholder'),
  }) as const;
