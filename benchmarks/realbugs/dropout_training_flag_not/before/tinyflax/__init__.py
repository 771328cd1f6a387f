from tinyflax.layers import Dense, Dropout

__all__ = ["Dense", "Dropout"]
