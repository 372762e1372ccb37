"""The plain-text front end (`play --plain`): a whole match as lines, for screen readers, pipes
and TERM=dumb. The fight log as it happens, then a question with numbered answers read from
stdin; the same typed commands as the app. It knows no game: a game brings its `TextTurns`
(tui.plain.ask) through its GameUI, and the match moves on through tui.model.driver.
"""
