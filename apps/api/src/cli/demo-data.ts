// Loads demo data so a newcomer sees matching work and a broker's dashboard with figures right
// after `npm start`: funders with published listings, two brokers with deals, some sent to the
// funders that fit them and asked about, offered or funded (src/demo/). Everything goes through
// the API itself, so the data obeys every rule the product does. No test relies on it
// (test/demo-data.test.ts runs it).
//   npm run demo-data            (stop `npm start` first on the embedded database)
// Reads the same settings as the server. Running it twice changes nothing the second time.
import { buildApp } from "../app";
import { loadConfig } from "../config/env";
import { brokers, demoPassword, funders, loadDemoData } from "../demo/load-demo-data";

const config = loadConfig({
  ...process.env,
  LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
  RATE_LIMIT_PER_MINUTE: "100000",
});
const app = await buildApp(config);
try {
  await loadDemoData(app, config.publicUrl, (line) => console.log(line));
  // Every run, not only the first: the accounts are what a newcomer came for.
  console.log(`Log in at ${config.publicUrl} with the password "${demoPassword}" as:`);
  for (const who of [...brokers, ...funders]) console.log(`  ${who.email}  (${who.company})`);
} finally {
  await app.close();
}
