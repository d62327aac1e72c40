import { t } from "@lingui/core/macro";
import { Link } from "react-router-dom";
import { Menu, MenuAction } from "../lib/ui/Menu";
import { firstInitial, type AuthUser } from "../features/auth";
import { Avatar, NameButton, UserName } from "./Header.styles";
import { MY_DECKS_URL } from "../lib/app-urls";

function displayName(user: AuthUser): string {
  return user.name || user.email || t({ message: "User", comment: "In place of the name of a signed-in person whose account has no name or email" });
}

/** The signed-in user's name and initial, with the menu holding Profile, Saved, My Decks and Sign Out. */
export function UserMenu({ user, onSignOut }: { user: AuthUser; onSignOut: () => void }) {
  const name = displayName(user);
  return (
    <Menu
      label={t`Account`}
      trigger={({ ref, ...props }) => (
        // A long name ends in an ellipsis on screen; the button's name is the whole of it.
        <NameButton ref={ref} type="button" title={name} {...props}>
          <Avatar aria-hidden="true">{firstInitial(name)}</Avatar>
          {/* dir="auto": a right-to-left name reads right to left, its ellipsis at its end. */}
          <UserName dir="auto">{name}</UserName>
        </NameButton>
      )}
    >
      {(close) => (
        <>
          <li role="none">
            <Link role="menuitem" to="/profile" onClick={close}>
              {t`Profile`}
            </Link>
          </li>
          <li role="none">
            <Link role="menuitem" to="/saved" onClick={close}>
              {t({ message: "Saved", context: "the menu entry of the saved cards page" })}
            </Link>
          </li>
          <li role="none">
            <Link role="menuitem" to={MY_DECKS_URL} onClick={close}>
              {t`My Decks`}
            </Link>
          </li>
          <MenuAction close={close} onSelect={onSignOut}>
            {t`Sign Out`}
          </MenuAction>
        </>
      )}
    </Menu>
  );
}
