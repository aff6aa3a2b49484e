import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  Attempt,
  AttemptAnswers,
  AttemptResult,
  AuthoringCourse,
  AuthoringCourseList,
  Certificate,
  CourseDetail,
  CourseDraftInput,
  LearnOverview,
  MemberTrainingList,
  PublicCertificate,
} from "@portal/contract/learn/learn-schemas";
import { api } from "@/lib/api-client";
import { queryRoots } from "@/lib/query-keys";
import { learnKeys } from "./keys";

const id = (value: string) => encodeURIComponent(value);

// GET /v1/learn/courses
export const useLearnOverview = () =>
  useQuery({
    queryKey: learnKeys.overview(),
    queryFn: ({ signal }) => api<LearnOverview>("/v1/learn/courses", { signal }),
  });

// GET /v1/learn/courses/{id}
export const useCourse = (courseId: string) =>
  useQuery({
    queryKey: learnKeys.course(courseId),
    queryFn: ({ signal }) => api<CourseDetail>(`/v1/learn/courses/${id(courseId)}`, { signal }),
  });

// POST /v1/learn/lessons/{id}/read: answers the course, which replaces the cached one.
export function useMarkLessonRead(courseId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (lessonId: string) =>
      api<CourseDetail>(`/v1/learn/lessons/${id(lessonId)}/read`, { method: "POST" }),
    onSuccess: (course) => {
      client.setQueryData(learnKeys.course(courseId), course);
      void client.invalidateQueries({ queryKey: learnKeys.overview() });
    },
  });
}

// POST /v1/learn/courses/{id}/attempts (an open attempt is returned again)
export const useStartAttempt = (courseId: string) =>
  useMutation({
    mutationFn: () =>
      api<Attempt>(`/v1/learn/courses/${id(courseId)}/attempts`, { method: "POST" }),
  });

// POST /v1/learn/attempts/{id}/submit: a pass changes the person's training everywhere (deals too).
export function useSubmitAttempt(courseId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ attemptId, body }: { attemptId: string; body: AttemptAnswers }) =>
      api<AttemptResult>(`/v1/learn/attempts/${id(attemptId)}/submit`, { method: "POST", body }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: learnKeys.course(courseId) });
      void client.invalidateQueries({ queryKey: learnKeys.overview() });
      void client.invalidateQueries({ queryKey: queryRoots.dealLists });
    },
  });
}

// GET /v1/learn/certificates/{id}
export const useCertificate = (certificateId: string) =>
  useQuery({
    queryKey: learnKeys.certificate(certificateId),
    queryFn: ({ signal }) =>
      api<Certificate>(`/v1/learn/certificates/${id(certificateId)}`, { signal }),
  });

// GET /v1/public/certificates/{id}: a certificate's public check, signed out (decision 040).
export const usePublicCertificate = (certificateId: string) =>
  useQuery({
    queryKey: learnKeys.publicCertificate(certificateId),
    queryFn: ({ signal }) =>
      api<PublicCertificate>(`/v1/public/certificates/${id(certificateId)}`, {
        public: true,
        signal,
      }),
  });

// GET /v1/learn/members: owners, admins and managers; the API refuses anyone else (403).
export const useMembersTraining = () =>
  useQuery({
    queryKey: learnKeys.members(),
    queryFn: ({ signal }) => api<MemberTrainingList>("/v1/learn/members", { signal }),
  });

// --- Operators: authoring ---

// GET /v1/learn/authoring/courses
export const useAuthoringCourses = (enabled: boolean) =>
  useQuery({
    queryKey: learnKeys.authoring(),
    queryFn: ({ signal }) => api<AuthoringCourseList>("/v1/learn/authoring/courses", { signal }),
    enabled,
  });

// GET /v1/learn/authoring/courses/{id}
export const useAuthoringCourse = (courseId: string) =>
  useQuery({
    queryKey: learnKeys.authoringCourse(courseId),
    queryFn: ({ signal }) =>
      api<AuthoringCourse>(`/v1/learn/authoring/courses/${id(courseId)}`, { signal }),
  });

/** An authoring change: the course's cache takes the answer, the lists are read again. */
function useAuthoringChange<I>(call: (input: I) => Promise<AuthoringCourse>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (course) => {
      client.setQueryData(learnKeys.authoringCourse(course.id), course);
      void client.invalidateQueries({ queryKey: learnKeys.authoring(), exact: true });
      void client.invalidateQueries({ queryKey: learnKeys.overview() });
    },
  });
}

// POST /v1/learn/authoring/courses
export const useCreateCourse = () =>
  useAuthoringChange((body: CourseDraftInput) =>
    api<AuthoringCourse>("/v1/learn/authoring/courses", { method: "POST", body }),
  );
// PUT /v1/learn/authoring/courses/{id}/draft
export const useSaveDraft = (courseId: string) =>
  useAuthoringChange((body: CourseDraftInput) =>
    api<AuthoringCourse>(`/v1/learn/authoring/courses/${id(courseId)}/draft`, {
      method: "PUT",
      body,
    }),
  );
// POST /v1/learn/authoring/courses/{id}/publish
export const usePublishCourse = (courseId: string) =>
  useAuthoringChange(() =>
    api<AuthoringCourse>(`/v1/learn/authoring/courses/${id(courseId)}/publish`, {
      method: "POST",
    }),
  );
