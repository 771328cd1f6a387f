"""Temperature response curves for crop development models."""
