/** Where the API is mounted; audit entries and the route inventory name paths relative to it. */
export const API_PREFIX = '/api/v1';
