// The parts dialogs share: their buttons at the end, and a read-only link with its 'Copy' beside it.
import styled from "styled-components";

/** A dialog's buttons, at its end, wrapping on a narrow screen. */
export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 12px;
`;

/** A read-only link to copy, its 'Copy' button beside it. */
export const LinkRow = styled.div`
  display: flex;
  gap: 8px;
  margin: 8px 0 16px;
  input {
    flex: 1;
    min-width: 0;
    padding: 10px 12px;
    border: 1px solid #8a96a8;
    border-radius: ${({ theme }) => theme.radii.button};
    color: ${({ theme }) => theme.colors.text};
    background: #f4f6fa;
  }
`;
