from annealing.ladder import TemperatureLadder
from annealing.replicas import EnergyOrderedAnnealer

__all__ = ["EnergyOrderedAnnealer", "TemperatureLadder"]
