from rodheat.simulate import simulate

__all__ = ["simulate"]
