from aisjax.models import IsingChain
from aisjax.sampler import ais_log_z

__all__ = ["IsingChain", "ais_log_z"]
