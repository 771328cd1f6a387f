from prep.normalize import standardize

__all__ = ["standardize"]
