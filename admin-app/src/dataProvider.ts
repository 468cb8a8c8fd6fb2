import simpleRestProvider from 'ra-data-simple-rest';
import { httpClient } from './httpClient.ts';

/** The API follows ra-data-simple-rest's dialect (sort/range/filter, Content-Range), see docs/api.md. */
export const dataProvider = simpleRestProvider('/api', httpClient);
