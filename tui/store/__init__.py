"""What is kept on disk: paths, settings, stats and saves; no Textual."""
