import styled, { css } from "styled-components";

type Variant = "primary" | "secondary" | "outline" | "ghost" | "light" | "outlineLight";

const variants = {
  primary: css`
    background: ${({ theme }) => theme.colors.secondary};
    color: #fff;
    &:hover:not(:disabled) { background: #095a5a; }
  `,
  secondary: css`
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
    &:hover:not(:disabled) { background: ${({ theme }) => theme.colors.primaryLight}; }
  `,
  outline: css`
    background: transparent;
    color: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    &:hover:not(:disabled) { background: rgba(20, 33, 61, 0.06); }
  `,
  ghost: css`
    background: transparent;
    color: inherit;
    &:hover:not(:disabled) { background: rgba(127, 127, 127, 0.12); }
  `,
  light: css`
    background: #fff;
    color: ${({ theme }) => theme.colors.primary};
    &:hover:not(:disabled) { background: #eef2f7; }
  `,
  outlineLight: css`
    background: transparent;
    color: #fff;
    border-color: rgba(255, 255, 255, 0.85);
    &:hover:not(:disabled) { background: rgba(255, 255, 255, 0.12); }
  `,
};

export const Button = styled.button<{ $variant?: Variant; $size?: "small" | "large"; $block?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: ${({ $size }) => ($size === "large" ? "52px" : $size === "small" ? "36px" : "44px")};
  padding: 0 ${({ $size }) => ($size === "large" ? "28px" : "18px")};
  width: ${({ $block }) => ($block ? "100%" : "auto")};
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radii.button};
  font-weight: 600;
  font-size: ${({ $size }) => ($size === "large" ? "1.05rem" : "0.95rem")};
  text-decoration: none;
  cursor: pointer;
  transition: background-color 0.15s ease, transform 0.15s ease;
  ${({ $variant = "primary" }) => variants[$variant]}
  &:active:not(:disabled) { transform: translateY(1px); }
  &:disabled { opacity: 0.5; cursor: not-allowed; }
`;
