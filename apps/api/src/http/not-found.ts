import { ApiError } from './api-error.ts';

export const notFound = (message = 'Not found') => new ApiError(404, 'notFound', message);
