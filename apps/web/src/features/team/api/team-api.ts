import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  InvitationPreview,
  JoinChange,
  MyInvitations,
  MemberView,
  MemberViewLog,
  InviteInput,
  InviteOutcome,
  PlacementInput,
  RemovalInput,
  RegionInput,
  TeamInput,
  TeamOverview,
} from "@portal/contract/team/team-schemas";
import { api } from "@/lib/api-client";
import { teamKeys } from "./keys";

// GET /v1/team
export function useTeam(search: string, role: string) {
  return useQuery({
    queryKey: teamKeys.overview(search, role),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams();
      if (search.trim()) query.set("search", search.trim());
      if (role) query.set("role", role);
      return api<TeamOverview>(`/v1/team${query.size ? `?${query}` : ""}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
}

/** A change to the team: afterwards every view of it is read again. */
function useTeamChange<I, O>(call: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: teamKeys.all }),
  });
}

const id = (value: string) => encodeURIComponent(value);

export const useInvite = () =>
  useTeamChange((body: InviteInput) =>
    api<{ results: { email: string; outcome: InviteOutcome }[]; team: TeamOverview }>(
      "/v1/team/invitations",
      { method: "POST", body },
    ),
  );
export const useResend = () =>
  useTeamChange((invitationId: string) =>
    api<TeamOverview>(`/v1/team/invitations/${id(invitationId)}/resend`, { method: "POST" }),
  );
export const useRevoke = () =>
  useTeamChange((invitationId: string) =>
    api<TeamOverview>(`/v1/team/invitations/${id(invitationId)}`, { method: "DELETE" }),
  );
export const usePlace = () =>
  useTeamChange(({ userId, body }: { userId: string; body: PlacementInput }) =>
    api<TeamOverview>(`/v1/team/members/${id(userId)}`, { method: "PUT", body }),
  );
export const useRemove = () =>
  useTeamChange((body: RemovalInput) =>
    api<TeamOverview>("/v1/team/remove", { method: "POST", body }),
  );
export const useHandOver = () =>
  useTeamChange((userId: string) =>
    api<TeamOverview>("/v1/team/hand-over", { method: "POST", body: { userId } }),
  );
export const useSetAccess = () =>
  useTeamChange(({ userId, disabled }: { userId: string; disabled: boolean }) =>
    api<TeamOverview>(`/v1/team/members/${id(userId)}/${disabled ? "disable" : "enable"}`, {
      method: "POST",
    }),
  );

// Views as a member (docs/decisions/033)
export const startView = (userId: string) =>
  api<MemberView>(`/v1/team/members/${id(userId)}/view`, { method: "POST" });
export const endView = (viewId: string) =>
  api<null>(`/v1/team/views/${id(viewId)}`, { method: "DELETE", asSelf: true });
export const useViewLog = () =>
  useQuery({
    queryKey: teamKeys.views(),
    queryFn: ({ signal }) => api<MemberViewLog>("/v1/team/views", { signal }),
  });

export const useAddRegion = () =>
  useTeamChange((body: RegionInput) =>
    api<TeamOverview>("/v1/team/regions", { method: "POST", body }),
  );
export const useRemoveRegion = () =>
  useTeamChange((regionId: string) =>
    api<TeamOverview>(`/v1/team/regions/${id(regionId)}`, { method: "DELETE" }),
  );
export const useAddTeam = () =>
  useTeamChange((body: TeamInput) => api<TeamOverview>("/v1/team/teams", { method: "POST", body }));
export const useRemoveTeam = () =>
  useTeamChange((teamId: string) =>
    api<TeamOverview>(`/v1/team/teams/${id(teamId)}`, { method: "DELETE" }),
  );

// GET /v1/invite/{id}?secret= (public), POST /v1/invite/{id}/claim and /decline
export const useInvitation = (invitationId: string, secret: string, enabled = true) =>
  useQuery({
    enabled,
    queryKey: teamKeys.invitation(invitationId),
    queryFn: ({ signal }) =>
      api<InvitationPreview>(
        `/v1/invite/${id(invitationId)}?secret=${encodeURIComponent(secret)}`,
        { public: true, signal },
      ),
    retry: false,
  });
/** GET /v1/invite/mine: the invitations to the signed-in person's verified address (decision 046). */
export const useMyInvitations = (enabled = true) =>
  useQuery({
    queryKey: teamKeys.mine,
    queryFn: ({ signal }) => api<MyInvitations>("/v1/invite/mine", { signal }),
    enabled,
  });
/** GET /v1/invite/{id}/change?secret=: what accepting would change for the signed-in person. */
export const useInvitationChange = (invitationId: string, secret: string, enabled: boolean) =>
  useQuery({
    queryKey: [...teamKeys.invitation(invitationId), "change"],
    queryFn: ({ signal }) =>
      api<{ change: JoinChange | null }>(
        `/v1/invite/${id(invitationId)}/change?secret=${encodeURIComponent(secret)}`,
        { signal },
      ),
    enabled,
    retry: false,
  });
export const claimInvitation = (invitationId: string, secret: string) =>
  api<{ organizationId: string }>(`/v1/invite/${id(invitationId)}/claim`, {
    method: "POST",
    body: { secret },
  });
export const declineInvitation = (invitationId: string, secret: string) =>
  api<null>(`/v1/invite/${id(invitationId)}/decline`, { method: "POST", body: { secret } });
