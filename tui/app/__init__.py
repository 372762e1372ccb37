"""The Textual shell: the app, its keymap, and the one module of deviations from Textual."""
