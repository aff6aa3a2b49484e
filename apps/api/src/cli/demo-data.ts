// Loads demo data so a newcomer sees a brokerage in full swing right after `npm start`: funders
// with published listings, two brokerages of several brokers in regions and teams, with deals
// sent to the funders that fit them and asked about, offered or funded, news, and training
// passed for some products (src/demo/). Everything goes through the API itself, so the data obeys
// every rule the product does. No test relies on it (test/demo-data.test.ts runs it).
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
  for (const broker of brokers) {
    console.log(`  ${broker.email}  (${broker.company}, owner)`);
    for (const m of broker.members)
      console.log(`  ${m.email}  (${broker.company}, ${m.salesRole.replace("_", " ")}, ${m.team})`);
  }
  for (const funder of funders) console.log(`  ${funder.email}  (${funder.company})`);
} finally {
  await app.close();
}
