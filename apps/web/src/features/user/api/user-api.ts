import type {
  JoiningInput,
  OnboardingInput,
  User,
  UserUpdateInput,
} from "@portal/contract/user/user-schemas";
import { api } from "@/lib/api-client";

export const getUser = () => api<User>("/v1/user/");
export const updateUser = (body: OnboardingInput | JoiningInput | UserUpdateInput) =>
  api<User>("/v1/user/update", { method: "PUT", body });
