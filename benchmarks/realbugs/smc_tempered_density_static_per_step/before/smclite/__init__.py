from smclite.tempered import TemperedSMC

__all__ = ["TemperedSMC"]
