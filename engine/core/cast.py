"""The characters bots play: a name, a line of bio, and style knobs that shape play within a
difficulty level (and give the narration a voice). Difficulty and persona are independent.

Knobs are 0.0-1.0:
- aggression: attack rather than hold cards back;
- grudge: prefer whoever hurt you last/most;
- risk: spend defence and First Aid late, gamble on big hits;
- showboat: love specialty combos (Grab chains, Humiliation) over plain hits.
favourite_target: "weakest", "leader", "human", "grudge" or "random".
"""

from __future__ import annotations

from gameshelf.engine.core.records import record


@record
class Persona:
    """A bot character."""

    key: str
    name: str
    bio: str
    aggression: float
    grudge: float
    risk: float
    showboat: float
    favourite_target: str


PERSONAS: tuple[Persona, ...] = (
    Persona("bruno", "Bruno", "Held back twice; believes every problem is a nail.",
            0.9, 0.5, 0.7, 0.2, "weakest"),
    Persona("vicky", "Vicky", "Student council treasurer. Keeps a ledger of who owes her.",
            0.5, 0.95, 0.3, 0.4, "grudge"),
    Persona("dex", "Dex", "Skateboard, split lip, zero fear of the vice principal.",
            0.8, 0.3, 0.9, 0.8, "leader"),
    Persona("mei", "Mei", "Chess club captain. Counts your cards, then counts your teeth.",
            0.4, 0.4, 0.2, 0.6, "leader"),
    Persona("tank", "Tank", "Eats two lunches: his and yours.",
            0.7, 0.6, 0.5, 0.1, "random"),
    Persona("pixie", "Pixie", "Tiny, sweet, terrifying. Lives for the Humiliation.",
            0.6, 0.7, 0.6, 0.95, "human"),
    Persona("gus", "Gus", "Hall monitor. Plays by the rules, all of them, slowly.",
            0.3, 0.2, 0.1, 0.3, "weakest"),
)

PERSONA_BY_KEY: dict[str, Persona] = {p.key: p for p in PERSONAS}
