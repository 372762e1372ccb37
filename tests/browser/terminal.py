"""The app's terminal in a browser page, as a test reads and drives it: the rows xterm.js
shows, keys, and clicks on the cell where a text is drawn.

textual-serve's page keeps its xterm.js Terminal to itself, and draws it on a canvas (no text
in the DOM). An init script catches the Terminal as the page stores it (`this.terminal = …`)
and offers the rows through `window.__rows()` and where a text sits through `__find(text)`.
"""

from __future__ import annotations

import time

# Every wait has a limit: a session that never answers fails the test, never hangs it.
WAIT_SECONDS = 30

CATCH_TERMINAL = """
Object.defineProperty(Object.prototype, "terminal", {
  configurable: true,
  set(value) {
    Object.defineProperty(this, "terminal", {value, writable: true, configurable: true,
                                             enumerable: true});
    if (value && value.buffer && value.loadAddon) window.__terminal = value;
  },
});
// Each row as text, one character per cell (a wide character's second cell is empty).
window.__cells = (y) => {
  const t = window.__terminal, line = t.buffer.active.getLine(t.buffer.active.viewportY + y);
  const cells = [];
  for (let x = 0; x < t.cols; x++) {
    const cell = line && line.getCell(x);
    cells.push(cell ? (cell.getChars() || (cell.getWidth() ? " " : "")) : " ");
  }
  return cells;
};
window.__rows = () => window.__terminal
  ? Array.from({length: window.__terminal.rows}, (_, y) => window.__cells(y).join("")) : [];
window.__find = (text) => {
  for (let y = 0; window.__terminal && y < window.__terminal.rows; y++) {
    const cells = window.__cells(y);
    for (let x = 0; x < cells.length; x++) {
      let s = "", end = x;
      while (end < cells.length && s.length < text.length) s += cells[end++];
      if (s === text) return {x, y, width: end - x};
    }
  }
  return null;
};
"""


class Terminal:
    """A served app in one browser page."""

    def __init__(self, page) -> None:
        self.page = page
        page.add_init_script(CATCH_TERMINAL)

    def rows(self) -> list[str]:
        """The text on screen, a string per row."""
        return self.page.evaluate("() => window.__rows()")

    def text(self) -> str:
        return "\n".join(row.rstrip() for row in self.rows())

    def wait_for(self, *texts: str, timeout: float = WAIT_SECONDS) -> str:
        """Wait until one of `texts` shows; which one. Fails with the screen when none does."""
        deadline = time.monotonic() + timeout
        while True:
            screen = self.text()
            found = next((t for t in texts if t in screen), None)
            if found is not None:
                return found
            if time.monotonic() > deadline:
                raise AssertionError(f"none of {texts} on screen after {timeout}s:\n{screen}")
            self.page.wait_for_timeout(150)

    def wait_for_gone(self, text: str, timeout: float = WAIT_SECONDS) -> None:
        """Wait until `text` no longer shows."""
        deadline = time.monotonic() + timeout
        while text in (screen := self.text()):
            if time.monotonic() > deadline:
                raise AssertionError(f"{text!r} still on screen after {timeout}s:\n{screen}")
            self.page.wait_for_timeout(100)

    def wait_for_change(self, before: str, timeout: float = WAIT_SECONDS) -> str:
        """Wait until the screen differs from `before`; the new screen."""
        deadline = time.monotonic() + timeout
        while (screen := self.text()) == before:
            if time.monotonic() > deadline:
                raise AssertionError(f"the screen did not change in {timeout}s:\n{screen}")
            self.page.wait_for_timeout(100)
        return screen

    def focus(self) -> None:
        """Give the terminal the keyboard, as a player's first click on it does."""
        self.page.locator(".xterm-helper-textarea").focus()

    def press(self, key: str) -> None:
        """A key, as playwright names it ("n", "Enter", "Escape")."""
        self.page.keyboard.press(key)

    def type(self, text: str) -> None:
        self.page.keyboard.type(text)

    def click(self, text: str) -> None:
        """Click the middle of where `text` is drawn (waiting for it to show)."""
        self.wait_for(text)
        spot = self.page.evaluate("(t) => window.__find(t)", text)
        assert spot is not None, f"{text!r} is on screen but not on one row:\n{self.text()}"
        box = self.page.locator(".xterm-screen").bounding_box()
        cols, rows = self.page.evaluate(
            "() => [window.__terminal.cols, window.__terminal.rows]")
        cell_w, cell_h = box["width"] / cols, box["height"] / rows
        self.page.mouse.click(box["x"] + (spot["x"] + spot["width"] / 2) * cell_w,
                              box["y"] + (spot["y"] + 0.5) * cell_h)
