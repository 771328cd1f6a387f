from codalite.model import CompositionalModel

__all__ = ["CompositionalModel"]
