import type { AppRatingInput, AppRatingPage } from '@nivedya/domain';
import type { AppDeps } from '../../app-deps.ts';
import { insertAppRating, selectAppRatingPage } from './app-versions-repository.ts';

/** devotee-check-out on the web: a signed-in user's rating of the app, kept for administrators. */
export async function rateApp(
  deps: Pick<AppDeps, 'db' | 'now'>,
  userId: number,
  input: AppRatingInput,
): Promise<{ id: number }> {
  const id = await insertAppRating(deps.db, {
    userId,
    stars: input.stars,
    comment: input.comment ?? null,
    appVersion: input.appVersion,
    platform: input.platform,
    createdAt: deps.now(),
  });
  return { id };
}

export async function findAppRatings(
  deps: Pick<AppDeps, 'db'>,
  query: { offset: number; limit: number },
): Promise<AppRatingPage> {
  const { rows, stars } = await selectAppRatingPage(deps.db, query);
  const byStars = [1, 2, 3, 4, 5].map((star) => stars.find((row) => row.stars === star)?.count ?? 0);
  const total = byStars.reduce((sum, each) => sum + each, 0);
  const sum = byStars.reduce((all, each, index) => all + each * (index + 1), 0);
  return {
    items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total,
    average: total === 0 ? null : Math.round((sum / total) * 10) / 10,
    byStars,
  };
}
