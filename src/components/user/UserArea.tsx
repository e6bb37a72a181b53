import { useStore } from "@nanostores/react";
import { $user } from "../../stores/user";

/** The header's user block: a login link for anonymous visitors, else the active character. */
export default function UserArea({ loginLabel = "Log in" }: { loginLabel?: string }) {
  const user = useStore($user);
  if (!user) {
    return (
      <div className="user-area">
        <span className="mode-indicator" title="Game mode">
          PVP
        </span>
        <a href="/user">{loginLabel}</a>
      </div>
    );
  }
  return (
    <div className="user-area">
      <span className="mode-indicator">{user.gameMode}</span>
      <span>
        {user.charName} · {user.fraction} · {user.level}
      </span>
    </div>
  );
}
