from .mass import TruncatedPowerLaw

__all__ = ["TruncatedPowerLaw"]
