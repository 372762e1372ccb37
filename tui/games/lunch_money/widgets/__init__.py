"""Lunch Money's own widgets: your hand, the opponents, and how its cards look."""
