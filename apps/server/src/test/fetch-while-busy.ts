/**
 * fetch as the app sends a booking (apps/web lib/retry-while-busy.ts): a 503 BOOKING_BUSY (the server
 * admitting only so many bookings at once, plugins/booking-admission.ts) is sent again after the wait
 * it names and up to a tenth more. For tests of what many devotees booking at once get.
 */
export async function fetchWhileBusy(url: string, init: RequestInit): Promise<Response> {
  for (;;) {
    const response = await fetch(url, init);
    if (response.status !== 503) return response;
    const problem = (await response.clone().json()) as { code?: string; retryAfterSeconds?: number };
    if (problem.code !== 'BOOKING_BUSY') return response;
    const seconds = problem.retryAfterSeconds ?? 1;
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000 * (1 + Math.random() / 10)));
  }
}
