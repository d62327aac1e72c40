import { Link } from "react-router-dom";
import styled from "styled-components";

/** A full-height page on the navy gradient, for routes where the header sits transparent. */
export const DarkPage = styled.div`
  min-height: 100vh;
  padding: calc(${({ theme }) => theme.contentTop} + 48px) 16px 64px;
  background: ${({ theme }) => theme.darkBackground};
  color: #fff;
  h1 { font-size: clamp(1.9rem, 4vw, 2.75rem); }
`;

/** A link drawn straight on the dark background (AA contrast on navy). */
export const LightLink = styled(Link)`
  color: #9fe3e0;
  font-weight: 600;
`;

/** A white panel centred on a dark page (forms, notices). */
export const PagePanel = styled.section`
  width: min(460px, 100%);
  margin: 0 auto;
  padding: 32px 24px;
  border-radius: ${({ theme }) => theme.radii.card};
  background: #fff;
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.card};
  h1 { color: ${({ theme }) => theme.colors.primary}; font-size: 1.9rem; }
  a { color: ${({ theme }) => theme.colors.secondary}; }
`;
