"""Matches played without a screen: sim, its narration and latency figures; no Textual."""
