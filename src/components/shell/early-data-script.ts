/**
 * The early script's entry (EarlyData.astro): bundled with its imports into one file and loaded
 * async, so it runs as soon as it arrives. A page's module scripts run in the page's order, each
 * after the one before has loaded all it imports: as one of them, the early asks waited for the
 * header's scripts (about 2.9 s on a throttled phone on /crafts).
 */
import { startEarlyData } from "./early-data";

startEarlyData();
