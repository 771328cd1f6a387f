from .circuit import Circuit, two_local

__all__ = ["Circuit", "two_local"]
