// What a list of the person's own things shows while it has none (no saved cards, no decks): a
// white panel on the dark page with a heading, a line or two, and where to go next.
import styled from "styled-components";

export const EmptyPanel = styled.div`
  padding: 32px 24px;
  border-radius: ${({ theme }) => theme.radii.card};
  background: #fff;
  color: ${({ theme }) => theme.colors.text};
  text-align: center;
  box-shadow: ${({ theme }) => theme.shadows.card};
  h2 { margin: 0 0 8px; font-size: 1.4rem; color: ${({ theme }) => theme.colors.primary}; }
  p { margin: 0 0 12px; }
  p:last-child { margin: 0; }
  a { color: ${({ theme }) => theme.colors.secondary}; font-weight: 700; }
`;
