import { useQuery } from '@tanstack/react-query';
import { detectSunmiPrinter } from '../../lib/sunmi-printer.ts';

/** Whether this device has a Sunmi printer; asked once per app start (the hardware does not change). */
export function useSunmiPrinter() {
  return useQuery({
    queryKey: ['printing', 'sunmi-printer'],
    queryFn: () => detectSunmiPrinter(),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
