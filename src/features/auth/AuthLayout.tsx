import { t } from "@lingui/core/macro";
import type { ReactNode } from "react";
import { Button } from "../../lib/ui/Button";
import styled from "styled-components";
import { DarkPage, PagePanel } from "../../lib/ui/DarkPage";

/** How long an auth page shows its success message before it moves on. */
export const REDIRECT_DELAY_MS = 1500;

const Subtitle = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Divider = styled.p`
  display: flex;
  align-items: center;
  gap: 12px;
  margin: 20px 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
  &::before, &::after { content: ""; flex: 1; height: 1px; background: ${({ theme }) => theme.colors.border}; }
`;

export const FormFooter = styled.p`
  margin: 20px 0 0;
  text-align: center;
  font-size: 0.95rem;
`;

export const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.secondary};
  font-weight: 600;
  text-decoration: underline;
  cursor: pointer;
`;

export function AuthLayout({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <DarkPage>
      <PagePanel>
        <h1>{title}</h1>
        {subtitle && <Subtitle>{subtitle}</Subtitle>}
        {children}
      </PagePanel>
    </DarkPage>
  );
}

function GoogleMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path fill="#EA4335" d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.9 6.1C12.5 13.6 17.8 9.5 24 9.5z" />
      <path fill="#4285F4" d="M46.1 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.4 5.7c4.3-4 6.9-9.9 6.9-17.1z" />
      <path fill="#FBBC05" d="M10.6 28.6c-.5-1.4-.8-3-.8-4.6s.3-3.2.8-4.6l-7.9-6.1C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.9-6.1z" />
      <path fill="#34A853" d="M24 48c6.5 0 11.9-2.1 15.8-5.8l-7.4-5.7c-2.1 1.4-4.8 2.2-8.4 2.2-6.2 0-11.5-4.1-13.4-9.9l-7.9 6.1C6.6 42.6 14.6 48 24 48z" />
    </svg>
  );
}

/** "or", then the hosted Google sign-in button: the same on sign-in and sign-up. */
export function GoogleSignIn({ onClick }: { onClick: () => void }) {
  return (
    <>
      <Divider>{t({ message: "or", comment: "Between the sign-in (or sign-up) form and the 'Continue with Google' button" })}</Divider>
      <Button type="button" $variant="outline" $block onClick={onClick}>
        <GoogleMark />
        {t`Continue with Google`}
      </Button>
    </>
  );
}
