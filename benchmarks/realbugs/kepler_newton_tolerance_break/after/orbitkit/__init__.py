from orbitkit.propagate import position_at, propagate_fleet

__all__ = ["position_at", "propagate_fleet"]
