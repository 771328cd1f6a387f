from annealing.annealer import SimulatedAnnealer

__all__ = ["SimulatedAnnealer"]
