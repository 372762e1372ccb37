"""Everything a person sees: the Textual app, the CLI, narration and saves."""
