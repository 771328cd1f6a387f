from tinynet.layers import Dense, Sequential

__all__ = ["Dense", "Sequential"]
