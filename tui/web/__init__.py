"""Play in a browser: `serve` runs the app behind textual-serve, one process per browser
session, each session with its own settings, saves and stats (`sessions`), the server in
`server`, and what each session runs in `session`."""
