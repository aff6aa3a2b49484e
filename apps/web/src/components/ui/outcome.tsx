import { Link } from "react-router";

/** An outcome sentence and where to go next (e.g. "The reset link has expired. Ask for a new link"). */
export function Outcome({
  role,
  message,
  to,
  action,
}: {
  role: "status" | "alert";
  message: string;
  to: string;
  action: string;
}) {
  return (
    <p role={role} className="text-sm">
      {message}{" "}
      <Link className="text-primary underline" to={to}>
        {action}
      </Link>
    </p>
  );
}
