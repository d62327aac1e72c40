// The parts dialogs share: their buttons at the end.
import styled from "styled-components";

/** A dialog's buttons, at its end, wrapping on a narrow screen. */
export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 12px;
`;
