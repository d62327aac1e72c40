import { useState } from "react";
import styled from "styled-components";
import { Button } from "../../lib/ui/Button";
import { DarkPage, PagePanel } from "../../lib/ui/DarkPage";
import { usePageTitle } from "../../lib/usePageTitle";
import { YourPurchases } from "./YourPurchases";
import { useAuth } from "./auth-context";
import { RequireAuth } from "./RequireAuth";
import { initialsAvatar } from "./user-mapping";

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

function Profile() {
  const { user, signOut } = useAuth();
  // A picture that cannot load (offline, or refused) falls back to the initials avatar.
  const [pictureFailed, setPictureFailed] = useState(false);
  if (!user) return null;
  const displayName = user.name || user.email || "User";
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
        <h1>{displayName}</h1>
        <p>{user.email}</p>
        <Button type="button" $variant="outline" onClick={() => void signOut()}>
          Sign Out
        </Button>
        <YourPurchases />
      </PagePanel>
    </DarkPage>
  );
}

export default function ProfilePage() {
  usePageTitle("Profile");
  return (
    <RequireAuth>
      <Profile />
    </RequireAuth>
  );
}
