import styled from "styled-components";
import { Button } from "../../lib/ui/Button";
import { DarkPage, PagePanel } from "../../lib/ui/DarkPage";
import { usePageTitle } from "../../lib/usePageTitle";
import { useAuth } from "./auth-context";
import { RequireAuth } from "./RequireAuth";

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
  if (!user) return null;
  const displayName = user.name || user.email || "User";
  return (
    <DarkPage>
      <PagePanel>
        <Avatar aria-hidden="true">
          {user.picture ? <img src={user.picture} alt="" width={72} height={72} /> : displayName.charAt(0).toUpperCase()}
        </Avatar>
        <h1>{displayName}</h1>
        <p>{user.email}</p>
        <Button type="button" $variant="outline" onClick={() => void signOut()}>
          Sign Out
        </Button>
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
