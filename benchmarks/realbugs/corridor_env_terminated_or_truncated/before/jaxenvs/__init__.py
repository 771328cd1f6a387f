from jaxenvs.corridor import Corridor, EnvParams

__all__ = ["Corridor", "EnvParams"]
