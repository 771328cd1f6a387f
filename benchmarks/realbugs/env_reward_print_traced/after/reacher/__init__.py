from .env import EnvState, PointReacher

__all__ = ["EnvState", "PointReacher"]
