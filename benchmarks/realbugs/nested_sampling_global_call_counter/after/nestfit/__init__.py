from nestfit.sampler import run_nested

__all__ = ["run_nested"]
