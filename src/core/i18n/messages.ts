import type zh from './locales/zh';

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

/** The shape every locale must have: the keys of the default (zh) messages. */
export type LocaleMessages = Widen<typeof zh>;
