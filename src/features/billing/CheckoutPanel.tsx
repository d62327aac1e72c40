import type { ReactNode } from "react";
import styled from "styled-components";
import { DarkPage, PagePanel } from "../../lib/ui/DarkPage";

const Panel = styled(PagePanel)`
  text-align: center;
  .what { font-size: 1.1rem; font-weight: 600; color: ${({ theme }) => theme.colors.primary}; }
  .note { color: ${({ theme }) => theme.colors.textMuted}; }
`;

/** The buttons under a checkout page's message, stacked full width on a phone. */
export const PanelActions = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin-top: 24px;
`;

export const WaitRow = styled.div`
  display: flex;
  justify-content: center;
  margin: 24px 0 8px;
`;

/** A checkout page: one white panel on the dark page, its heading first. */
export function CheckoutPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <DarkPage>
      <Panel>
        <h1>{title}</h1>
        {children}
      </Panel>
    </DarkPage>
  );
}
