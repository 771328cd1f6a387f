from toymc.study import run_toys

__all__ = ["run_toys"]
