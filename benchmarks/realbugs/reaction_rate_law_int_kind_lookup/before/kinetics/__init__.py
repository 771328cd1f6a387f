from kinetics.network import ReactionNetwork
from kinetics.laws import MASS_ACTION, MICHAELIS_MENTEN, HILL

__all__ = ["ReactionNetwork", "MASS_ACTION", "MICHAELIS_MENTEN", "HILL"]
