import { t } from "@lingui/core/macro";
import { Link, NavLink, useLocation } from "react-router-dom";
import { MenuIcon, PersonIcon, SparkIcon } from "../lib/ui/icons";
import { Menu } from "../lib/ui/Menu";
import { useHydrated } from "../lib/useHydrated";
import { useAuth } from "../features/auth";
import { ActionLink, Bar, IconLink, Inner, Logo, Nav, Narrow, RoundButton, Skeleton, Wide } from "./Header.styles";
import { UserMenu } from "./UserMenu";
import { headerLook } from "./header-appearance";
import { sendChangesThenSignOut } from "./sign-out";
import { useOverHero } from "./useOverHero";
import { useScrolled } from "./useScrolled";

const AUTH_PAGES = new Set(["/signin", "/signup", "/reset-password"]);

export function Header() {
  const { pathname } = useLocation();
  const overHero = useOverHero(pathname);
  const look = headerLook(pathname, overHero, useScrolled(pathname));
  const transparent = look !== "light";
  const auth = useAuth();
  const { user, signOut } = auth;
  // A prerendered page was drawn before anyone was known (and a worker serves it on every start):
  // until it is alive, the account controls' place is held, never 'Sign In' to someone signed in.
  const hydrated = useHydrated();
  const loading = auth.loading || !hydrated;
  const onAuthPage = AUTH_PAGES.has(pathname);

  // The sign-out clears the browser's storage and leaves for / (or the hosted logout page) itself.
  const handleSignOut = () => void sendChangesThenSignOut(user, signOut);

  return (
    <Bar $look={look} data-transparent={transparent} data-look={look}>
      <Inner>
        <Logo to="/">
          <SparkIcon size={26} />
          Spark Decks
        </Logo>
        <Nav aria-label={t({ message: "Main", context: "the main navigation" })}>
          <NavLink to="/decks" end>
            {t`Explore Decks`}
          </NavLink>
          <NavLink to="/pricing">{t`Pricing`}</NavLink>
          <NavLink to="/about">{t`About`}</NavLink>
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
                  {t`Sign In`}
                </ActionLink>
                <ActionLink to="/signup" $transparent={transparent} $filled>
                  {t`Sign Up`}
                </ActionLink>
              </>
            )
          )}
        </Wide>
        <Narrow>
          <Menu
            label={t`Main menu`}
            trigger={({ ref, ...props }) => (
              <RoundButton ref={ref} type="button" aria-label={t`Open menu`} {...props}>
                <MenuIcon />
              </RoundButton>
            )}
          >
            {(close) => (
              <>
                <li role="none">
                  <Link role="menuitem" to="/decks" onClick={close}>
                    {t`Explore Cards`}
                  </Link>
                </li>
                <li role="none">
                  <Link role="menuitem" to="/pricing" onClick={close}>
                    {t`Pricing`}
                  </Link>
                </li>
                <li role="none">
                  <Link role="menuitem" to="/about" onClick={close}>
                    {t`About`}
                  </Link>
                </li>
              </>
            )}
          </Menu>
          {loading ? (
            <Skeleton $width={44} aria-hidden="true" />
          ) : user ? (
            <UserMenu user={user} onSignOut={handleSignOut} />
          ) : (
            !onAuthPage && (
              <IconLink to="/signin" aria-label={t`Sign In`}>
                <PersonIcon />
              </IconLink>
            )
          )}
        </Narrow>
      </Inner>
    </Bar>
  );
}
