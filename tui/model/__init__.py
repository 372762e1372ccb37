"""A match and the driver that moves it; no Textual."""
