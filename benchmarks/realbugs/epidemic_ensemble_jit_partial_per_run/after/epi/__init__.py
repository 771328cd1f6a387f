from epi.ensemble import SIREnsemble

__all__ = ["SIREnsemble"]
