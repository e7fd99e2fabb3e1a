import { controlPrefix, controlRoutes } from '../../../packages/mock/src/internal/control/control-routes';
import { markdownTable } from './markdown-table';

/** The standalone mock's control API, from its route table: each call, its answer and what it does. */
export function renderControlApi(): string {
  const rows = Object.entries(controlRoutes).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, route]) => {
      const names = Object.keys(route.query?._zod.def.shape ?? {});
      const query = names.length > 0 ? `?${names.map((name) => `${name}=`).join('&')}` : '';
      return [
        `\`${method.toUpperCase()} ${controlPrefix}${path}${query}\``,
        route.response ? `${route.created ? 201 : 200}, JSON` : '204',
        route.summary,
      ];
    }),
  );
  return markdownTable(['call', 'answer', 'does'], rows);
}
