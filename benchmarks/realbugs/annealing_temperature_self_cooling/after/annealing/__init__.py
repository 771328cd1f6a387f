from annealing.sa import SimulatedAnnealing

__all__ = ["SimulatedAnnealing"]
