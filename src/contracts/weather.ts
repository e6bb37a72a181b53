import { z } from "./zod";
import { WEATHER_TYPES } from "../domain/weather";

export const weatherResponseSchema = z.object({
  weather: z.object({ type: z.enum(WEATHER_TYPES) }),
});
export type WeatherResponse = z.infer<typeof weatherResponseSchema>;
