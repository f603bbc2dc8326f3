/** One entry of GET /api/pageHeader/getAll: the banner image of a route name. */
export interface PageHeader {
  id: number;
  route_name: string;
  bg_url: string;
}
