import type zh from './locales/zh';

/** The same keys with any text: what the English strings of a Chinese table must have. */
export type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The shape every locale must have: the keys of the default (zh) messages. */
export type LocaleMessages = Widen<typeof zh>;
