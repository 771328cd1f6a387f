from kinetics.arrhenius import R_GAS, log_rate
from kinetics.fitting import ArrheniusFitter

__all__ = ["ArrheniusFitter", "R_GAS", "log_rate"]
