from tinygemma.model import Config, forward, init_params

__all__ = ["Config", "forward", "init_params"]
