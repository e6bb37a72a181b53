/**
 * The reference desktop helper ("Pilot") as a command-line program, without a window:
 *
 *   tsx scripts/pilot/cli.ts --screenshots <dir> --logs <dir> [--port 5123 | --no-local]
 *                            [--cloud <url> --key <key>] [--version x]      (npm run pilot -- …)
 *
 * It watches the game's screenshots and logs and tells the site (desktop mode: browsers on
 * ws://127.0.0.1:<port>; cloud mode: the relay, with the pairing key). Ctrl-C stops it.
 * Options: scripts/pilot/args.ts (USAGE).
 */
import { parseCli, USAGE } from "./args";
import { createHelper } from "./helper";

const parsed = parseCli(process.argv.slice(2), process.env);
if (!parsed.ok) {
  if (parsed.help) {
    console.log(USAGE);
    process.exit(0);
  }
  console.error(`${parsed.error}\n\n${USAGE}`);
  process.exit(2);
}
for (const warning of parsed.warnings) console.warn(`warning: ${warning}`);

const helper = createHelper(parsed.options);
let stopping = false;
const stop = (signal: string) => {
  if (stopping) {
    console.log("stopping at once");
    process.exit(130);
  }
  stopping = true;
  console.log(`${signal}: stopping (again to force)`);
  helper.stop().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
};
process.on("SIGINT", () => stop("SIGINT"));
process.on("SIGTERM", () => stop("SIGTERM"));

try {
  await helper.start();
  console.log(`Pilot helper ${parsed.options.version} running; Ctrl-C to stop`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await helper.stop();
  process.exit(1);
}
