from stellar.star import Star
from stellar.tracks import evolve_track

__all__ = ["Star", "evolve_track"]
