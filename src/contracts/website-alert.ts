import { z } from "./zod";

export const websiteAlertResponseSchema = z.object({
  websiteAlert: z.object({ text: z.string() }),
});
export type WebsiteAlertResponse = z.infer<typeof websiteAlertResponseSchema>;
