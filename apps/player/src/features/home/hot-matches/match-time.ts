const pad = (value: number) => String(value).padStart(2, '0');

/** A match start in the player's local time as MM/DD HH:mm (spec section 2, hot match banner). */
export function formatMatchTime(timestamp: number): string {
  const date = new Date(timestamp);
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
