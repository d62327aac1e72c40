// /profile: the signed-in person, sign-out, what they own and where their saved cards and own
// decks are. It composes the auth, entitlements, billing, pdf, saved-cards and own-decks features,
// so it is a feature of its own: none of those imports it back.
import { t } from "@lingui/core/macro";
import { Trans } from "@lingui/react/macro";
import { useState } from "react";
import { Link } from "react-router-dom";
import styled from "styled-components";
import { Button } from "../../lib/ui/Button";
import { DarkPage, PagePanel } from "../../lib/ui/DarkPage";
import { usePageTitle } from "../../lib/usePageTitle";
import { initialsAvatar, RequireAuth, saveAccountLanguage, useAuth } from "../auth";
import { YourPurchases } from "./YourPurchases";
import { MY_DECKS_URL } from "../../lib/app-urls";
import { LanguageSelect } from "../../lib/i18n/LanguageSelect";

const Avatar = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 72px;
  height: 72px;
  margin-bottom: 16px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.secondary};
  color: #fff;
  font-size: 2rem;
  font-weight: 700;
  overflow: hidden;
  img { width: 100%; height: 100%; object-fit: cover; }
`;

/** A long name or e-mail ends in an ellipsis inside the card (the whole of it is the text read out). */
const OneLine = styled.p`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const LanguageSection = styled.section`
  margin-top: 24px;
  display: flex;
  justify-content: center;
`;

const SavedSection = styled.section`
  margin-top: 28px;
  text-align: left;
  h2 { font-size: 1.2rem; color: ${({ theme }) => theme.colors.primary}; margin-bottom: 8px; }
`;

function SavedCardsLink() {
  return (
    <SavedSection aria-labelledby="saved-cards-heading">
      <h2 id="saved-cards-heading">{t`Saved cards`}</h2>
      <p>
        <Trans>
          The cards you save while playing, on every device you sign in on: <Link to="/saved">Saved</Link>
        </Trans>
      </p>
    </SavedSection>
  );
}

function OwnDecksLink() {
  return (
    <SavedSection aria-labelledby="own-decks-heading">
      <h2 id="own-decks-heading">{t`Your own decks`}</h2>
      <p>
        <Trans>
          Decks of your own questions, and of cards gathered from any deck: <Link to={MY_DECKS_URL}>My Decks</Link>
        </Trans>
      </p>
    </SavedSection>
  );
}

function Profile() {
  const { user, signOut } = useAuth();
  // As the header's sign-out does (src/app/sign-out.ts): the device's saved-card and deck changes go first.
  const signOutAfterSync = async () => {
    if (user) {
      const ready = await import("../saved-cards").then((savedCards) => savedCards.readyToSignOut(user.id)).catch(() => true);
      if (!ready) return;
      const decksReady = await import("../own-decks").then((ownDecks) => ownDecks.readyToSignOut(user.id)).catch(() => true);
      if (!decksReady) return;
    }
    await signOut();
  };
  // A picture that cannot load (offline, or refused) falls back to the initials avatar.
  const [pictureFailed, setPictureFailed] = useState(false);
  if (!user) return null;
  const displayName = user.name || user.email || t`User`;
  return (
    <DarkPage>
      <PagePanel>
        <Avatar aria-hidden="true">
          <img
            src={pictureFailed || !user.picture ? initialsAvatar(displayName) : user.picture}
            alt=""
            width={72}
            height={72}
            onError={() => setPictureFailed(true)}
          />
        </Avatar>
        <OneLine as="h1" dir="auto" title={displayName}>
          {displayName}
        </OneLine>
        {user.email && <OneLine title={user.email}>{user.email}</OneLine>}
        <Button type="button" $variant="outline" onClick={() => void signOutAfterSync()}>
          {t`Sign Out`}
        </Button>
        <YourPurchases />
        <SavedCardsLink />
        <OwnDecksLink />
        <LanguageSection aria-label={t`Language`}>
          <LanguageSelect onChoose={saveAccountLanguage} />
        </LanguageSection>
      </PagePanel>
    </DarkPage>
  );
}

export default function ProfilePage() {
  usePageTitle(t`Profile`);
  return (
    <RequireAuth>
      <Profile />
    </RequireAuth>
  );
}
