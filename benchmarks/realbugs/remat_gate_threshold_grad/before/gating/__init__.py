from .soft import soft_gate

__all__ = ["soft_gate"]
