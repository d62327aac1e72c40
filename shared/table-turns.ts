// Whose turn it is at a table: the names go round in order, one card each, forwards and back.

/** The player whose turn the card at `position` is, or null when the table has no names. */
export function turnOf(players: readonly string[], position: number): string | null {
  if (players.length === 0 || position < 0) return null;
  return players[position % players.length];
}
