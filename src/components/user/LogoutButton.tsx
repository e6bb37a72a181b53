import { logoutHref } from "../../stores/user";

/**
 * Logout as a form's POST (the server refuses a GET, so no image or link elsewhere can sign anyone
 * out); works before any script runs.
 */
export default function LogoutButton({
  locale,
  label,
  className,
}: {
  locale: string;
  label: string;
  className: string;
}) {
  return (
    <form method="post" action={logoutHref(locale)} className="logout-form">
      <button type="submit" className={className}>
        {label}
      </button>
    </form>
  );
}
