import { matchPath, Navigate, Outlet, useLocation } from "react-router";
import { paths } from "@/config/paths";

// Pages that only change things, or that show a person's private details (date of birth, gender,
// security settings): not offered during a view as a member (docs/decisions/052).
const notInView = [paths.newDeal, paths.newListing, paths.account, paths.security];

/**
 * The page during a view as a member: read-only. Write-only pages lead elsewhere (editing a deal
 * to the deal), and every form control of the page is disabled (a disabled fieldset), so nothing
 * can be typed, ticked or sent; links and tabs still move about. The API refuses writes anyway.
 */
export function ViewOnlyOutlet() {
  const { pathname } = useLocation();
  const editing = matchPath(paths.editDeal, pathname);
  if (editing?.params.id)
    return <Navigate to={paths.deal.replace(":id", editing.params.id)} replace />;
  if (notInView.some((path) => matchPath(path, pathname)))
    return <Navigate to={paths.dashboard} replace />;
  return (
    <fieldset disabled className="contents" data-testid="view-only">
      <Outlet />
    </fieldset>
  );
}
