from adaptfilt.rls import RLSEqualizer

__all__ = ["RLSEqualizer"]
