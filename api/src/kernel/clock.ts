/** "Now", given to services that decide by time (banner windows, reply stamps) so tests can pin it. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
