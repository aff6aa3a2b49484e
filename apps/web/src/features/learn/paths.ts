// Learn's own pages beside the contract's `coursePath` and `certificateVerifyPath`
// (apps/web/src/config/paths.ts holds the route patterns).
export const certificatePath = (certificateId: string) =>
  `/learn/certificates/${encodeURIComponent(certificateId)}`;
export const authoringPath = "/learn/authoring";
export const authoringCoursePath = (courseId: string) =>
  `/learn/authoring/${encodeURIComponent(courseId)}`;
