/** The operator account the journeys' server creates at start (operators are never made by sign-up). */
export const e2eOperator = { email: "operator@e2e.example.com", password: "correct horse battery staple" };
