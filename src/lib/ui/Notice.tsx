import styled from "styled-components";

/** A message above or inside a form or panel: an error, a success or information. */
export const Notice = styled.p<{ $tone: "error" | "success" | "info" }>`
  padding: 12px 14px;
  border-radius: ${({ theme }) => theme.radii.button};
  font-size: 0.95rem;
  background: ${({ $tone }) => ($tone === "error" ? "#FDECEA" : $tone === "success" ? "#E6F4EC" : "#E8F1FB")};
  color: ${({ $tone }) => ($tone === "error" ? "#8C1D18" : $tone === "success" ? "#145A38" : "#17365D")};
`;
