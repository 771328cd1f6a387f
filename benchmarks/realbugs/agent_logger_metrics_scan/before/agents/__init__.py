from .reinforce import Reinforce

__all__ = ["Reinforce"]
