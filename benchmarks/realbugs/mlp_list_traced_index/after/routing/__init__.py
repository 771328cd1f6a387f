from routing.ensemble import Ensemble, make_ensemble

__all__ = ["Ensemble", "make_ensemble"]
