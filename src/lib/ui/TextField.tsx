import { useId, type InputHTMLAttributes, type Ref, type TextareaHTMLAttributes } from "react";
import styled from "styled-components";

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin-bottom: 16px;
  label { font-weight: 600; font-size: 0.9rem; }
  input, textarea {
    width: 100%;
    padding: 12px 14px;
    border: 1px solid #8a96a8;
    border-radius: ${({ theme }) => theme.radii.button};
    background: #fff;
    color: ${({ theme }) => theme.colors.text};
  }
  textarea { min-height: 140px; resize: vertical; }
  input:focus-visible, textarea:focus-visible { outline-offset: 0; }
  small { color: ${({ theme }) => theme.colors.textMuted}; }
`;

type InputProps = InputHTMLAttributes<HTMLInputElement> & { label: string; hint?: string; ref?: Ref<HTMLInputElement> };

export function TextField({ label, hint, id, ...rest }: InputProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <Field>
      <label htmlFor={inputId}>{label}</label>
      <input id={inputId} aria-describedby={hint ? `${inputId}-hint` : undefined} {...rest} />
      {hint && <small id={`${inputId}-hint`}>{hint}</small>}
    </Field>
  );
}

type AreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; hint?: string };

export function TextArea({ label, hint, id, ...rest }: AreaProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <Field>
      <label htmlFor={inputId}>{label}</label>
      <textarea id={inputId} aria-describedby={hint ? `${inputId}-hint` : undefined} {...rest} />
      {hint && <small id={`${inputId}-hint`}>{hint}</small>}
    </Field>
  );
}

