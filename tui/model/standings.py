"""How a match stands, in words: the game's own standings, else the winners and the scores
(what `replay` and a plain match end with)."""

from __future__ import annotations

from gameshelf.tui.i18n import format_list, translator

_ = translator("shell")


def format_standings(match) -> str:
    """How the match stands: the game's own words for it, else the winners and the scores."""
    from gameshelf.tui.shelf import ui_for
    told = ui_for(match.game_key).standings
    if told is not None:
        return told(match)
    outcome = match.game.outcome(match.state)
    if outcome is None:
        return _("The match is not over yet.")
    names = match.names
    lines = [_("Won by {names}.").format(names=format_list([names[s] for s in outcome.winners]))]
    for seat in sorted(range(len(names)), key=lambda s: (s not in outcome.winners,
                                                         -_score(outcome, s), s)):
        lines.append(f"  {names[seat]}: {_score(outcome, seat)}" if outcome.scores else
                     f"  {names[seat]}")
    return "\n".join(lines)


def _score(outcome, seat: int) -> int:
    return outcome.scores[seat] if seat < len(outcome.scores) else 0
