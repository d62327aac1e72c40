import { t } from "@lingui/core/macro";
import { useId, useState } from "react";
import styled from "styled-components";
import { i18n } from "../../lib/i18n";
import { isPaper, PAPERS, type Paper } from "./paper";
import { readPaperPreference, writePaperPreference } from "./paper-preference";

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  label { font-weight: 600; font-size: 0.9rem; }
  select {
    min-height: 44px;
    max-width: 100%;
    padding: 0 12px;
    border: 1px solid #8a96a8;
    border-radius: ${({ theme }) => theme.radii.button};
    background: #fff;
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }
`;

const PAPER_CHOICES = Object.keys(PAPERS) as Paper[];

/** The paper PDFs are made for; the choice is remembered on this device for every later PDF. */
export function PaperSizeSelect() {
  const id = useId();
  const [paper, setPaper] = useState(readPaperPreference);
  return (
    <Field>
      <label htmlFor={id}>{t`Paper size`}</label>
      <select
        id={id}
        value={paper}
        onChange={(event) => {
          if (!isPaper(event.target.value)) return;
          setPaper(event.target.value);
          writePaperPreference(event.target.value);
        }}
      >
        {PAPER_CHOICES.map((choice) => (
          <option key={choice} value={choice}>
            {i18n._(PAPERS[choice].label)}
          </option>
        ))}
      </select>
    </Field>
  );
}
