from ousim.simulate import simulate_paths

__all__ = ["simulate_paths"]
