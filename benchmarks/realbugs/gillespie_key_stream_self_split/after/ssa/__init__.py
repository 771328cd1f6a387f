from ssa.network import BirthDeathNetwork

__all__ = ["BirthDeathNetwork"]
