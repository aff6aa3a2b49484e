import { matchPath, Navigate, Outlet, useLocation } from "react-router";
import { paths } from "@/config/paths";
import { pagesNotInView } from "@/lib/view-as";

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
  if (pagesNotInView.some((path) => matchPath(path, pathname)))
    return <Navigate to={paths.dashboard} replace />;
  return (
    <fieldset disabled className="contents" data-testid="view-only">
      <Outlet />
    </fieldset>
  );
}
