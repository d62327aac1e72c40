import { Link, NavLink, useLocation } from "react-router-dom";
import styled, { css, keyframes } from "styled-components";
import { MenuIcon, PersonIcon, SparkIcon } from "../lib/ui/icons";
import { Menu } from "../lib/ui/Menu";
import { useAuth, type AuthUser } from "../features/auth";
import { isHeaderTransparent } from "./header-appearance";
import { useOverHero } from "./useOverHero";

const AUTH_PAGES = new Set(["/signin", "/signup", "/reset-password"]);

const Bar = styled.header<{ $transparent: boolean }>`
  position: fixed;
  inset: 0 0 auto 0;
  z-index: 1100;
  height: ${({ theme }) => theme.headerHeight};
  transition: background-color 0.2s ease, border-color 0.2s ease;
  ${({ $transparent, theme }) =>
    $transparent
      ? css`
          background: transparent;
          color: #fff;
          border-bottom: 1px solid transparent;
        `
      : css`
          background: rgba(255, 255, 255, 0.9);
          backdrop-filter: blur(10px);
          color: ${theme.colors.primary};
          border-bottom: 1px solid ${theme.colors.border};
        `}
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: 24px;
  height: 100%;
  width: min(1200px, 100%);
  margin: 0 auto;
  padding: 0 16px;
`;

const Logo = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  color: inherit;
  font-weight: 800;
  font-size: 1.2rem;
  text-decoration: none;
  svg { color: ${({ theme }) => theme.colors.accent}; }
`;

const Nav = styled.nav`
  display: flex;
  gap: 4px;
  margin-right: auto;
  a {
    padding: 8px 12px;
    border-radius: ${({ theme }) => theme.radii.button};
    color: inherit;
    font-weight: 600;
    text-decoration: none;
  }
  a:hover, a.active { background: rgba(127, 127, 127, 0.16); }
  ${({ theme }) => theme.below.sm} { display: none; }
`;

const Wide = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  ${({ theme }) => theme.below.sm} { display: none; }
`;

const Narrow = styled.div`
  display: none;
  align-items: center;
  gap: 4px;
  margin-left: auto;
  ${({ theme }) => theme.below.sm} { display: flex; }
`;

const actionLink = css<{ $transparent: boolean; $filled?: boolean }>`
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 16px;
  border-radius: ${({ theme }) => theme.radii.button};
  border: 2px solid currentColor;
  font-weight: 600;
  text-decoration: none;
  color: inherit;
  ${({ $filled, $transparent, theme }) =>
    $filled &&
    css`
      border-color: ${$transparent ? "#fff" : theme.colors.secondary};
      background: ${$transparent ? "#fff" : theme.colors.secondary};
      color: ${$transparent ? theme.colors.primary : "#fff"};
    `}
`;

const ActionLink = styled(Link)<{ $transparent: boolean; $filled?: boolean }>`
  ${actionLink}
`;

const RoundButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 10px;
  min-width: 44px;
  height: 44px;
  padding: 0 10px;
  border: 0;
  border-radius: 22px;
  background: transparent;
  color: inherit;
  font-weight: 600;
  cursor: pointer;
  &:hover { background: rgba(127, 127, 127, 0.16); }
`;

const IconLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  color: inherit;
  &:hover { background: rgba(127, 127, 127, 0.16); }
`;

const Avatar = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.secondary};
  color: #fff;
  font-weight: 700;
`;

const pulse = keyframes`50% { opacity: 0.45; }`;
const Skeleton = styled.span<{ $width: number }>`
  display: inline-block;
  width: ${({ $width }) => $width}px;
  height: 36px;
  border-radius: ${({ theme }) => theme.radii.button};
  background: rgba(127, 127, 127, 0.3);
  animation: ${pulse} 1.4s ease-in-out infinite;
`;

export function displayName(user: AuthUser): string {
  return user.name || user.email || "User";
}

function UserMenu({ user, onSignOut }: { user: AuthUser; onSignOut: () => void }) {
  const name = displayName(user);
  return (
    <Menu
      label="Account"
      trigger={({ ref, ...props }) => (
        <RoundButton ref={ref} type="button" {...props}>
          <Avatar aria-hidden="true">{name.charAt(0).toUpperCase()}</Avatar>
          {name}
        </RoundButton>
      )}
    >
      {(close) => (
        <>
          <li role="none">
            <Link role="menuitem" to="/profile" onClick={close}>
              Profile
            </Link>
          </li>
          <li role="none">
            <button
              role="menuitem"
              type="button"
              onClick={() => {
                close();
                onSignOut();
              }}
            >
              Sign Out
            </button>
          </li>
        </>
      )}
    </Menu>
  );
}

export function Header() {
  const { pathname } = useLocation();
  const overHero = useOverHero(pathname);
  const transparent = isHeaderTransparent(pathname, overHero);
  const { user, loading, signOut } = useAuth();
  const onAuthPage = AUTH_PAGES.has(pathname);

  const handleSignOut = () => {
    signOut()
      .catch((error: unknown) => console.error("Error signing out", error))
      .finally(() => {
        try {
          window.localStorage.clear();
          window.sessionStorage.clear();
        } catch {
          // storage unavailable: nothing to clear
        }
        window.location.assign("/");
      });
  };

  return (
    <Bar $transparent={transparent} data-transparent={transparent}>
      <Inner>
        <Logo to="/">
          <SparkIcon size={26} />
          Spark Decks
        </Logo>
        <Nav aria-label="Main">
          <NavLink to="/decks" end>
            Explore Decks
          </NavLink>
          <NavLink to="/pricing">Pricing</NavLink>
          <NavLink to="/about">About</NavLink>
        </Nav>
        <Wide>
          {loading ? (
            <>
              <Skeleton $width={80} aria-hidden="true" />
              <Skeleton $width={90} aria-hidden="true" />
            </>
          ) : user ? (
            <UserMenu user={user} onSignOut={handleSignOut} />
          ) : (
            !onAuthPage && (
              <>
                <ActionLink to="/signin" $transparent={transparent}>
                  Sign In
                </ActionLink>
                <ActionLink to="/signup" $transparent={transparent} $filled>
                  Sign Up
                </ActionLink>
              </>
            )
          )}
        </Wide>
        <Narrow>
          <Menu
            label="Main menu"
            trigger={({ ref, ...props }) => (
              <RoundButton ref={ref} type="button" aria-label="Open menu" {...props}>
                <MenuIcon />
              </RoundButton>
            )}
          >
            {(close) => (
              <>
                <li role="none">
                  <Link role="menuitem" to="/decks" onClick={close}>
                    Explore Cards
                  </Link>
                </li>
                <li role="none">
                  <Link role="menuitem" to="/pricing" onClick={close}>
                    Pricing
                  </Link>
                </li>
                <li role="none">
                  <Link role="menuitem" to="/about" onClick={close}>
                    About
                  </Link>
                </li>
              </>
            )}
          </Menu>
          {loading ? (
            <Skeleton $width={40} aria-hidden="true" />
          ) : user ? (
            <UserMenu user={user} onSignOut={handleSignOut} />
          ) : (
            !onAuthPage && (
              <IconLink to="/signin" aria-label="Sign In">
                <PersonIcon />
              </IconLink>
            )
          )}
        </Narrow>
      </Inner>
    </Bar>
  );
}
