/**
 * Which sandbox games have a room type (spec: free, VIP, pay per view): the live tables, three in four of them, by
 * node id, so every run and every kept data file gives the same games the same type. Run by the seed and by the
 * migration that added the column.
 */
export const ASSIGN_ROOM_TYPES_SQL = `
UPDATE game SET room_type = CASE CAST(node_id AS INTEGER) % 4
    WHEN 0 THEN 'VIP'
    WHEN 1 THEN 'PPV'
    WHEN 2 THEN 'FREE'
    ELSE ''
  END
  WHERE game_type = 'LIVE';
`;
