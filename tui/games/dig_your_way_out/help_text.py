"""The game's help as plain text sections, no Textual: the rules, the board map, every card,
gang and past, the commands, and which printed values are reconstructed (the help screen and
the plain front end both show these)."""

from __future__ import annotations

from gameshelf.engine.dig_your_way_out.data import (
    BENEFITS,
    DIE_FACES,
    GANG_ACCESSORIES,
    GANG_NAMES,
    GANG_NEEDS,
    LOCATION_NAMES,
    MICHEL_CARDS,
    OFFERS,
    PASTS,
    RECIPES,
    RECONSTRUCTED,
    SEARCH_DRAWS,
    SEARCH_KINDS,
    TOOL_KINDS,
)
from gameshelf.tui.games.dig_your_way_out.board import marks
from gameshelf.tui.games.dig_your_way_out.choices import michel_tools
from gameshelf.tui.games.dig_your_way_out.words import kind_name, place_name, short_place
from gameshelf.tui.i18n import N_, translator

_ = translator("dig_your_way_out")

RULES = N_("""\
Dig Your Way Out (Graaf je vrij): dig tunnel points in the cells before the others.
Win: 12 points with 2-3 players, 10 with 4, 8 with 5-6.
A turn: up to 2 actions, plus revealing your criminal past once per game (free).
- Search (once per turn): draw the search cards of your location.
- Move: roll the die; each face shows two locations, choose one (leave yours if on it). \
Careful move: 2 actions, go anywhere.
- Join a gang: discard 2 different accessories of the gang (the Triad and the Queers: 3 of their 6).
- Play an action card. Craft a tool from its recipe (not in the cells or showers, not \
beaten).
- Extort (once per turn, with a weapon): name a tool and lay the weapon you choose; the \
victim gives the tool or fights. In a fight weapons are laid in turn, the defender first; who cannot or will not lay loses, \
takes a beating, and the winner takes the tool named or a random card.
- Cells: dig a spoon, pickaxe or shovel (not with 2 beatings). Cafeteria: steal a spoon. \
Infirmary: heal a beating. Recreation area: trade cards for cigarettes, buy tools.
At most 2 beatings; at most 10 cards at the end of your turn.
Michel(le) (an option): moved at the end of a turn, extorts everyone where he or she \
stops.""")

TEAMS = N_("""\
The team variant (a New match option, 4 or 6 players). [decided] marks our \
reading where the rulebook is silent; the rest is the rulebook's.
- Two teams: A (the 1st, 3rd and 5th seats; you sit first) and B (the 2nd, 4th and 6th), \
so turns alternate between the teams [decided]. Each team has its own cell block; pawns \
start there.
- Tunnel points count for the team: 16 together wins with 4 players, 20 with 6. The whole \
team wins.
- A roll of 1, 2 or 3 may take you to either cell block.
- Dig only in your own block; craft only in the other team's block (never in your own).
- Fights: teammates in the same location may lay weapons for each other. The fighter is \
asked first, then each teammate there in turn order; the side loses when nobody lays \
[decided]. Everyone who helped the losing side takes a beating, and the winner takes a \
random card from each of them (the loser gives the named tool or a random card as usual) \
[decided].
- You may extort a teammate too; nobody helps in a fight inside a team [decided].
- Deal (an action): hand a teammate in your location any number of cards or cigarettes (a \
cigarette counts as a card [decided]); she gives the same number back, of her choice \
[decided].
- Move to a teammate of your gang without a roll (one action, as a roll) [decided].""")

COMMANDS = N_("""\
Choose with 1-9, the arrows and Enter, or a mouse click. Or type (: or /):
search, move, careful, go <place>, join <gang>, play <card> [player|place], extort \
<player> <tool>, craft <tool>, dig <tool>, steal, heal, trade, sell <card>, done, buy \
<tool>, reveal, end, give <tool>, lay <weapon>, concede, discard <card>, michel, leave, \
deal <player>, hand <card|cigarette>, follow <player> (team variant), help, save [name], \
quit. Dutch and German words work too (zoek, graaf, erpressen, ...); a number picks that \
choice; small typos are forgiven.""")


def sections() -> list[tuple[str, str]]:
    """(title, text) per help section, in the language of the moment."""
    return [(_("Rules"), _(RULES)), (_("Teams"), _(TEAMS)), (_("Board"), board_map()),
            (_("Cards"), cards()),
            (_("Gangs"), gangs()), (_("Criminal pasts"), pasts()),
            (_("Commands"), _(COMMANDS) + "\n\n" + take_back_line()),
            (_("Reconstructed"), reconstructed())]


def take_back_line() -> str:
    """The take-back and hint keys and commands (the shell's words: tui.model.takeback,
    tui.model.hints), as plain text."""
    from rich.text import Text

    from gameshelf.tui.model import hints, takeback
    return "\n".join(Text.from_markup(line()).plain
                     for line in (takeback.help_line, hints.help_line))


def board_map() -> str:
    lines = [_("The table's marks:")]
    lines += [f"  {mark}  {meaning}" for mark, meaning in marks()]
    lines.append(_("The board's short names:"))
    lines += [f"  {short_place(p)} = {place_name(p)}" for p in range(len(LOCATION_NAMES))
              if short_place(p) != place_name(p)]
    lines.append(_("Die faces (a roll: choose one of the two):"))
    for face, (a, b) in DIE_FACES.items():
        lines.append(f"  {face}: {place_name(a)} / {place_name(b)}")
    lines.append(_("Team board: the cells are cell block A; 1-3 also reach cell block B."))
    lines.append(_("Search cards drawn per location:"))
    for place, n in enumerate(SEARCH_DRAWS):
        lines.append(f"  {place_name(place)}: {n}")
    return "\n".join(lines)


def cards() -> str:
    lines = [_("Tools (stacks on the board): name, copies, tunnel points, recipe")]
    for k in TOOL_KINDS:
        recipe = ", ".join(kind_name(x) for x in RECIPES.get(k.key, ()))
        lines.append(f"  {kind_name(k.key)} ×{k.copies}, {k.points} — {recipe or '-'}")
    lines.append(_("Prices in the recreation area:"))
    for tool, count, price in OFFERS:
        lines.append(f"  {count}× {kind_name(tool)}: {price} ¢")
    lines.append(_("Search deck: name, group, copies, cigarettes when traded"))
    for k in SEARCH_KINDS:
        lines.append(f"  {kind_name(k.key)} ({_(k.group)}) ×{k.copies}, {k.value} ¢")
    lines.append(_("Michel(le) cards:"))
    for card in range(len(MICHEL_CARDS)):
        lines.append(f"  {michel_tools(card)}")
    return "\n".join(lines)


def gangs() -> str:
    lines = [_("Joining takes the top card of the gang's deck: one of its two benefits (two "
               "cards of each). Joining again, you give back the old card.")]
    for g, name in enumerate(GANG_NAMES):
        needs = ", ".join(kind_name(a) for a in GANG_ACCESSORIES[g])
        lines.append(_("{gang}: {n} different of {accessories}").format(
            gang=_(name), n=GANG_NEEDS[g], accessories=needs))
        for b in (0, 1):
            lines.append(f"  - {_(BENEFITS[(g, b)][1])}")
    return "\n".join(lines)


def pasts() -> str:
    lines = [_("(the number in brackets: for a member of its gang)")]
    for p in PASTS:
        lines.append(f"  {_(p.name)} ({_(GANG_NAMES[p.gang])}): {_(p.text)}")
    return "\n".join(lines)


_MARKED = (N_("the die faces 2-6"), N_("search draws outside the cells and cafeteria"),
           N_("the search deck and cigarette values"), N_("tool copies and tunnel points"),
           N_("recipes"), N_("accessories per gang"), N_("gang benefits"), N_("criminal pasts"),
           N_("Michel(le) cards"), N_("accessory"), N_("weapon"), N_("material"),
           N_("valuable"), N_("action"))


def reconstructed() -> str:
    lines = [_("Most printed contents of this game were never published. These values are "
               "RECONSTRUCTED (a careful guess), everything else follows the rulebook:")]
    lines += [f"  - {_(r)}" for r in RECONSTRUCTED]
    lines.append(_("The team variant's rules are the rulebook's; where it is silent our "
                   "decisions are marked [decided] in the Teams section."))
    return "\n".join(lines)


def plain_help(topic: str = "") -> str:
    """The help as one text; a topic picks the section whose title starts with it."""
    parts = sections()
    if topic:
        low = topic.lower()
        parts = [s for s in parts if s[0].lower().startswith(low)] or parts
    return "\n\n".join(f"{title}\n{text}" for title, text in parts)
