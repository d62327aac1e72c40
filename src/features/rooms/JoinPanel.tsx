// What stays on the host's screen for late joiners: the join address, the room's code, a QR code
// of /join/{CODE} drawn on this device, and who is present, each with 'Remove'.
import { plural, t } from "@lingui/core/macro";
import styled from "styled-components";
import type { RoomState } from "../../../shared/rooms";
import { joinUrl } from "../../lib/app-urls";
import { Spinner } from "../../lib/ui/Spinner";
import { useQrCode } from "../../lib/useQrCode";
import { linkBase } from "../../lib/i18n";

const Panel = styled.aside`
  grid-area: join;
  min-height: 0;
  display: flex;
  flex-direction: column;
  gap: 10px;
  padding: 16px;
  border-radius: ${({ theme }) => theme.radii.base};
  background: #fff;
  color: ${({ theme }) => theme.colors.primary};
  p { margin: 0; }
  .address { font-size: clamp(1rem, 1.5vw, 1.6rem); font-weight: 700; overflow-wrap: anywhere; }
  .code {
    display: block;
    font-size: clamp(2rem, 4.2vw, 4.5rem);
    font-weight: 800;
    line-height: 1.1;
    letter-spacing: 0.12em;
    font-variant-numeric: tabular-nums;
  }
  .label { font-size: 0.85rem; font-weight: 700; letter-spacing: 0.06em; text-transform: uppercase; color: ${({ theme }) => theme.colors.textMuted}; }
  .qr {
    flex: none;
    display: flex;
    align-items: center;
    justify-content: center;
    width: clamp(120px, 27vh, 320px);
    aspect-ratio: 1;
    margin: 0 auto;
  }
  .qr img { width: 100%; height: 100%; image-rendering: pixelated; }
  h2 { margin: 4px 0 0; font-size: 1.15rem; }
  .capacity { color: ${({ theme }) => theme.colors.textMuted}; font-size: 0.9rem; }
  ul {
    flex: 1;
    min-height: 0;
    margin: 0;
    padding: 0;
    list-style: none;
    overflow-y: auto;
    display: flex;
    flex-wrap: wrap;
    align-content: flex-start;
    gap: 6px;
  }
  li {
    max-width: 100%;
    display: flex;
    align-items: center;
    gap: 2px;
    padding: 2px 2px 2px 10px;
    border-radius: 999px;
    background: #eef2f7;
    font-weight: 600;
  }
  li .name { min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  li button {
    flex: none;
    min-height: 32px;
    padding: 0 10px;
    border: 0;
    border-radius: 999px;
    background: transparent;
    color: ${({ theme }) => theme.colors.textMuted};
    font: inherit;
    font-size: 0.8rem;
    font-weight: 700;
    cursor: pointer;
  }
  li button:hover { background: #dde3ec; color: ${({ theme }) => theme.colors.primary}; }
  li button:focus-visible { outline: 2px solid ${({ theme }) => theme.colors.primary}; outline-offset: 1px; }
`;

type Person = NonNullable<RoomState["participants"]>[number];

export function JoinPanel({ code, state, onRemove }: { code: string; state: RoomState | null; onRemove: (person: Person) => void }) {
  // The origin and the language's prefix: the link opens in the language it was shared from.
  const origin = linkBase();
  const qr = useQrCode(`${origin}${joinUrl(code)}`);
  const count = state?.participantCount ?? 0;
  const names = state?.participants ?? [];
  const capacity = state?.capacity ?? 0;
  return (
    <Panel aria-label={t`How to join`}>
      <p>
        <span className="label">{t`Join at`}</span>
        <br />
        <span className="address">{`${origin}${joinUrl()}`}</span>
      </p>
      <p>
        <span className="label">{t`Room code`}</span>
        <strong className="code">{code}</strong>
      </p>
      <div className="qr">
        {qr && "src" in qr ? (
          <img src={qr.src} alt={t`QR code to join`} width={240} height={240} />
        ) : qr ? (
          <p>{t`The QR code could not be drawn.`}</p>
        ) : (
          <Spinner size={32} label={t`Drawing the QR code`} />
        )}
      </div>
      <h2>{count === 0 ? t`No one has joined yet` : plural(count, { one: "# joined", other: "# joined" })}</h2>
      {state && <p className="capacity">{t`Room for ${capacity}`}</p>}
      {names.length > 0 && (
        <ul aria-label={t`Who joined`}>
          {names.map((person) => (
            <li key={person.id}>
              <span className="name" id={`person-${person.id}`} dir="auto">
                {person.name}
              </span>
              <button type="button" aria-describedby={`person-${person.id}`} onClick={() => onRemove(person)}>
                {t`Remove`}
              </button>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
