import { endpoint } from "./endpoint";
import { z } from "./zod-mini";

export const websiteAlertResponseSchema = z.object({
  websiteAlert: z.object({ text: z.string() }),
});

/** GET /api/be/website-alert */
export const websiteAlertEndpoint = endpoint({
  method: "GET",
  path: "/website-alert",
  response: websiteAlertResponseSchema,
});
