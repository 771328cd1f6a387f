from .asterix import Asterix, EnvParams, EnvState

__all__ = ["Asterix", "EnvParams", "EnvState"]
