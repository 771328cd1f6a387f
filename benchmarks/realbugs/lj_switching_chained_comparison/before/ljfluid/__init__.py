from ljfluid.energy import total_energy

__all__ = ["total_energy"]
