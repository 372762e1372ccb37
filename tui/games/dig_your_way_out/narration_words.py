"""The yard in three languages for the narration: card names with their articles, places,
gangs and criminal pasts (English, Dutch, German); the chronicle's word tables."""

from __future__ import annotations

# Card names: (name, article) — Dutch "de"/"het", German gender "m"/"f"/"n"/"p"l; "" is a card
# the narrator may not see.
CARD_WORDS: dict[str, dict[str, tuple[str, str]]] = {
    "en": {"": ("card", ""), "bandana": ("bandana", ""), "cap": ("cap", ""),
           "gold_chain": ("gold chain", ""), "sunglasses": ("pair of shades", ""),
           "rosary": ("rosary", ""), "gloves": ("pair of leather gloves", ""),
           "razor": ("razor blade", ""), "shard": ("glass shard", ""),
           "screwdriver": ("screwdriver", ""), "toothbrush": ("sharpened toothbrush", ""),
           "broom": ("broom handle", ""), "tape": ("roll of duct tape", ""),
           "iron_bar": ("iron bar", ""), "plate": ("metal plate", ""),
           "screws": ("bag of screws", ""), "file": ("file", ""), "chocolate": ("chocolate bar", ""),
           "magazine": ("magazine", ""), "carton": ("carton of cigarettes", ""),
           "watch": ("gold watch", ""), "phone": ("smuggled phone", ""),
           "bribe": ("Bribe a Guard", ""), "snitch": ("Snitch", ""), "lockdown": ("Lockdown", ""),
           "shakedown": ("Shakedown", ""), "stash": ("Hidden Stash", ""),
           "cell_search": ("Cell Search", ""), "distraction": ("Distraction", ""),
           "favour": ("Trade Favour", ""), "contraband": ("Contraband", ""),
           "painkillers": ("Painkillers", ""), "backup": ("Backup", ""),
           "spoon": ("spoon", ""), "knife": ("knife", ""), "pickaxe": ("pickaxe", ""),
           "shovel": ("shovel", "")},
    "nl": {"": ("kaart", "de"), "bandana": ("bandana", "de"), "cap": ("pet", "de"),
           "gold_chain": ("gouden ketting", "de"), "sunglasses": ("zonnebril", "de"),
           "rosary": ("rozenkrans", "de"), "gloves": ("paar leren handschoenen", "het"),
           "razor": ("scheermesje", "het"), "shard": ("glasscherf", "de"),
           "screwdriver": ("schroevendraaier", "de"),
           "toothbrush": ("geslepen tandenborstel", "de"), "broom": ("bezemsteel", "de"),
           "tape": ("rol ducttape", "de"), "iron_bar": ("ijzeren staaf", "de"),
           "plate": ("metalen plaat", "de"), "screws": ("zakje schroeven", "het"),
           "file": ("vijl", "de"), "chocolate": ("reep chocola", "de"),
           "magazine": ("tijdschrift", "het"), "carton": ("slof sigaretten", "de"),
           "watch": ("gouden horloge", "het"), "phone": ("smokkeltelefoon", "de"),
           "bribe": ("Omkoping", "de"), "snitch": ("Verklikker", "de"),
           "lockdown": ("Celslot", "het"), "shakedown": ("Fouillering", "de"),
           "stash": ("Geheime Voorraad", "de"), "cell_search": ("Celinspectie", "de"),
           "distraction": ("Afleiding", "de"), "favour": ("Wederdienst", "de"),
           "contraband": ("Smokkelwaar", "de"), "painkillers": ("Pijnstillers", "de"),
           "backup": ("Rugdekking", "de"), "spoon": ("lepel", "de"), "knife": ("mes", "het"),
           "pickaxe": ("houweel", "het"), "shovel": ("schep", "de")},
    "de": {"": ("Karte", "f"), "bandana": ("Bandana", "n"), "cap": ("Kappe", "f"),
           "gold_chain": ("Goldkette", "f"), "sunglasses": ("Sonnenbrille", "f"),
           "rosary": ("Rosenkranz", "m"), "gloves": ("Paar Lederhandschuhe", "n"),
           "razor": ("Rasierklinge", "f"), "shard": ("Glasscherbe", "f"),
           "screwdriver": ("Schraubenzieher", "m"), "toothbrush": ("Zahnbürstenmesser", "n"),
           "broom": ("Besenstiel", "m"), "tape": ("Panzerband", "n"),
           "iron_bar": ("Eisenstange", "f"), "plate": ("Blechplatte", "f"),
           "screws": ("Tütchen Schrauben", "n"), "file": ("Feile", "f"),
           "chocolate": ("Tafel Schokolade", "f"), "magazine": ("Heftchen", "n"),
           "carton": ("Stange Zigaretten", "f"), "watch": ("Golduhr", "f"),
           "phone": ("Schmuggelhandy", "n"), "bribe": ("Bestechung", "f"),
           "snitch": ("Petze", "f"), "lockdown": ("Einschluss", "m"),
           "shakedown": ("Filzung", "f"), "stash": ("Geheimversteck", "n"),
           "cell_search": ("Zellenrazzia", "f"), "distraction": ("Ablenkung", "f"),
           "favour": ("Gefallen", "m"), "contraband": ("Schmuggelware", "f"),
           "painkillers": ("Schmerzmittel", "n"), "backup": ("Rückendeckung", "f"),
           "spoon": ("Löffel", "m"), "knife": ("Messer", "n"), "pickaxe": ("Spitzhacke", "f"),
           "shovel": ("Schaufel", "f")},
}
_GERMAN = {"m": ("der", "den", "dem", "ein", "einen", "einem"),
           "f": ("die", "die", "der", "eine", "eine", "einer"),
           "n": ("das", "das", "dem", "ein", "ein", "einem")}


def german_articles(gender: str) -> tuple[str, ...]:
    """The German articles of a gender: nominative, accusative, dative; definite, indefinite."""
    return _GERMAN.get(gender, _GERMAN["f"])


# Places: (name, "in" it, "to" it), by location id.
PLACE_WORDS: dict[str, tuple[tuple[str, str, str], ...]] = {
    "en": (("the cells", "in the cells", "to the cells"),
           ("the cafeteria", "in the cafeteria", "to the cafeteria"),
           ("the recreation area", "in the recreation area", "to the recreation area"),
           ("the infirmary", "in the infirmary", "to the infirmary"),
           ("the showers", "in the showers", "to the showers"),
           ("solitary", "in solitary", "to solitary"),
           ("cell block B", "in cell block B", "to cell block B")),
    "nl": (("de cellen", "in de cellen", "naar de cellen"),
           ("de kantine", "in de kantine", "naar de kantine"),
           ("de recreatieruimte", "in de recreatieruimte", "naar de recreatieruimte"),
           ("de ziekenboeg", "in de ziekenboeg", "naar de ziekenboeg"),
           ("de douches", "onder de douches", "naar de douches"),
           ("de isoleercel", "in de isoleercel", "naar de isoleercel"),
           ("celblok B", "in celblok B", "naar celblok B")),
    "de": (("die Zellen", "in den Zellen", "in die Zellen"),
           ("die Kantine", "in der Kantine", "in die Kantine"),
           ("der Freizeitraum", "im Freizeitraum", "in den Freizeitraum"),
           ("das Lazarett", "im Lazarett", "ins Lazarett"),
           ("die Duschen", "in den Duschen", "in die Duschen"),
           ("die Einzelhaft", "in Einzelhaft", "in Einzelhaft"),
           ("Zellenblock B", "im Zellenblock B", "in den Zellenblock B")),
}
# The cells on the team board are block A.
BLOCK_A_WORDS: dict[str, tuple[str, str, str]] = {
    "en": ("cell block A", "in cell block A", "to cell block A"),
    "nl": ("celblok A", "in celblok A", "naar celblok A"),
    "de": ("Zellenblock A", "im Zellenblock A", "in den Zellenblock A"),
}
# Gangs: (name, with its article), in GANG_KEYS order.
GANG_WORDS: dict[str, tuple[tuple[str, str], ...]] = {
    "en": (("Crew", "the Crew"), ("Cartel", "the Cartel"), ("Bikers", "the Bikers"),
           ("Bratva", "the Bratva"), ("Triad", "the Triad"), ("Queers", "the Queers")),
    "nl": (("Crew", "de Crew"), ("Kartel", "het Kartel"), ("Bikers", "de Bikers"),
           ("Bratva", "de Bratva"), ("Triade", "de Triade"), ("Queers", "de Queers")),
    "de": (("Crew", "die Crew"), ("Kartell", "das Kartell"), ("Biker", "die Biker"),
           ("Bratwa", "die Bratwa"), ("Triade", "die Triade"), ("Queers", "die Queers")),
}
# Criminal pasts: key -> (name, with its article).
PAST_WORDS: dict[str, dict[str, tuple[str, str]]] = {
    lang: {key: (name, f"{the} {name}" if the else name) for key, (name, the) in table.items()}
    for lang, table in {
        "en": {"pickpocket": ("Pickpocket", "a"), "loan_shark": ("Loan shark", "a"),
               "bruiser": ("Bruiser", "a"), "smuggler": ("Smuggler", "a"),
               "dealer": ("Dealer", "a"), "launderer": ("Money launderer", "a"),
               "hit_and_run": ("Hit-and-run driver", "a"), "hell_raiser": ("Hell raiser", "a"),
               "street_racer": ("Street racer", "a"), "enforcer": ("Enforcer", "an"),
               "arms_dealer": ("Arms dealer", "an"), "vor": ("Vor v zakone", "a"),
               "forger": ("Forger", "a"), "snakehead": ("Snakehead", "a"),
               "accountant": ("Accountant", "an"), "escape_artist": ("Escape artist", "an"),
               "nurse": ("Nurse", "a"), "drama_queen": ("Drama queen", "a")},
        "nl": {"pickpocket": ("Zakkenroller", "een"), "loan_shark": ("Woekeraar", "een"),
               "bruiser": ("Zware jongen", "een"), "smuggler": ("Smokkelaar", "een"),
               "dealer": ("Dealer", "een"), "launderer": ("Witwasser", "een"),
               "hit_and_run": ("Doorrijder", "een"), "hell_raiser": ("Herrieschopper", "een"),
               "street_racer": ("Straatracer", "een"), "enforcer": ("Uitsmijter", "een"),
               "arms_dealer": ("Wapenhandelaar", "een"), "vor": ("Vor v Zakone", "een"),
               "forger": ("Vervalser", "een"), "snakehead": ("Mensensmokkelaar", "een"),
               "accountant": ("Boekhouder", "een"),
               "escape_artist": ("Ontsnappingskunstenaar", "een"),
               "nurse": ("Verpleger", "een"), "drama_queen": ("Dramaqueen", "een")},
        "de": {"pickpocket": ("Taschendieb", "ein"), "loan_shark": ("Kredithai", "ein"),
               "bruiser": ("Schläger", "ein"), "smuggler": ("Schmuggler", "ein"),
               "dealer": ("Dealer", "ein"), "launderer": ("Geldwäscher", "ein"),
               "hit_and_run": ("Fahrerflüchtiger", "ein"),
               "hell_raiser": ("Krawallmacher", "ein"), "street_racer": ("Straßenrennfahrer", "ein"),
               "enforcer": ("Vollstrecker", "ein"), "arms_dealer": ("Waffenhändler", "ein"),
               "vor": ("Wor w sakone", "ein"), "forger": ("Fälscher", "ein"),
               "snakehead": ("Schlepper", "ein"), "accountant": ("Buchhalter", "ein"),
               "escape_artist": ("Ausbruchskünstler", "ein"), "nurse": ("Pfleger", "ein"),
               "drama_queen": ("Dramaqueen", "eine")},
    }.items()
}
