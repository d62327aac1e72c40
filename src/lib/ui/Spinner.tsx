import { t } from "@lingui/core/macro";
import styled, { keyframes } from "styled-components";

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: number; $light?: boolean }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  border: ${({ $size }) => Math.max(2, Math.round($size / 8))}px solid
    ${({ $light }) => ($light ? "rgba(255,255,255,0.3)" : "rgba(20,33,61,0.15)")};
  border-top-color: ${({ $light, theme }) => ($light ? "#fff" : theme.colors.secondary)};
  animation: ${spin} 0.8s linear infinite;
`;

export function Spinner({ size = 40, label, light }: { size?: number; label?: string; light?: boolean }) {
  return <Ring role="status" aria-label={label ?? t`Loading`} $size={size} $light={light} />;
}

/** The spec's fixed top-right 24 px spinner shown while a page's code loads. */
export const RouteSpinner = styled.div`
  position: fixed;
  top: 20px;
  right: 20px;
  z-index: 1300;
  line-height: 0;
`;

export const Centered = styled.div`
  display: flex;
  justify-content: center;
  align-items: center;
  padding: 64px 16px;
`;
