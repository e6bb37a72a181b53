import { WEATHER_TYPES } from "../domain/weather";
import { z } from "./zod";

export const weatherResponseSchema = z.object({
  weather: z.object({ type: z.enum(WEATHER_TYPES) }),
});
export type WeatherResponse = z.infer<typeof weatherResponseSchema>;
