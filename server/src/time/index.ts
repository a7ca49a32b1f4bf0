/** The library's calendar in the organisation's time zone: the one module that computes it. */
export * from './zone';
export * from './days';
export * from './periods';
export * from './sql';
export * from './organization-zones';
