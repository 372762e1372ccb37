"""The Lunch Money deck as data: every card kind, its family, damage, copies and rule text.

Figures come from ../shared/cards.md; each can be changed in one line here. A physical card is a
`CardId` (0..109); `KIND_OF[card_id]` tells which kind it is.
"""

from __future__ import annotations

from enum import Enum

from gameshelf.engine.core.records import record

CardId = int


class Family(str, Enum):
    """The four card families of the box, shown by colour on the cards."""

    BASIC = "basic"
    WEAPON = "weapon"
    DEFENCE = "defence"
    SPECIALTY = "specialty"


@record
class CardKind:
    """One printing of a card: what it is called, what it does, how many are in the deck."""

    key: str
    name: str
    family: Family
    damage: int
    copies: int
    text: str


def _kind(key: str, name: str, family: Family, damage: int, copies: int, text: str) -> CardKind:
    return CardKind(key, name, family, damage, copies, text)


B, W, D, S = Family.BASIC, Family.WEAPON, Family.DEFENCE, Family.SPECIALTY
_DODGE_BLOCK = "May be Dodged or Blocked."
_MOVES_ON = ("If Dodged, the attack moves on to the next player (left or right, attacker's "
             "choice) and keeps that direction; a Block stops it; it never hits the attacker.")
_WEAPON = "May be Dodged, Blocked or Disarmed. Returns to your hand after use unless Disarmed."

KINDS: tuple[CardKind, ...] = (
    _kind("jab", "Jab", B, 1, 4, _DODGE_BLOCK + " Free under a Headlock."),
    _kind("hook", "Hook", B, 2, 4, _DODGE_BLOCK),
    _kind("pimp_slap", "Pimp Slap", B, 2, 4, _DODGE_BLOCK),
    _kind("elbow", "Elbow", B, 2, 4, _DODGE_BLOCK),
    _kind("kick", "Kick", B, 2, 4, _DODGE_BLOCK),
    _kind("kick4", "Kick", B, 4, 4, _DODGE_BLOCK),
    _kind("headbutt", "Headbutt", B, 3, 4, _DODGE_BLOCK + " Breaks a Choke on your turn."),
    _kind("uppercut", "Uppercut", B, 3, 4, _DODGE_BLOCK + " Free under a Headlock."),
    _kind("roundhouse", "Roundhouse", B, 3, 4, _MOVES_ON),
    _kind("spinning_backfist", "Spinning Backfist", B, 3, 4, _MOVES_ON),
    _kind("hail_mary", "Hail Mary", B, 7, 1, _DODGE_BLOCK),
    _kind("knife", "Knife", W, 3, 1, _WEAPON),
    _kind("chain", "Chain", W, 3, 1, _WEAPON),
    _kind("pipe", "Pipe", W, 3, 1, _WEAPON),
    _kind("hammer", "Hammer", W, 3, 1, _WEAPON),
    _kind("dodge", "Dodge", D, 0, 8,
          "Avoid an attack: you lose no counters. Not against free attacks."),
    _kind("block", "Block", D, 0, 10,
          "Stop an attack: you lose no counters. Then you may Grab the attacker; "
          "if you don't, the attacker may Grab you."),
    _kind("disarm", "Disarm", D, 0, 4,
          "Stop a weapon attack; the weapon is discarded instead of going back to its owner."),
    _kind("freedom", "Freedom", D, 0, 4,
          "Counter a Grab, Choke or Headlock; on your turn, break a Choke or Headlock on you."),
    _kind("first_aid", "First Aid", D, 2, 8,
          "Restore 2 counters. Play any number on your turn, or when an attack would "
          "knock you out."),
    _kind("humiliation", "Humiliation", S, 0, 4,
          "Interrupt anyone right after they play a card: their play is ruined and you get "
          "one free Basic Attack or Weapon on them. Only another Humiliation stops it."),
    _kind("grab", "Grab", S, 0, 8,
          "Start an action (Dodge or Freedom counter it, Block does not) or follow a Block. "
          "A landed Grab earns a free Basic Attack or Weapon, or sets up Choke, Headlock or "
          "Powerplay."),
    _kind("powerplay", "Powerplay", S, 3, 4,
          "Only after a Grab; only Humiliation stops it. 3 damage, then one free Basic Attack."),
    _kind("headlock", "Headlock", S, 0, 1,
          "Only after a Grab; Freedom or Humiliation counter it. The victim is helpless; every "
          "round you may hit her with free Jabs, Uppercuts and Stomps, and attack no one else. "
          "She breaks it on her turn with Freedom, Stomp or Humiliation. Release at any time."),
    _kind("choke", "Choke", S, 1, 1,
          "Only after a Grab; Freedom or Humiliation counter it. 1 damage now and 1 at the start "
          "of each of your turns. You and the victim are helpless against others. She breaks it "
          "on her turn with Freedom, Stomp, Headbutt or Humiliation. Release at any time."),
    _kind("stomp", "Stomp", S, 1, 4,
          _DODGE_BLOCK + " The victim's next attack does half damage (rounded down)."),
    _kind("poke_in_the_eye", "Poke in the Eye", S, 1, 4,
          _DODGE_BLOCK + " The victim is helpless for two turns (this one and the next "
          "player's); you get the first free shot, with a Basic Attack only."),
    _kind("uppercut2", "Uppercut²", S, 6, 1,
          _DODGE_BLOCK + " The victim is helpless and open to one free Basic Attack."),
    _kind("big_combo", "Big Combo", S, 6, 4,
          "Takes two defence cards to stop; with only one, half the damage (3) lands."),
)

KIND_BY_KEY: dict[str, CardKind] = {k.key: k for k in KINDS}

# Physical deck: card ids 0..109 in the order of KINDS.
KIND_OF: tuple[CardKind, ...] = tuple(k for k in KINDS for _ in range(k.copies))
DECK_SIZE = len(KIND_OF)
KEY_OF: tuple[str, ...] = tuple(k.key for k in KIND_OF)

assert DECK_SIZE == 110, DECK_SIZE

# Families and groups the rules refer to, as sets of kind keys.
BASIC_KEYS = frozenset(k.key for k in KINDS if k.family is Family.BASIC)
WEAPON_KEYS = frozenset(k.key for k in KINDS if k.family is Family.WEAPON)
FREE_ATTACK_KEYS = BASIC_KEYS | WEAPON_KEYS
MOVES_ON_KEYS = frozenset({"roundhouse", "spinning_backfist"})
HEADLOCK_FREE_KEYS = frozenset({"jab", "uppercut", "stomp"})
CHOKE_BREAKERS = frozenset({"freedom", "stomp", "headbutt", "humiliation"})
HEADLOCK_BREAKERS = frozenset({"freedom", "stomp", "humiliation"})
GRAB_FOLLOW_UPS = frozenset({"choke", "headlock", "powerplay"})
# Cards that start an attack on your turn (Grab included; its follow-ups are not).
OPENING_ATTACK_KEYS = FREE_ATTACK_KEYS | frozenset(
    {"grab", "stomp", "poke_in_the_eye", "uppercut2", "big_combo"})
# Defence cards that count towards stopping a Big Combo.
COMBO_DEFENCE_KEYS = frozenset({"dodge", "block"})


def kind(card: CardId) -> CardKind:
    """The kind of a physical card."""
    return KIND_OF[card]


def cards_of(key: str) -> list[CardId]:
    """All physical card ids of one kind, in deck order."""
    return [c for c in range(DECK_SIZE) if KEY_OF[c] == key]
