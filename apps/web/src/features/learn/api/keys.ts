/** Learn's query keys: the overview, a course, certificates, members' training, authoring. */
export const learnKeys = {
  all: ["learn"] as const,
  overview: () => ["learn", "overview"] as const,
  course: (courseId: string) => ["learn", "course", courseId] as const,
  certificate: (certificateId: string) => ["learn", "certificate", certificateId] as const,
  publicCertificate: (certificateId: string) =>
    ["learn", "public-certificate", certificateId] as const,
  members: () => ["learn", "members"] as const,
  authoring: () => ["learn", "authoring"] as const,
  authoringCourse: (courseId: string) => ["learn", "authoring", courseId] as const,
};
