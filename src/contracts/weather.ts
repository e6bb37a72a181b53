import { WEATHER_TYPES } from "../domain/weather";
import { endpoint } from "./endpoint";
import { lazySchema, z } from "./zod-mini";

export const weatherResponseSchema = lazySchema(() =>
  z.object({
    weather: z.object({ type: z.enum(WEATHER_TYPES) }),
  }),
);

/** GET /api/be/weather */
export const weatherEndpoint = endpoint({ method: "GET", path: "/weather", response: weatherResponseSchema });
