import { ASSIGN_ROOM_TYPES_SQL } from '../queries/games/room-types';

/** A game's room type (free, VIP, pay per view); empty for a game without rooms. */
export const ROOM_TYPES_SQL = `
ALTER TABLE game ADD COLUMN room_type TEXT NOT NULL DEFAULT '';
${ASSIGN_ROOM_TYPES_SQL}
`;
